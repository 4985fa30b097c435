import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { race, statuses } from '../../../../tests/race.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../../tests/test-database.ts';
import { SCHEDULING_MESSAGES } from '../../../shared/scheduling.ts';

/**
 * No double booking under real concurrency (decision 140), on PostgreSQL where the
 * transactions overlap (PGlite has one connection): the EXCLUDE constraint lets exactly one
 * of many simultaneous bookings of one slot through; every other gets the 409.
 */
describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())('bookings on PostgreSQL', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let types: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    ade = await signInAs(t.app, 'approvedPhotographer');
    const settings = (
      await t.app.inject({ method: 'GET', url: '/api/scheduling/settings', headers: ade.headers })
    ).json();
    types = Object.fromEntries(
      settings.sessionTypes.map((s: { name: string; id: string }) => [s.name, s.id]),
    );
    // Open every day of the test window, whatever today's weekday.
    for (let i = 3; i <= 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/scheduling/overrides',
        headers: ade.headers,
        payload: { date: dayAhead(i), spans: [{ start: '08:00', end: '18:00' }] },
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    t.app.database.pool?.on('error', () => undefined);
    await t.close();
  });

  const bookRequest = (startsAt: string, type: string, n: number) => ({
    method: 'POST' as const,
    url: '/api/bookings',
    headers: ade.headers,
    payload: {
      sessionTypeId: types[type],
      startsAt,
      clientName: `Client ${n}`,
      clientEmail: `c${n}@example.test`,
    },
  });

  const overlaps = async () =>
    (
      await t.app.database.query<{ n: number }>(
        `select count(*)::int as n from bookings a join bookings b
           on a.photographer_id = b.photographer_id and a.id < b.id
          and tstzrange(a.blocked_from, a.blocked_until, '[)') && tstzrange(b.blocked_from, b.blocked_until, '[)')
        where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`,
      )
    )[0]!.n;

  it('50 simultaneous requests for one slot, 20 rounds: exactly one winner each, no 5xx', async () => {
    for (let round = 0; round < 20; round++) {
      const date = dayAhead(3 + Math.floor(round / 5));
      const time = `${String(9 + 2 * (round % 5)).padStart(2, '0')}:00`;
      const answers = await race(
        t.app,
        Array.from({ length: 50 }, (_, i) =>
          bookRequest(lagos(date, time), 'Portrait Session', round * 100 + i),
        ),
      );
      const bad = answers.find((a) => a.statusCode >= 500);
      if (bad) console.error('5xx', bad.body);
      expect(statuses(answers), `round ${round}`).toEqual({ 201: 1, 409: 49 });
      for (const a of answers.filter((x) => x.statusCode === 409)) {
        expect(a.json().message).toBe(SCHEDULING_MESSAGES.taken);
      }
    }
    expect(await overlaps()).toBe(0);
  }, 240_000);

  it('random creates, reschedules and cancels at once leave no overlap (self-join)', async () => {
    const names = ['Portrait Session', 'Family Session', 'Event Coverage'];
    const times = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const at = () => lagos(dayAhead(10 + rand(3)), times[rand(times.length)]!);
    for (let round = 0; round < 10; round++) {
      const list = (await t.app.inject({ method: 'GET', url: '/api/bookings', headers: ade.headers })).json()
        .bookings;
      const active = list.filter(
        (b: { status: string }) => b.status === 'pending' || b.status === 'confirmed',
      );
      const requests = Array.from({ length: 30 }, (_, i) => {
        const pick = active.length ? active[rand(active.length)] : undefined;
        const op = rand(4);
        if (pick && op === 0)
          return {
            method: 'POST' as const,
            url: `/api/bookings/${pick.id}/reschedule`,
            headers: ade.headers,
            payload: { startsAt: at() },
          };
        if (pick && op === 1)
          return { method: 'POST' as const, url: `/api/bookings/${pick.id}/cancel`, headers: ade.headers };
        return bookRequest(at(), names[rand(names.length)]!, 10_000 + round * 100 + i);
      });
      const answers = await race(t.app, requests);
      for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
      expect(await overlaps(), `round ${round}`).toBe(0);
    }
  }, 240_000);
});
