import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { countAttempt } from './attempt-counter.ts';
import { clientNetwork } from './client-network.ts';
import { HttpError } from './http-error.ts';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store over the one attempt counter (decision 259). Keys carry the
 * route, so each form has its own limit.
 */
function attemptStore(db: Db) {
  class AttemptStore {
    constructor(private readonly prefix = 'global') {}

    incr(key: string, cb: Callback, timeWindow: number) {
      countAttempt(db, `${this.prefix}|${key}`, timeWindow).then(
        ({ count, resetInMs }) => cb(null, { current: count, ttl: resetInMs }),
        (err: Error) => cb(err),
      );
    }

    child(routeOptions: { routeInfo?: { method?: string; url?: string } }) {
      const route = routeOptions.routeInfo;
      return new AttemptStore(`${route?.method ?? ''} ${route?.url ?? ''}`);
    }
  }
  return AttemptStore;
}

export const tooManyRequests = () =>
  new HttpError(429, 'Too many attempts from your network. Please wait a few minutes and try again.');

/**
 * Makes `config: { rateLimit: { max, timeWindow } }` work on the routes of this scope, keyed
 * on the client's network (request.ip honours TRUST_PROXY, so a spoofed header does not help;
 * an IPv6 client counts as its /64, decision 211).
 */
export async function registerFormRateLimit(app: FastifyInstance) {
  if (app.hasDecorator('rateLimit')) return;
  await app.register(rateLimit, {
    global: false,
    store: attemptStore(app.db) as never,
    keyGenerator: (request) => clientNetwork(request.ip),
    errorResponseBuilder: () => tooManyRequests(),
    // A counting failure must not block a customer's message.
    skipOnError: true,
  });
}

/** Forms: a person sends a few; a bot sends hundreds. */
export const FORM_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 };
