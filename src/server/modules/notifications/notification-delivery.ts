import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobInfo } from '../../jobs/job-queue.ts';
import { findOutboxRow, type OutboxRow, updateOutboxRow } from './outbox.repository.ts';

/**
 * The queue whose jobs deliver one outbox row each, email or SMS. Named when it carried only
 * email; the name stays so that jobs queued before SMS are still delivered (decision 271).
 */
export const DELIVERY_QUEUE = 'email-deliver';

/**
 * Retries of a failing notification: 10 to 20 s, then doubling up to 15 min; seven attempts over
 * about 20 minutes. The first delay is short so that one whose server died mid-send leaves
 * within a minute of the restart (decision 191).
 */
export const DELIVERY_JOB_OPTIONS = { retryLimit: 6, retryDelay: 10, retryBackoff: true, retryDelayMax: 900 };

/** What a channel did with a row: through which transport, and the gateway's id for it. */
export interface Transmitted {
  transport: OutboxRow['transport'];
  providerMessageId?: string;
}

/**
 * Sends one row on its channel; throws to have it retried, or throws an error whose
 * `retryable` is false for a refusal a retry cannot change (it is marked failed at once).
 */
export type ChannelSender = (row: OutboxRow) => Promise<Transmitted>;

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);
const isPermanent = (err: unknown) =>
  typeof err === 'object' && err !== null && 'retryable' in err && err.retryable === false;

/**
 * The delivery job's work, the same for every channel: one queued row is sent once (a repeated
 * job finds it sent), each attempt is counted, a failure keeps its reason, and the row is
 * `failed` after the last retry (or at once when the gateway refused it for good).
 */
export function createDelivery(options: {
  db: Db;
  log: FastifyBaseLogger;
  channels: Record<OutboxRow['channel'], ChannelSender>;
}) {
  return async function deliver(id: string, job: JobInfo): Promise<void> {
    const row = await findOutboxRow(options.db, id);
    if (!row || row.status === 'sent' || row.status === 'stored') return;
    const attempts = Number(row.meta?.attempts ?? 0) + 1;
    const meta = { ...row.meta, attempts };
    let done: Transmitted;
    try {
      done = await options.channels[row.channel](row);
    } catch (err) {
      const permanent = isPermanent(err);
      const last = permanent || job.retryCount >= job.retryLimit;
      options.log.error(
        { err, channel: row.channel, template: row.template, id, attempts, last },
        `${row.channel} send failed`,
      );
      await updateOutboxRow(options.db, id, { status: last ? 'failed' : 'queued', error: reason(err), meta });
      if (permanent) return;
      throw err;
    }
    await updateOutboxRow(options.db, id, {
      status: 'sent',
      error: null,
      meta,
      transport: done.transport,
      ...(done.providerMessageId ? { providerMessageId: done.providerMessageId } : {}),
    });
  };
}
