import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SignedInUser } from '../../../../tests/auth-helpers.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { race } from '../../../../tests/race.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../../tests/test-database.ts';

/**
 * A cancellation and a deposit payment of the same booking at the same moment (decisions 160,
 * 161), on PostgreSQL where they really overlap: both lock the session invoice before the
 * booking, so neither deadlocks nor answers 5xx; whichever wins, the booking ends cancelled, its
 * invoice void, and the invoice's paid total is exactly its payments that were not reversed.
 */
describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())('cancel racing a payment', () => {
  let t: TestApp;
  let ade: SignedInUser;
  const slug = 'ade-cancel-race';

  beforeAll(async () => {
    t = await createTestApp();
    ade = await photographerWithListing(t.app, { businessName: 'Ade Race', slug, firstName: 'Ade' });
    const settings = (
      await t.app.inject({ method: 'GET', url: '/api/scheduling/settings', headers: ade.headers })
    ).json();
    const { id, ...family } = settings.sessionTypes.find(
      (s: { name: string }) => s.name === 'Family Session',
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/scheduling/session-types/${id}`,
      headers: ade.headers,
      payload: { ...family, depositPercent: 50 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    familyId = id;
  });
  afterAll(async () => {
    t.app.database.pool?.on('error', () => undefined);
    await t.close();
  });
  let familyId = '';

  it('ten rounds: no 5xx, cancelled and void every time, the paid total matching the payments', async () => {
    for (let round = 0; round < 10; round++) {
      const date = dayAhead(10 + round);
      await t.app.inject({
        method: 'POST',
        url: '/api/scheduling/overrides',
        headers: ade.headers,
        payload: { date, spans: [{ start: '09:00', end: '17:00' }] },
      });
      const booked = await t.app.inject({
        method: 'POST',
        url: `/api/public/booking/${slug}`,
        payload: {
          sessionTypeId: familyId,
          startsAt: lagos(date, '10:00'),
          clientName: `Client ${round}`,
          clientEmail: `race${round}@example.test`,
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const bookingId = booked.json().bookingId;
      const [row] = await t.app.database.query<{ invoice_id: string }>(
        'select invoice_id from bookings where id = $1',
        [bookingId],
      );
      const invoiceId = row!.invoice_id;
      const answers = await race(t.app, [
        {
          method: 'POST',
          url: `/api/invoices/${invoiceId}/payments`,
          headers: ade.headers,
          payload: { amountKobo: 1_000_000, method: 'bank_transfer' },
        },
        {
          method: 'POST',
          url: `/api/bookings/${bookingId}/cancel`,
          headers: ade.headers,
          payload: { refundKobo: round % 2 ? 1_000_000 : 0 },
        },
      ]);
      for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
      expect(answers[1]!.statusCode, answers[1]!.body).toBe(200);
      const [state] = await t.app.database.query<{
        status: string;
        inv: string;
        paid: number;
        payments: number;
      }>(
        `select b.status, i.status as inv, i.paid_kobo::int as paid,
                coalesce((select sum(amount_kobo) from invoice_payments p
                           where p.invoice_id = i.id and p.reversed_at is null), 0)::int as payments
           from bookings b join invoices i on i.id = b.invoice_id where b.id = $1`,
        [bookingId],
      );
      expect(state).toMatchObject({ status: 'cancelled', inv: 'void' });
      expect(state!.paid).toBe(state!.payments);
    }
  });
});
