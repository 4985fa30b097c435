import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../tests/test-database.ts';
import { buildApp } from '../app.ts';
import type { ProcessRole } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';

const until = async (check: () => boolean, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * AWORAN_ROLE on one PostgreSQL database, as a deployment runs it (decision 286): a web
 * instance queues jobs and runs none; workers run them; a schedule fires once however many
 * workers there are.
 */
describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())(
  'process roles: web and worker instances on one PostgreSQL database',
  () => {
    let web: TestApp;
    const others: { app: FastifyInstance; database: Database }[] = [];
    const ranOn: string[] = [];
    const ticks: number[] = [];

    /** Another process on the same database, with the same queues registered. */
    const startInstance = async (role: ProcessRole, name: string) => {
      const database = await openDatabase({ databaseUrl: web.db.url, dataDir: '', onPoolError: () => {} });
      const app = await buildApp({ ...web.config, role }, { database });
      app.jobs.handle('role-probe', async () => {
        ranOn.push(name);
      });
      // Every minute, checked every second (schedulePassSeconds).
      app.jobs.recurring('role-tick', '* * * * *', async () => {
        ticks.push(Date.now());
      });
      await app.ready();
      await app.jobs.ready();
      others.push({ app, database });
      return app;
    };

    let worker: FastifyInstance;
    let startedAt: number;
    beforeAll(async () => {
      web = await createTestApp({ jobs: true, role: 'web', schedulePassSeconds: 1 }, (app) => {
        app.jobs.handle('role-probe', async () => {
          ranOn.push('web');
        });
      });
      await web.app.jobs.startNow();
      worker = await startInstance('worker', 'worker-1');
      await startInstance('worker', 'worker-2');
      startedAt = Date.now();
    }, 60_000);
    afterAll(async () => {
      for (const o of others) {
        await o.app.close();
        await o.database.close();
      }
      await web?.close();
    });

    it('a job queued by the web instance runs on a worker, never on the web instance', async () => {
      for (let n = 0; n < 4; n++) await web.app.jobs.send('role-probe', { n });
      await until(() => ranOn.length === 4);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(ranOn).toHaveLength(4);
      expect(ranOn).not.toContain('web');
    });

    it('a schedule fires once per occurrence across two workers', async () => {
      await until(() => Date.now() - startedAt > 12_000, 30_000);
      // pg-boss files a schedule's occurrences in one-minute slots, one job a slot, and a first
      // pass also sends the slot missed before it: at most the minutes this test touched, plus
      // one. Two workers each sending for themselves would make a run per pass (every second).
      const minutes = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1;
      expect(ticks.length).toBeGreaterThanOrEqual(1);
      expect(ticks.length).toBeLessThanOrEqual(minutes + 1);
    }, 40_000);

    it('a worker answers its health and metrics, and nothing of the site or the API', async () => {
      expect((await worker.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      expect((await worker.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      expect((await worker.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
      for (const url of ['/api/content/site', '/api/accounts/me', '/api/marketplace/photographers']) {
        const res = await worker.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe('This instance runs jobs only.');
      }
      // The web instance answers them.
      expect((await web.app.inject({ method: 'GET', url: '/api/content/site' })).statusCode).toBe(200);
    });
  },
);
