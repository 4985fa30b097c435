/** The header through which the Fastify bridge hands better-auth the proxy-aware client IP. */
export const CLIENT_IP_HEADER = 'x-aworan-client-ip';
export const COOKIE_PREFIX = 'aworan';
/** Present in both the plain and the `__Secure-` session cookie name. */
export const SESSION_COOKIE_MARK = `${COOKIE_PREFIX}.session_token=`;
