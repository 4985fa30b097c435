import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { notificationOutbox } from '../../db/schema/notifications.ts';
import { listOutbox } from './outbox.repository.ts';
import { OUTBOX_RETENTION_DAYS, PRUNE_OUTBOX_CRON, PRUNE_OUTBOX_JOB } from './prune-outbox.job.ts';

const DAY = 24 * 60 * 60 * 1000;

function row(to: string, createdAt: Date) {
  return {
    to,
    subject: 's',
    html: '<p>h</p>',
    text: 't',
    template: 'test',
    transport: 'outbox',
    status: 'sent',
    createdAt,
  } as const;
}

describe('recurring job: prune the email outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jobs: true });
  });
  afterAll(() => t.close());

  it('is scheduled daily on pg-boss in Lagos time', async () => {
    await t.app.jobs.start();
    const schedules = await t.app.jobs.boss!.getSchedules();
    const prune = schedules.find((s) => s.name === PRUNE_OUTBOX_JOB);
    expect(prune).toMatchObject({ cron: PRUNE_OUTBOX_CRON });
    expect(prune?.options).toMatchObject({ tz: 'Africa/Lagos' });
  });

  it('runs through the queue and removes only entries past the retention period', async () => {
    const now = Date.now();
    await t.app.db
      .insert(notificationOutbox)
      .values([
        row('old@example.ng', new Date(now - (OUTBOX_RETENTION_DAYS + 5) * DAY)),
        row('recent@example.ng', new Date(now - 2 * DAY)),
      ]);

    await t.app.jobs.send(PRUNE_OUTBOX_JOB, {});

    await expect
      .poll(async () => (await listOutbox(t.app.db, 10)).map((r) => r.to), { timeout: 20_000, interval: 250 })
      .toEqual(['recent@example.ng']);
  });
});
