import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { PRUNE_OUTBOX_CRON, PRUNE_OUTBOX_JOB, pruneOutbox } from '../jobs/prune-outbox.job.ts';

export const JOB_TIME_ZONE = 'Africa/Lagos';

/** A recurring job: its queue, its schedule and what it does. Later domains add theirs here. */
interface RecurringJob {
  name: string;
  cron: string;
  run: () => Promise<unknown>;
}

/**
 * pg-boss on the same database as everything else: PGlite in embedded mode (through its
 * adapter), a PostgreSQL pool on a server. Stopped gracefully when the app closes.
 */
export const jobsPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { database: Database; databaseUrl: string | undefined; enabled: boolean },
  ) => {
    if (!opts.enabled) {
      app.decorate('boss', undefined);
      return;
    }
    const { database } = opts;
    const boss = database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: opts.databaseUrl, max: 3 });
    boss.on('error', (err) => app.log.error({ err }, 'job queue error'));
    await boss.start();

    const recurring: RecurringJob[] = [
      { name: PRUNE_OUTBOX_JOB, cron: PRUNE_OUTBOX_CRON, run: () => pruneOutbox(database.db, app.log) },
    ];
    for (const job of recurring) {
      await boss.createQueue(job.name);
      await boss.work(job.name, async () => {
        await job.run();
      });
      await boss.schedule(job.name, job.cron, null, { tz: JOB_TIME_ZONE });
    }

    app.decorate('boss', boss);
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, timeout: 3000 });
    });
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    boss: PgBoss | undefined;
  }
}
