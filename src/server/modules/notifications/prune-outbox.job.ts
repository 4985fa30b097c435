import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { deleteOutboxOlderThan } from './outbox.repository.ts';

export const PRUNE_OUTBOX_JOB = 'prune-email-outbox';
/** Every day at 03:15 Lagos time. */
export const PRUNE_OUTBOX_CRON = '15 3 * * *';
/** Email log entries are kept this long: enough to answer "did my client get it?". */
export const OUTBOX_RETENTION_DAYS = 90;

export async function pruneOutbox(db: Db, log: FastifyBaseLogger, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const removed = await deleteOutboxOlderThan(db, cutoff);
  log.info({ removed, cutoff }, 'pruned email outbox');
  return removed;
}
