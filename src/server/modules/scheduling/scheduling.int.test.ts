import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { atTime } from '../../../../tests/clock.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { SCHEDULING_MESSAGES } from '../../../shared/scheduling.ts';
import { isOverlap } from './booking-checks.ts';
import { sendDueReminders } from './booking-reminders.ts';
import { completeEndedSessions, releaseExpiredHolds } from './bookings.service.ts';
import { schedulingDeps } from './scheduling.plugin.ts';
import { localOf } from './slots.ts';

describe('scheduling API', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let other: SignedInUser;
  const slug = 'ade-studio-sched';

  beforeAll(async () => {
    t = await createTestApp();
    ade = await photographerWithListing(t.app, {
      businessName: 'Ade Studio',
      slug,
      firstName: 'Ade',
      lastName: 'Studio',
    });
    other = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(() => t.close());

  const call = (
    who: SignedInUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who ? who.headers : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const settings = async (who = ade) => (await call(who, 'GET', '/api/scheduling/settings')).json();
  const typeId = async (name: string, who = ade) =>
    (await settings(who)).sessionTypes.find((s: { name: string }) => s.name === name).id as string;
  /** Opens a date (override) with the given spans, so tests never depend on today's weekday. */
  const open = async (date: string, spans = [{ start: '09:00', end: '17:00' }], who = ade) => {
    const res = await call(who, 'POST', '/api/scheduling/overrides', { date, spans });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().override;
  };
  const slots = async (date: string, sessionTypeId: string, who = ade) => {
    const res = await call(who, 'GET', `/api/scheduling/slots?sessionTypeId=${sessionTypeId}&from=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().slots.map((s: { time: string }) => s.time) as string[];
  };
  const book = (startsAt: string, sessionTypeId: string, over: Record<string, unknown> = {}, who = ade) =>
    call(who, 'POST', '/api/bookings', {
      sessionTypeId,
      startsAt,
      clientName: 'Bola Adeyemi',
      clientEmail: 'bola@example.test',
      clientPhone: '0803 123 4567',
      location: 'Lekki Phase 1',
      ...over,
    });

  it('starts every photographer with the four naira session types and Mon–Fri 9–5 Lagos hours', async () => {
    const s = await settings(other);
    expect(
      s.sessionTypes.map((x: Record<string, unknown>) => [x.name, x.durationMinutes, x.priceKobo]),
    ).toEqual([
      ['Portrait Session', 60, 1_500_000],
      ['Family Session', 120, 2_000_000],
      ['Event Coverage', 240, 10_000_000],
      ['Wedding Package', 480, 25_000_000],
    ]);
    expect(s.availability.timeZone).toBe('Africa/Lagos');
    expect(s.availability.weeklyHours[1]).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(s.availability.weeklyHours[0]).toEqual([]);
    expect(s.availability.feedUrl).toMatch(/\/api\/public\/calendar\/[\w-]{40,}\.ics$/);
  });

  it('offers the nine hourly slots of an open day, none on a day off, and honours minimum notice', async () => {
    const portrait = await typeId('Portrait Session');
    const d = dayAhead(10);
    await open(d);
    expect(await slots(d, portrait)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    const off = dayAhead(11);
    await open(off, []);
    expect(await slots(off, portrait)).toEqual([]);
    // Visitors are held to the notice: 400 days of notice hides the day from the public.
    const avail = (await settings()).availability;
    const { feedUrl: _f, ...input } = avail;
    expect(
      (await call(ade, 'PUT', '/api/scheduling/availability', { ...input, minNoticeHours: 24 * 30 }))
        .statusCode,
    ).toBe(200);
    const pub = await call(
      null,
      'GET',
      `/api/public/booking/${slug}/slots?sessionTypeId=${portrait}&from=${d}`,
    );
    expect(pub.json().slots).toEqual([]);
    await call(ade, 'PUT', '/api/scheduling/availability', input);
    expect(
      (
        await call(null, 'GET', `/api/public/booking/${slug}/slots?sessionTypeId=${portrait}&from=${d}`)
      ).json().slots,
    ).toHaveLength(9);
  });

  it('books a slot, adds the client to the CRM, and refuses the same or an overlapping time with 409', async () => {
    const portrait = await typeId('Portrait Session');
    const family = await typeId('Family Session');
    const d = dayAhead(12);
    await open(d);
    const res = await book(lagos(d, '11:00'), portrait);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Appointment booked successfully!');
    const booking = res.json().booking;
    expect(booking).toMatchObject({
      type: 'Portrait Session',
      status: 'confirmed',
      startsAt: lagos(d, '11:00'),
    });
    expect(booking.can).toEqual({ confirm: false, reschedule: true, cancel: true });

    const again = await book(lagos(d, '11:00'), portrait, { clientEmail: 'someone@example.test' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SCHEDULING_MESSAGES.taken);
    // A 2-hour family session from 10:00 would run into the portrait at 11:00.
    expect((await book(lagos(d, '10:00'), family)).statusCode).toBe(409);
    expect(await slots(d, family)).toEqual(['09:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    // Outside the day's hours: never offered.
    const night = await book(lagos(d, '20:00'), portrait);
    expect(night.statusCode).toBe(409);
    expect(night.json().message).toBe(SCHEDULING_MESSAGES.notOffered);

    const [client] = await t.app.database.query<{ id: string; source: string; phone: string }>(
      'select id, source, phone from clients where photographer_id = $1 and email = $2',
      [ade.id, 'bola@example.test'],
    );
    expect(client).toMatchObject({ source: 'booking', phone: '+2348031234567' });
    const events = await t.app.database.query<{ kind: string; summary: string }>(
      'select kind, summary from client_events where client_id = $1 order by occurred_at',
      [client!.id],
    );
    expect(events.map((e) => e.kind)).toContain('booking');
    // A client with bookings cannot be deleted.
    const del = await call(ade, 'DELETE', `/api/clients/${client!.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toContain('bookings');
  });

  it('the database itself refuses overlapping active bookings (EXCLUDE, SQLSTATE 23P01)', async () => {
    const d = dayAhead(13);
    const insert = (from: string, until: string, status = 'confirmed') =>
      t.app.database.query(
        `insert into bookings (photographer_id, type_name, client_name, client_email, starts_at, ends_at,
           blocked_from, blocked_until, time_zone, status, price_kobo)
         values ($1, 'Portrait Session', 'X', 'x@example.test', $2, $3, $2, $3, 'Africa/Lagos', $4, 0)`,
        [other.id, lagos(d, from), lagos(d, until), status],
      );
    await insert('09:00', '10:00');
    await expect(insert('09:30', '10:30')).rejects.toSatisfy(isOverlap);
    // Half-open ranges: back to back is fine; cancelled bookings take no time.
    await insert('10:00', '11:00');
    await insert('10:30', '11:30', 'cancelled');
  });

  it('validates with the spec messages', async () => {
    const res = await call(ade, 'POST', '/api/bookings', { clientName: 'A', clientEmail: 'a@example.test' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please select date, time, and session type');
    const noName = await book(lagos(dayAhead(12), '15:00'), await typeId('Portrait Session'), {
      clientName: '',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('Name and email are required');
  });

  it('public booking: Pending, the photographer confirms, the client reschedules and cancels under the 48-hour rule', async () => {
    const portrait = await typeId('Portrait Session');
    const info = (await call(null, 'GET', `/api/public/booking/${slug}`)).json();
    expect(info.sessionTypes.map((s: { name: string }) => s.name)).toContain('Portrait Session');
    const d = dayAhead(14);
    await open(d);
    const customer = await signInAs(t.app, 'customer', { email: 'tolu@example.test' });
    const res = await call(customer, 'POST', `/api/public/booking/${slug}`, {
      sessionTypeId: portrait,
      startsAt: lagos(d, '09:00'),
      clientName: 'Tolu Bello',
      clientEmail: 'tolu@example.test',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', payUrl: null });
    const id = res.json().bookingId;

    // The customer sees it with Cancel; another photographer cannot touch it.
    const mine = (await call(customer, 'GET', '/api/bookings')).json();
    expect(mine.viewerIs).toBe('client');
    expect(mine.bookings[0]).toMatchObject({ id, status: 'pending', can: { confirm: false, cancel: true } });
    expect((await call(other, 'POST', `/api/bookings/${id}/confirm`)).statusCode).toBe(404);

    const confirmed = await call(ade, 'POST', `/api/bookings/${id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().booking.status).toBe('confirmed');
    expect((await call(ade, 'POST', `/api/bookings/${id}/confirm`)).statusCode).toBe(409);

    const moved = await call(customer, 'POST', `/api/bookings/${id}/reschedule`, {
      startsAt: lagos(d, '14:00'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking.startsAt).toBe(lagos(d, '14:00'));
    expect(moved.json().booking.history.map((h: { kind: string }) => h.kind)).toEqual([
      'booked',
      'confirmed',
      'rescheduled',
    ]);

    // Inside 48 hours the client can neither reschedule nor cancel online.
    for (const day of [dayAhead(0), dayAhead(1)]) await open(day, [{ start: '00:00', end: '23:00' }]);
    const hour = localOf(new Date(Date.now() + 3 * 3_600_000), 'Africa/Lagos');
    const near = await book(lagos(hour.date, `${hour.time.slice(0, 2)}:00`), portrait, {
      clientName: 'Tolu Bello',
      clientEmail: 'tolu@example.test',
    });
    expect(near.statusCode, near.body).toBe(201);
    const nearId = near.json().booking.id;
    const view = (await call(customer, 'GET', '/api/bookings'))
      .json()
      .bookings.find((b: { id: string }) => b.id === nearId);
    expect(view).toMatchObject({ can: { reschedule: false, cancel: false }, contactPhotographer: true });
    const refused = await call(customer, 'POST', `/api/bookings/${nearId}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SCHEDULING_MESSAGES.tooLate);
    const late = await call(customer, 'POST', `/api/bookings/${nearId}/reschedule`, {
      startsAt: lagos(d, '16:00'),
    });
    expect(late.json().message).toBe(SCHEDULING_MESSAGES.tooLate);
    // The photographer still can.
    expect((await call(ade, 'POST', `/api/bookings/${nearId}/cancel`)).json().booking.status).toBe(
      'cancelled',
    );

    // The client's dashboard card for this photographer counts the bookings and names the next one.
    const mineNow = (await call(customer, 'GET', '/api/my-photographers')).json().photographers;
    const card = mineNow
      .find((p: { photographerId: string }) => p.photographerId === ade.id)
      .cards.find((c: { key: string }) => c.key === 'bookings');
    expect(card.count).toBeGreaterThanOrEqual(1);
    expect(card.nextAction).toMatch(/^Next: Portrait Session, /);

    const cancelled = await call(customer, 'POST', `/api/bookings/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().booking.status).toBe('cancelled');
    // Its time is free again.
    expect(await slots(d, portrait)).toContain('14:00');
  });

  it('a deposit holds the slot for 30 minutes behind an invoice; paying keeps it, not paying releases it', async () => {
    const wedding = await typeId('Wedding Package');
    const s = (await settings()).sessionTypes.find((x: { id: string }) => x.id === wedding);
    const { id: _id, ...input } = s;
    expect(
      (await call(ade, 'PUT', `/api/scheduling/session-types/${wedding}`, { ...input, depositPercent: 30 }))
        .statusCode,
    ).toBe(200);
    const d = dayAhead(20);
    await open(d);
    const res = await call(null, 'POST', `/api/public/booking/${slug}`, {
      sessionTypeId: wedding,
      startsAt: lagos(d, '10:00'),
      clientName: 'Kemi Ojo',
      clientEmail: 'kemi@example.test',
    });
    expect(res.statusCode, res.body).toBe(201);
    const held = res.json();
    expect(held.status).toBe('pending');
    expect(held.payUrl).toMatch(/\/i\/[\w-]+$/);
    const [invoice] = await t.app.database.query<{
      id: string;
      total_kobo: number;
      items: { description: string }[];
      status: string;
    }>(
      'select i.id, i.total_kobo::int, i.items, i.status from invoices i join bookings b on b.invoice_id = i.id where b.id = $1',
      [held.bookingId],
    );
    // An invoice for the whole session whose first instalment is the deposit; VAT on top, as the
    // photographer's setting says (on by default, decision 200).
    expect(invoice!.total_kobo).toBe(26_875_000);
    expect(invoice!.status).toBe('sent');
    expect(invoice!.items[0]!.description).toMatch(/^Wedding Package, \w{3} \d{1,2} \w{3} \d{4}, 10:00$/);
    const detail = (await call(ade, 'GET', `/api/invoices/${invoice!.id}`)).json().invoice;
    expect(
      detail.schedule.map((r: { label: string; amountKobo: number }) => [r.label, r.amountKobo]),
    ).toEqual([
      ['Deposit (30%)', 8_062_500],
      ['Balance', 18_812_500],
    ]);

    // Paid (here recorded by hand; online through Paystack it is the same applyPayment).
    const paid = await call(ade, 'POST', `/api/invoices/${invoice!.id}/payments`, {
      amountKobo: 8_062_500,
      method: 'bank_transfer',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [row] = await t.app.database.query<{ status: string; hold: string | null }>(
      'select status, hold_expires_at as hold from bookings where id = $1',
      [held.bookingId],
    );
    // The hold is kept for good and, as photographers start with it (decision 205), the paid
    // deposit confirms the booking (booking-words.int.test.ts has the setting off).
    expect(row).toEqual({ status: 'confirmed', hold: null });

    // Another hold, never paid: 31 minutes later the job releases it and voids the invoice.
    // (17:00 the same day is not offered: the 10:00 wedding runs until 18:00.)
    expect(await slots(d, wedding)).toEqual([]);
    const d2 = dayAhead(22);
    await open(d2);
    const secondRes = await call(null, 'POST', `/api/public/booking/${slug}`, {
      sessionTypeId: wedding,
      startsAt: lagos(d2, '10:00'),
      clientName: 'Kemi Ojo',
      clientEmail: 'kemi@example.test',
    });
    expect(secondRes.statusCode, secondRes.body).toBe(201);
    const second = secondRes.json();
    const deps = schedulingDeps(t.app, { publicUrl: t.config.publicUrl });
    expect(await atTime(Date.now() + 31 * 60_000, () => releaseExpiredHolds(deps()))).toBe(1);
    const [released] = await t.app.database.query<{ status: string; inv: string }>(
      'select b.status, i.status as inv from bookings b join invoices i on i.id = b.invoice_id where b.id = $1',
      [second.bookingId],
    );
    expect(released).toEqual({ status: 'cancelled', inv: 'void' });

    // A hold whose invoice the photographer voided by hand meanwhile is released all the same
    // (the job does not stop on it, for this photographer or anyone else).
    const d3 = dayAhead(24);
    await open(d3);
    const thirdRes = await call(null, 'POST', `/api/public/booking/${slug}`, {
      sessionTypeId: wedding,
      startsAt: lagos(d3, '10:00'),
      clientName: 'Tolu Bello',
      clientEmail: 'tolu@example.test',
    });
    expect(thirdRes.statusCode, thirdRes.body).toBe(201);
    const [third] = await t.app.database.query<{ invoice_id: string }>(
      'select invoice_id from bookings where id = $1',
      [thirdRes.json().bookingId],
    );
    const voided = await call(ade, 'POST', `/api/invoices/${third!.invoice_id}/void`, {
      reason: 'Sent twice',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await atTime(Date.now() + 31 * 60_000, () => releaseExpiredHolds(deps()))).toBe(1);
    const [thirdReleased] = await t.app.database.query<{ status: string; inv: string }>(
      'select b.status, i.status as inv from bookings b join invoices i on i.id = b.invoice_id where b.id = $1',
      [thirdRes.json().bookingId],
    );
    expect(thirdReleased).toEqual({ status: 'cancelled', inv: 'void' });
  });

  it('emails carry an .ics, and the private feed shows the same UTC instant; a new token retires the old', async () => {
    const portrait = await typeId('Portrait Session');
    const d = dayAhead(21);
    await open(d);
    const res = await book(lagos(d, '10:00'), portrait, {
      clientEmail: 'ics@example.test',
      clientName: 'Ics Person',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await t.app.database.query<{
      meta: { attachments: { storageKey: string; filename: string }[] };
    }>(
      `select meta from notification_outbox where "to" = 'ics@example.test' and template = 'booking-confirmed'`,
    );
    const attachment = mail!.meta.attachments[0]!;
    expect(attachment.filename).toBe('session.ics');
    const stored = await t.app.storage.get(attachment.storageKey);
    const ics = stored ? Buffer.concat(await stored.body.toArray()).toString() : '';
    const stamp = lagos(d, '10:00').replace(/[-:]/g, '').replace('.000', '');
    expect(ics).toContain(`DTSTART:${stamp}`);
    expect(ics).toContain('METHOD:REQUEST');

    const feedUrl: string = (await settings()).availability.feedUrl;
    const path = new URL(feedUrl).pathname;
    const feed = await call(null, 'GET', path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain(`DTSTART:${stamp}`);
    expect(feed.body).toContain('Portrait Session: Ics Person');
    // Another photographer's bookings are not in it.
    expect(feed.body).not.toContain('x@example.test');

    const renewed = await call(ade, 'POST', '/api/scheduling/feed-token');
    expect(renewed.statusCode).toBe(200);
    expect((await call(null, 'GET', path)).statusCode).toBe(404);
    expect((await call(null, 'GET', new URL(renewed.json().feedUrl).pathname)).statusCode).toBe(200);
  });

  it('reminds the client 24 hours and 2 hours before, once each', async () => {
    const portrait = await typeId('Portrait Session');
    const d = dayAhead(25);
    await open(d);
    const res = await book(lagos(d, '12:00'), portrait, {
      clientEmail: 'remind@example.test',
      clientName: 'Remi',
    });
    expect(res.statusCode, res.body).toBe(201);
    const start = new Date(res.json().booking.startsAt).getTime();
    const deps = schedulingDeps(t.app, { publicUrl: t.config.publicUrl });
    const remindAt = (hoursBefore: number) =>
      atTime(start - hoursBefore * 3_600_000, () => sendDueReminders(deps()));
    const reminders = async () =>
      (
        await t.app.database.query<{ subject: string }>(
          `select subject from notification_outbox where "to" = 'remind@example.test' and template = 'booking-reminder' order by created_at`,
        )
      ).map((r) => r.subject);
    expect(await remindAt(30)).toBe(0);
    expect(await remindAt(23)).toBe(1);
    expect(await remindAt(22)).toBe(0);
    expect(await remindAt(1.5)).toBe(1);
    expect(await remindAt(1)).toBe(0);
    expect(await reminders()).toEqual([
      expect.stringMatching(/^Reminder: Portrait Session tomorrow, /),
      expect.stringMatching(/^Reminder: Portrait Session in 2 hours, /),
    ]);
    // Once it has ended, it is Completed.
    expect(await atTime(start + 2 * 3_600_000, () => completeEndedSessions(deps()))).toBeGreaterThanOrEqual(
      1,
    );
    const list = (await call(ade, 'GET', '/api/bookings')).json().bookings;
    expect(list.find((b: { id: string }) => b.id === res.json().booking.id).status).toBe('completed');
  });
});
