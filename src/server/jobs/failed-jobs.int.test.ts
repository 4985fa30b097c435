import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../tests/test-app.ts';
import { EMAIL_LOG_API, type FailedJobView } from '../../shared/outbox.ts';
import { withTransaction } from '../db/transaction.ts';
import { Paragraph } from '../emails/layout.tsx';
import { findOutboxRow } from '../modules/notifications/outbox.repository.ts';

const QUEUE = 'test-flaky';

describe('jobs on pg-boss: retries, failed jobs for the admin, Retry', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let broken = true;
  const runs: Array<{ ok: boolean; retryCount: number }> = [];
  const burst: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ jobs: true }, (app) => {
      app.jobs.handle('test-noop', async () => {});
      app.jobs.handle<{ n: number }>('test-burst', async ({ n }) => {
        burst.push(n);
      });
      // A module's own queue, registered the way every module does it.
      app.jobs.handle<{ n: number }>(
        QUEUE,
        async (_data, job) => {
          runs.push({ ok: !broken, retryCount: job.retryCount });
          if (broken) throw new Error('flaky failure');
        },
        { retryLimit: 1, retryDelay: 1, retryBackoff: true },
      );
    });
    admin = await signInAs(t.app, 'superAdmin');
  });
  afterAll(() => t.close());

  const failedJobs = async () => {
    const res = await t.app.inject({ method: 'GET', url: EMAIL_LOG_API.failedJobs, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    return res.json().jobs as FailedJobView[];
  };

  it('holds pg-boss back after start, and a job sent meanwhile starts it at once', async () => {
    expect(t.app.jobs.boss).toBeUndefined();
    await t.app.jobs.send('test-noop', {});
    expect(t.app.jobs.boss).toBeDefined();
  });

  it('drains a burst of jobs without waiting for the poll between them', async () => {
    // pg-boss alone takes one job per 2 s poll: 10 jobs would need about 18 s. The worker looks
    // again at once after each job, so they are done long before the poll could manage it.
    for (let n = 1; n <= 10; n += 1) await t.app.jobs.send('test-burst', { n });
    await expect.poll(() => burst.length, { timeout: 8_000, interval: 100 }).toBe(10);
    expect([...burst].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('retries a failing job, then lists it as failed; Retry runs it again', async () => {
    await t.app.jobs.send(QUEUE, { n: 1 });
    await expect
      .poll(async () => (await failedJobs()).filter((j) => j.queue === QUEUE), {
        timeout: 30_000,
        interval: 500,
      })
      .toHaveLength(1);
    const [job] = (await failedJobs()).filter((j) => j.queue === QUEUE);
    expect(job).toMatchObject({ error: 'flaky failure', attempts: 2 });
    // The first attempt and one retry, both failed.
    expect(runs).toEqual([
      { ok: false, retryCount: 0 },
      { ok: false, retryCount: 1 },
    ]);

    broken = false;
    const retried = await t.app.inject({
      method: 'POST',
      url: EMAIL_LOG_API.retryJob(job!.id),
      headers: admin.headers,
    });
    expect(retried.statusCode).toBe(204);
    await expect.poll(() => runs.filter((r) => r.ok).length, { timeout: 30_000, interval: 500 }).toBe(1);
    await expect
      .poll(async () => (await failedJobs()).filter((j) => j.queue === QUEUE), {
        timeout: 30_000,
        interval: 500,
      })
      .toHaveLength(0);
  });

  it('answers 404 to a Retry of a job that has not failed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EMAIL_LOG_API.retryJob('00000000-0000-4000-8000-000000000000'),
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('delivers a queued email through the pg-boss worker', async () => {
    const row = await t.app.mailer.send({
      to: 'worker@example.ng',
      template: 'test',
      content: { subject: 'Hello', body: createElement(Paragraph, null, 'From the worker.') },
    });
    await expect
      .poll(async () => (await findOutboxRow(t.app.db, row.id))?.status, { timeout: 30_000, interval: 500 })
      .toBe('sent');
  });

  it('queues a job through the transaction that causes it: none after a rollback, one after the commit', async () => {
    const jobsFor = async (to: string) =>
      t.app.database.query<{ state: string }>(
        `select j.state from pgboss.job j join notification_outbox e on j.data->>'id' = e.id::text where e."to" = $1`,
        [to],
      );
    const email = (to: string) => ({
      to,
      template: 'test',
      content: { subject: 'Atomic', body: createElement(Paragraph, null, 'With its change.') },
    });
    const emailJobs = async () =>
      (
        await t.app.database.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = 'email-deliver'`,
        )
      )[0]!.n;
    const before = await emailJobs();
    await expect(
      withTransaction(t.app.db, async (tx) => {
        await t.app.mailer.send(email('rolled-back@example.ng'), { db: tx });
        throw new Error('the change fails after the email was queued');
      }),
    ).rejects.toThrow('the change fails');
    const [logged] = await t.app.database.query<{ n: number }>(
      `select count(*)::int as n from notification_outbox where "to" = 'rolled-back@example.ng'`,
    );
    expect(logged!.n).toBe(0);
    expect(await emailJobs()).toBe(before);

    const row = await withTransaction(t.app.db, (tx) =>
      t.app.mailer.send(email('committed@example.ng'), { db: tx }),
    );
    expect((await jobsFor('committed@example.ng')).length).toBe(1);
    await expect
      .poll(async () => (await findOutboxRow(t.app.db, row.id))?.status, { timeout: 30_000, interval: 500 })
      .toBe('sent');
  });
});
