import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { atTime } from '../../../../tests/clock.ts';
import {
  type FakeTermii,
  startFakeTermii,
  termiiConfigOf,
} from '../../../../tests/fake-termii/fake-termii.ts';
import { allAtOnce } from '../../../../tests/race.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../../tests/test-database.ts';
import { sendDueReminders } from './booking-reminders.ts';
import { schedulingDeps } from './scheduling.plugin.ts';

/**
 * Texts once each under real concurrency (decision 272), on PostgreSQL where transactions
 * overlap: the outbox's unique dedupe key lets one of many simultaneous inserts through.
 */
describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())('booking SMS on PostgreSQL', () => {
  let termii: FakeTermii;
  let t: TestApp;
  let ade: SignedInUser;

  beforeAll(async () => {
    termii = await startFakeTermii();
    t = await createTestApp({ termii: termiiConfigOf(termii) });
    ade = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(async () => {
    t.app.database.pool?.on('error', () => undefined);
    await t.close();
    await termii.close();
  });

  it('queues one text for a key however many transactions insert it at once', async () => {
    const results = await allAtOnce(
      Array.from(
        { length: 6 },
        () => () =>
          t.app.sms.send({
            to: '+2348030000001',
            text: 'Reminder',
            template: 'race-sms',
            label: 'Race (SMS)',
            dedupeKey: 'race:1',
          }),
      ),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const queued = results.filter((r) => r.status === 'fulfilled' && r.value !== undefined);
    expect(queued).toHaveLength(1);
    expect(termii.sent.filter((s) => s.to === '2348030000001')).toHaveLength(1);
  });

  it('texts each reminder once when two reminder jobs run together', async () => {
    const headers = ade.headers;
    const client = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers,
      payload: { name: 'Race Client', email: 'race@example.test', phone: '08030000002', smsOptIn: true },
    });
    expect(client.statusCode, client.body).toBe(201);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/scheduling/settings', headers })).json();
    const date = dayAhead(15);
    await t.app.inject({
      method: 'POST',
      url: '/api/scheduling/overrides',
      headers,
      payload: { date, spans: [{ start: '09:00', end: '17:00' }] },
    });
    const startsAt = lagos(date, '10:00');
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers,
      payload: {
        sessionTypeId: settings.sessionTypes[0].id,
        startsAt,
        clientName: 'Race Client',
        clientEmail: 'race@example.test',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const deps = schedulingDeps(t.app, { publicUrl: t.config.publicUrl });
    const runs = await atTime(new Date(startsAt).getTime() - 23 * 3_600_000, () =>
      allAtOnce([() => sendDueReminders(deps()), () => sendDueReminders(deps())]),
    );
    expect(runs.every((r) => r.status === 'fulfilled')).toBe(true);
    const reminders = termii.sent.filter((s) => s.to === '2348030000002' && s.sms.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);
  });
});
