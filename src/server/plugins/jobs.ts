import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { beforeTransactions } from '../db/transaction.ts';
import { createJobQueue, type Jobs } from '../jobs/job-queue.ts';

/**
 * `app.jobs`: registered early so that every module can add its queues, handlers and
 * schedules while the app is built; pg-boss starts once all are in (onReady) and stops
 * gracefully when the app closes. The app does not wait for pg-boss (about half a second of
 * every start): requests are answered at once, `app.jobs.send` waits for it, and the server
 * process waits on `app.jobs.ready()` after listening, so a queue that cannot start still
 * fails the start loudly. Its start is held back a few seconds (QUEUE_START_DELAY_MS) so a
 * restarted server renders its first pages without pg-boss competing for the CPU; the
 * schedules are daily, and a job sent meanwhile starts the queue at once (on PGlite, the first
 * transaction does, since a job is queued through the transaction that causes it).
 */
export const QUEUE_START_DELAY_MS = 3000;

export const jobsPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      database: Database;
      databaseUrl: string | undefined;
      enabled: boolean;
      runsHandlers: boolean;
      inlineRuns?: number;
      schedulePassSeconds?: number;
    },
  ) => {
    const jobs = createJobQueue({ ...opts, log: app.log });
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => {
      // PGlite has one connection: pg-boss cannot start while a transaction that queues a job
      // holds it, so a held-back start happens before the first transaction instead (from now:
      // the app's own start-up work, seeds included, queues no job).
      if (opts.database.pglite && jobs.mode === 'queue') {
        beforeTransactions(opts.database.db, () => jobs.startNow().catch(() => undefined));
      }
      jobs
        .start({ afterMs: QUEUE_START_DELAY_MS })
        .catch((err) => app.log.error({ err }, 'the job queue could not start'));
    });
    app.addHook('onClose', () => jobs.stop());
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}
