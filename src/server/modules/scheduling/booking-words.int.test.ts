import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser } from '../../../../tests/auth-helpers.ts';
import { httpCaller } from '../../../../tests/http-call.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { SCHEDULING_API } from '../../../shared/scheduling.ts';

/**
 * The words and the rule agree (decision 205): a paid deposit confirms the booking when the
 * photographer keeps "confirm automatically" on (the default), and the booking waits, Pending,
 * for their Confirm when they turn it off; the emails and the booking page say which. The
 * appointment carries a "Deposit paid" mark; the client's timeline names what happened.
 */
describe('deposit, confirmation and the words that go with them', () => {
  let t: TestApp;
  let ade: SignedInUser;
  const slug = 'ade-words-rules';
  const call = httpCaller(() => t.app);

  beforeAll(async () => {
    t = await createTestApp();
    ade = await photographerWithListing(t.app, { businessName: 'Ade Studio', slug, firstName: 'Ade' });
    // Ade charges no VAT: the deposit is the round 30% of the price (decision 200).
    const current = (await call(ade, 'GET', '/api/invoices/settings')).json().settings;
    const noVat = await call(ade, 'PUT', '/api/invoices/settings', { ...current, vatEnabled: false });
    expect(noVat.statusCode, noVat.body).toBe(200);
    const { id, ...portrait } = await type('Portrait Session');
    expect(
      (await call(ade, 'PUT', `/api/scheduling/session-types/${id}`, { ...portrait, depositPercent: 30 }))
        .statusCode,
    ).toBe(200);
  });
  afterAll(() => t.close());

  async function type(name: string) {
    const types = (await call(ade, 'GET', SCHEDULING_API.settings)).json().sessionTypes;
    return types.find((s: { name: string }) => s.name === name) as { id: string } & Record<string, unknown>;
  }
  const availability = async () => {
    const { feedUrl: _f, ...input } = (await call(ade, 'GET', SCHEDULING_API.settings)).json().availability;
    return input as Record<string, unknown>;
  };
  /** A guest books a portrait on an opened day and pays the deposit (recorded by the photographer). */
  async function bookAndPay(date: string, email: string) {
    await call(ade, 'POST', SCHEDULING_API.overrides, { date, spans: [{ start: '09:00', end: '17:00' }] });
    const booked = await call(null, 'POST', SCHEDULING_API.publicBook(slug), {
      sessionTypeId: (await type('Portrait Session')).id,
      startsAt: lagos(date, '10:00'),
      clientName: 'Ife Guest',
      clientEmail: email,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const requested = (await emailsTo(t.app, email)).find((e) => e.template === 'booking-requested')!;
    const [row] = await t.app.database.query<{ invoice_id: string }>(
      'select invoice_id from bookings where id = $1',
      [booked.json().bookingId],
    );
    const paid = await call(ade, 'POST', `/api/invoices/${row!.invoice_id}/payments`, {
      amountKobo: 450_000,
      method: 'bank_transfer',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const list = (await call(ade, 'GET', SCHEDULING_API.bookings)).json().bookings;
    return {
      result: booked.json(),
      requested,
      booking: list.find((b: { id: string }) => b.id === booked.json().bookingId),
    };
  }

  it('by default a paid deposit confirms the booking, as the page and the emails promise', async () => {
    expect((await availability()).autoConfirmOnDeposit).toBe(true);
    expect((await call(null, 'GET', SCHEDULING_API.publicInfo(slug))).json().confirmsOnDeposit).toBe(true);
    const { result, requested, booking } = await bookAndPay(dayAhead(40), 'auto@guests.test');
    expect(result.confirmsOnDeposit).toBe(true);
    expect(requested.text).toContain('It is confirmed as soon as the deposit is paid.');
    expect(booking).toMatchObject({ status: 'confirmed', depositPaid: true, can: { confirm: false } });
    const client = await emailsTo(t.app, 'auto@guests.test');
    expect(client.map((e) => e.template)).toContain('booking-deposit-confirmed');
    expect(client.find((e) => e.template === 'booking-deposit-confirmed')!.subject).toMatch(
      /^Confirmed: Portrait Session/,
    );
    expect((await emailsTo(t.app, ade.email)).map((e) => e.template)).toContain(
      'booking-deposit-confirmed-photographer',
    );
    const timeline = await t.app.database.query<{ kind: string }>(
      `select e.kind from client_events e join clients c on c.id = e.client_id where c.email = 'auto@guests.test' and e.kind like 'booking%' order by e.occurred_at`,
    );
    expect(timeline.map((e) => e.kind)).toEqual(['booking', 'booking_confirmed']);
  });

  it('turned off, a paid booking waits for the photographer, and every word says so', async () => {
    const input = await availability();
    expect(
      (await call(ade, 'PUT', SCHEDULING_API.availability, { ...input, autoConfirmOnDeposit: false }))
        .statusCode,
    ).toBe(200);
    // Saving the hours without the setting leaves it as it is.
    const { autoConfirmOnDeposit: _a, ...hours } = input;
    expect(
      (await call(ade, 'PUT', SCHEDULING_API.availability, hours)).json().availability.autoConfirmOnDeposit,
    ).toBe(false);
    expect((await call(null, 'GET', SCHEDULING_API.publicInfo(slug))).json().confirmsOnDeposit).toBe(false);
    const { result, requested, booking } = await bookAndPay(dayAhead(41), 'manual@guests.test');
    expect(result.confirmsOnDeposit).toBe(false);
    expect(requested.text).not.toContain('confirmed as soon as the deposit is paid');
    expect(requested.text).toContain('Once it is paid, Ade');
    expect(booking).toMatchObject({ status: 'pending', depositPaid: true, can: { confirm: true } });
    const paidMail = (await emailsTo(t.app, 'manual@guests.test')).find(
      (e) => e.template === 'booking-deposit-paid',
    )!;
    expect(paidMail.text).toContain('will confirm it shortly');
    const confirmed = await call(ade, 'POST', SCHEDULING_API.confirm(booking.id));
    expect(confirmed.json().booking).toMatchObject({ status: 'confirmed', depositPaid: true });
  });

  it('the timeline labels a moved and a cancelled session as such', async () => {
    const d = dayAhead(43);
    await call(ade, 'POST', SCHEDULING_API.overrides, { date: d, spans: [{ start: '09:00', end: '17:00' }] });
    const booked = await call(ade, 'POST', SCHEDULING_API.bookings, {
      sessionTypeId: (await type('Family Session')).id,
      startsAt: lagos(d, '09:00'),
      clientName: 'Tola Client',
      clientEmail: 'tola@guests.test',
    });
    const id = booked.json().booking.id;
    await call(ade, 'POST', SCHEDULING_API.reschedule(id), { startsAt: lagos(d, '13:00') });
    await call(ade, 'POST', SCHEDULING_API.cancel(id), {});
    const timeline = await t.app.database.query<{ kind: string; summary: string }>(
      `select e.kind, e.summary from client_events e join clients c on c.id = e.client_id where c.email = 'tola@guests.test' and e.kind like 'booking%' order by e.occurred_at`,
    );
    expect(timeline.map((e) => e.kind)).toEqual(['booking', 'booking_moved', 'booking_cancelled']);
    expect(timeline[1]!.summary).toMatch(
      /^Rescheduled by the photographer: Family Session from .* 09:00 to .* 13:00$/,
    );
  });
});
