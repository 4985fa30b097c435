import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-error.ts';
import { COOKIE_PREFIX } from '../modules/accounts/accounts.platform.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_MESSAGE = 'This request did not come from an Aworan page. Reload the page and try again.';

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Cross-site request forgery protection for every state-changing API call that carries our
 * cookies: the browser's Origin (or Referer) must be one of ours. SameSite=Lax cookies already
 * stop most forgeries; this also covers same-site subdomains and older browsers. Requests
 * without our cookies carry no ambient authority and pass (the CLI, webhooks, health checks).
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: { allowedOrigins: string[] }) => {
  const allowed = new Set(opts.allowedOrigins);
  // A callback hook, not an async one: it runs on every request and must cost nothing for reads.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (!request.url.startsWith('/api/')) return done();
    if (!request.headers.cookie?.includes(`${COOKIE_PREFIX}.`)) return done();
    if (request.headers['sec-fetch-site'] === 'cross-site') return done(forbidden(CSRF_MESSAGE));
    const origin = originOf(request);
    if (!origin || !allowed.has(origin)) {
      request.log.warn({ origin, url: request.url }, 'cross-site write refused');
      return done(forbidden(CSRF_MESSAGE));
    }
    done();
  });
});
