import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import type { Role, Viewer } from '../../shared/accounts.ts';
import type { ApiErrorBody } from '../../shared/api-error.ts';
import type { AppConfig } from '../config.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import {
  type Auth,
  CLIENT_IP_HEADER,
  createAuth,
  DISABLED_AUTH_PATHS,
  loadAuthSecret,
  SESSION_COOKIE_MARK,
} from '../modules/accounts/accounts.platform.ts';

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface RegisteredRoute {
  method: string;
  url: string;
  /** What the route takes from the request (body, query string, path), as declared. */
  inputs: Pick<FastifySchema, 'body' | 'querystring' | 'params'>;
}

const NO_SESSION = { viewer: null, sessionId: null } as const;

export const PENDING_APPROVAL_MESSAGE =
  'Your photographer account is awaiting approval. You can use this once an admin approves it.';

/** Headers a client could use to pose as another IP; the bridge drops them. */
const SPOOFABLE_HEADERS = new Set([CLIENT_IP_HEADER, 'forwarded', 'x-real-ip', 'x-client-ip']);

function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const lower = key.toLowerCase();
    if (SPOOFABLE_HEADERS.has(lower) || lower.startsWith('x-forwarded-') || lower === 'content-length') {
      continue;
    }
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  // request.ip honours TRUST_PROXY and nothing else: the one client IP better-auth sees.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

function toViewer(user: Record<string, unknown>): Viewer {
  return {
    userId: String(user.id),
    email: String(user.email),
    emailVerified: Boolean(user.emailVerified),
    firstName: String(user.firstName ?? ''),
    lastName: String(user.lastName ?? ''),
    role: (user.role as Role | undefined) ?? 'customer',
    isApproved: Boolean(user.isApproved),
  };
}

/** better-auth's `{ code, message }` errors in the API's one error shape, keeping extra detail. */
function toApiError(status: number, text: string): ApiErrorBody & Record<string, unknown> {
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Plain-text errors (e.g. "Not Found" for a disabled path) keep only the status.
  }
  const message =
    status === 429 && parsed.code === undefined
      ? 'Too many attempts. Please wait a minute and try again.'
      : typeof parsed.message === 'string' && parsed.message
        ? parsed.message
        : (STATUS_CODES[status] ?? 'Error');
  const { message: _m, statusCode: _s, status: _st, error: _e, ...rest } = parsed;
  return { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message, ...rest };
}

