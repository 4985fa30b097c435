import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { createJobQueue, type Jobs } from '../jobs/job-queue.ts';

/**
 * `app.jobs`: registered early so that every module can add its queues, handlers and
 * schedules while the app is built; pg-boss starts once all are in (onReady) and stops
 * gracefully when the app closes.
 */
export const jobsPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { database: Database; databaseUrl: string | undefined; enabled: boolean },
  ) => {
    const jobs = createJobQueue({ ...opts, log: app.log });
    app.decorate('jobs', jobs);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}
