/**
 * What the platform (the auth, CSRF and storage plugins, the control channel and app.ts) may use
 * of accounts: the boundary check lets code outside src/server/modules reach a module only through
 * its `*.platform.ts` face (docs/architecture.md, "Boundaries").
 */
export { type Auth, allowedOrigins, createAuth, DISABLED_AUTH_PATHS } from './auth.ts';
export { CLIENT_IP_HEADER, COOKIE_PREFIX, SESSION_COOKIE_MARK } from './auth-constants.ts';
export { loadAuthSecret } from './auth-secret.ts';
export { createOrPromoteAdmin } from './user-admin.service.ts';