/**
 * Accounts on every request: better-auth mounted under /api/auth through Fastify, the
 * signed-in viewer resolved lazily (never a database read without a session cookie), and
 * the guards every route uses. Use guards as `onRequest` hooks so that a refused request is
 * refused before its body is even validated:
 *
 *   app.get('/x', { onRequest: app.requireRole('super_admin') }, handler)
 *   app.post('/y', { onRequest: app.requireApprovedPhotographer }, handler)
 *
 * In a handler, `request.viewer` is the signed-in person once a guard has run; routes without
 * a guard call `await request.getViewer()`.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const { config } = opts;

    // Every route registered from here on, for the authorization matrix test.
    const registeredRoutes: RegisteredRoute[] = [];
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const { body, querystring, params } = route.schema ?? {};
      for (const method of methods)
        registeredRoutes.push({ method, url: route.url, inputs: { body, querystring, params } });
    });
    app.decorate('registeredRoutes', registeredRoutes);

    if (config.testPasswordHasher && config.isProduction) {
      throw new Error('testPasswordHasher is for the test harness only, never in production');
    }
    const secret = await loadAuthSecret(app.db, config.authSecret);
    const auth = createAuth({
      db: app.db,
      // The notifications module registers app.mailer after this plugin (its routes use these
      // guards), so the account emails read it when they are sent.
      mailer: { send: (email, options) => app.mailer.send(email, options) },
      log: app.log.child({ module: 'auth' }),
      publicUrl: config.publicUrl,
      secret,
      isProduction: config.isProduction,
      trustedOrigins: config.trustedOrigins,
      socialProviders: config.socialProviders,
      passwordHasher: config.testPasswordHasher,
    });
    app.decorate('auth', auth);

    async function bridge(request: FastifyRequest, reply: FastifyReply) {
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body != null;
      const response = await auth.handler(
        new Request(new URL(request.url, config.publicUrl), {
          method: request.method,
          headers: toFetchHeaders(request),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');
      const text = await response.text();
      if (response.status >= 400) {
        const retryAfter = response.headers.get('x-retry-after');
        if (retryAfter) reply.header('retry-after', retryAfter);
        return reply.type('application/json').send(toApiError(response.status, text));
      }
      return reply.send(text);
    }

    // One Fastify route per better-auth endpoint in use, so each appears in the route table.
    const seen = new Set<string>();
    for (const endpoint of Object.values(auth.api) as Array<{
      path?: string;
      options?: { method?: unknown };
    }>) {
      const path = endpoint.path;
      if (!path || DISABLED_AUTH_PATHS.includes(path) || seen.has(path)) continue;
      seen.add(path);
      const raw = endpoint.options?.method;
      const methods = (Array.isArray(raw) ? raw : [raw ?? 'GET']).filter(
        (m): m is HTTPMethods => typeof m === 'string' && m !== '*',
      );
      app.route({
        method: methods,
        url: `/api/auth${path}`,
        schema: { hide: true },
        handler: bridge,
      });
    }

    /** Looks the session up; `refresh` lets better-auth extend it and returns its cookies. */
    async function loadSession(request: FastifyRequest, refresh: boolean) {
      if (!request.headers.cookie?.includes(SESSION_COOKIE_MARK)) return { ...NO_SESSION, cookies: [] };
      const result = await auth.api.getSession({
        headers: toFetchHeaders(request),
        query: { disableRefresh: !refresh },
        returnHeaders: true,
      });
      const cookies = result.headers?.getSetCookie() ?? [];
      const user = result.response?.user as Record<string, unknown> | undefined;
      if (!user || user.disabledAt) return { ...NO_SESSION, cookies };
      return { viewer: toViewer(user), sessionId: result.response!.session.id, cookies };
    }
    app.decorate('loadSession', loadSession);

    app.decorateRequest('viewer', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('viewerLookup', null);
    app.decorateRequest('getViewer', function getViewer(this: FastifyRequest) {
      this.viewerLookup ??= loadSession(this, false).then(({ viewer, sessionId }) => {
        this.viewer = viewer;
        this.sessionId = sessionId;
        return viewer;
      });
      return this.viewerLookup;
    });

    const requireUser: Guard = async (request) => {
      if (!(await request.getViewer())) throw unauthorized();
    };
    const requireRole =
      (...roles: Role[]): Guard =>
      async (request) => {
        const viewer = await request.getViewer();
        if (!viewer) throw unauthorized();
        if (!roles.includes(viewer.role)) throw forbidden();
      };
    const requireApprovedPhotographer: Guard = async (request) => {
      const viewer = await request.getViewer();
      if (!viewer) throw unauthorized();
      if (viewer.role !== 'photographer') throw forbidden();
      if (!viewer.isApproved) throw forbidden(PENDING_APPROVAL_MESSAGE);
    };
    const optionalViewer: Guard = async (request) => {
      await request.getViewer();
    };
    app.decorate('requireUser', requireUser);
    app.decorate('requireRole', requireRole);
    app.decorate('requireApprovedPhotographer', requireApprovedPhotographer);
    app.decorate('optionalViewer', optionalViewer);
  },
  { name: 'auth', dependencies: [] },
);

/** The signed-in viewer in a handler behind a guard (a 401 if a guard was forgotten). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    registeredRoutes: RegisteredRoute[];
    loadSession(
      request: FastifyRequest,
      refresh: boolean,
    ): Promise<{ viewer: Viewer | null; sessionId: string | null; cookies: string[] }>;
    /** Signed in, any role. */
    requireUser: Guard;
    /** Signed in with one of these roles. */
    requireRole(...roles: Role[]): Guard;
    /** Signed in as a photographer an admin has approved. */
    requireApprovedPhotographer: Guard;
    /** Resolves the viewer if there is one; never refuses. */
    optionalViewer: Guard;
  }
  interface FastifyRequest {
    /** The signed-in person once a guard or getViewer() has run; null for visitors. */
    viewer: Viewer | null;
    /** The current session's id, alongside viewer. */
    sessionId: string | null;
    viewerLookup: Promise<Viewer | null> | null;
    getViewer(): Promise<Viewer | null>;
  }
}
