import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** The content security policy: no inline script anywhere; the built front end loads only its own files. */
function helmetOptions(isProduction: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline style attributes stay allowed: the UI primitives position popovers with them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: isProduction,
  };
}

/**
 * Runs helmet once at start-up and captures the headers it sets. Our policy has no
 * per-request parts (no nonces), so every response can carry the same precomputed headers:
 * helmet's rules, without rebuilding them on each request (that cost half the throughput).
 */
export function computeSecurityHeaders(isProduction: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(isProduction))({} as never, res as never, () => {});
  return headers;
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: { isProduction: boolean }) => {
  const headers = computeSecurityHeaders(opts.isProduction);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
