import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Jobs } from '../../jobs/job-queue.ts';
import { EMAIL_QUEUE } from './mailer.service.ts';

export const EMAIL_SWEEP_JOB = 'email-sweep';
/** Every ten minutes. */
export const EMAIL_SWEEP_CRON = '*/10 * * * *';

/**
 * The safety net of the transactional outbox: an email committed as `queued` whose delivery
 * job was never sent (the process stopped between the commit and the send) gets one now.
 * Emails that have a job waiting, running or retrying are left alone.
 */
export async function sweepQueuedEmails(
  database: Database,
  jobs: Pick<Jobs, 'send'>,
  log: FastifyBaseLogger,
): Promise<number> {
  const stranded = await database.query<{ id: string }>(
    `select e.id from email_outbox e
      where e.status = 'queued' and e.created_at < now() - interval '5 minutes'
        and not exists (
          select 1 from pgboss.job j
           where j.name = $1 and j.data->>'id' = e.id::text and j.state in ('created', 'retry', 'active'))
      order by e.created_at limit 500`,
    [EMAIL_QUEUE],
  );
  for (const { id } of stranded) await jobs.send(EMAIL_QUEUE, { id });
  if (stranded.length > 0)
    log.warn({ count: stranded.length }, 're-queued emails whose delivery job was lost');
  return stranded.length;
}
