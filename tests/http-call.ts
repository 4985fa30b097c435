import type { FastifyInstance } from 'fastify';
import type { SignedInUser } from './auth-helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `call(who, method, url, payload?)`: one request through the HTTP app as a signed-in user, or
 * anonymously with `null` (the helper many integration tests write out for themselves).
 */
export const httpCaller =
  (app: () => FastifyInstance) =>
  (who: SignedInUser | null, method: Method, url: string, payload?: unknown) =>
    app().inject({
      method,
      url,
      headers: who ? who.headers : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
