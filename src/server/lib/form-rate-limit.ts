import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { formRateLimits } from '../db/schema/index.ts';
import { clientNetwork } from './client-network.ts';
import { HttpError } from './http-error.ts';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store on PostgreSQL: one upsert per request that either counts on
 * within the window or starts a new one. Keys carry the route, so each form has its own limit.
 */
function pgStore(db: Db) {
  class PgRateLimitStore {
    constructor(private readonly prefix = 'global') {}

    incr(key: string, cb: Callback, timeWindow: number) {
      const id = `${this.prefix}|${key}`;
      const windowSql = sql`now() + (${timeWindow} * interval '1 millisecond')`;
      db.insert(formRateLimits)
        .values({ key: id, count: 1, resetAt: sql`${windowSql}` })
        .onConflictDoUpdate({
          target: formRateLimits.key,
          set: {
            count: sql`case when ${formRateLimits.resetAt} <= now() then 1 else ${formRateLimits.count} + 1 end`,
            resetAt: sql`case when ${formRateLimits.resetAt} <= now() then ${windowSql} else ${formRateLimits.resetAt} end`,
          },
        })
        .returning({
          count: formRateLimits.count,
          ttl: sql<number>`greatest(0, extract(epoch from (${formRateLimits.resetAt} - now())) * 1000)::int`,
        })
        .then(([row]) => cb(null, { current: row?.count ?? 1, ttl: Number(row?.ttl ?? timeWindow) }))
        .catch((err: Error) => cb(err));
    }

    child(routeOptions: { routeInfo?: { method?: string; url?: string } }) {
      const route = routeOptions.routeInfo;
      return new PgRateLimitStore(`${route?.method ?? ''} ${route?.url ?? ''}`);
    }
  }
  return PgRateLimitStore;
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
    store: pgStore(app.db) as never,
    keyGenerator: (request) => clientNetwork(request.ip),
    errorResponseBuilder: () => tooManyRequests(),
    // A counting failure must not block a customer's message.
    skipOnError: true,
  });
}

/** Forms: a person sends a few; a bot sends hundreds. */
export const FORM_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 };
