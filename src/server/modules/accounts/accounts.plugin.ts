import type { FastifyInstance } from 'fastify';
import { pruneAttempts } from '../../lib/attempt-counter.ts';
import { accountsRoutes } from './accounts.routes.ts';

export const PRUNE_ATTEMPTS_JOB = 'attempt-counters-prune';
/** Daily at 03:30, Lagos. */
export const PRUNE_ATTEMPTS_CRON = '30 3 * * *';

/**
 * The accounts module, inside /api (sign-in itself is the auth plugin's, through accounts.platform.ts).
 * Its job empties the attempt counters whose window and wait are over: sign-in's per-address
 * limits leave a row for every address that ever signed in (decision 259).
 */
export async function accountsModule(api: FastifyInstance) {
  await api.register(accountsRoutes, { prefix: '/accounts' });
  api.jobs.recurring(PRUNE_ATTEMPTS_JOB, PRUNE_ATTEMPTS_CRON, async () => {
    const removed = await pruneAttempts(api.db);
    if (removed > 0) api.log.info({ removed }, 'expired attempt counters removed');
  });
}
