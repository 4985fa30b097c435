import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../../tests/auth-helpers.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { schedulingTestKit } from '../../../../tests/scheduling-test-kit.ts';
import { SCHEDULING_MESSAGES } from '../../../shared/scheduling.ts';
import { isOverlap } from './booking-checks.ts';
import { localOf } from './slots.ts';

describe('scheduling API', () => {
  const slug = 'ade-studio-sched';
  const kit = schedulingTestKit(slug);
  const { call, settings, typeId, open, slots, book } = kit;

  it('starts every photographer with the four naira session types and Mon–Fri 9–5 Lagos hours', async () => {
    const s = await settings(kit.other);
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
      (await call(kit.ade, 'PUT', '/api/scheduling/availability', { ...input, minNoticeHours: 24 * 30 }))
        .statusCode,
    ).toBe(200);
    const pub = await call(
      null,
      'GET',
      `/api/public/booking/${slug}/slots?sessionTypeId=${portrait}&from=${d}`,
    );
    expect(pub.json().slots).toEqual([]);
    await call(kit.ade, 'PUT', '/api/scheduling/availability', input);
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

    const [client] = await kit.t.app.database.query<{ id: string; source: string; phone: string }>(
      'select id, source, phone from clients where photographer_id = $1 and email = $2',
      [kit.ade.id, 'bola@example.test'],
    );
    expect(client).toMatchObject({ source: 'booking', phone: '+2348031234567' });
    const events = await kit.t.app.database.query<{ kind: string; summary: string }>(
      'select kind, summary from client_events where client_id = $1 order by occurred_at',
      [client!.id],
    );
    expect(events.map((e) => e.kind)).toContain('booking');
    // A client with bookings cannot be deleted.
    const del = await call(kit.ade, 'DELETE', `/api/clients/${client!.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toContain('bookings');
  });

  it('the database itself refuses overlapping active bookings (EXCLUDE, SQLSTATE 23P01)', async () => {
    const d = dayAhead(13);
    const insert = (from: string, until: string, status = 'confirmed') =>
      kit.t.app.database.query(
        `insert into bookings (photographer_id, type_name, client_name, client_email, starts_at, ends_at,
           blocked_from, blocked_until, time_zone, status, price_kobo)
         values ($1, 'Portrait Session', 'X', 'x@example.test', $2, $3, $2, $3, 'Africa/Lagos', $4, 0)`,
        [kit.other.id, lagos(d, from), lagos(d, until), status],
      );
    await insert('09:00', '10:00');
    await expect(insert('09:30', '10:30')).rejects.toSatisfy(isOverlap);
    // Half-open ranges: back to back is fine; cancelled bookings take no time.
    await insert('10:00', '11:00');
    await insert('10:30', '11:30', 'cancelled');
  });

  it('validates with the spec messages', async () => {
    const res = await call(kit.ade, 'POST', '/api/bookings', {
      clientName: 'A',
      clientEmail: 'a@example.test',
    });
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
    const customer = await signInAs(kit.t.app, 'customer', { email: 'tolu@example.test' });
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
    expect((await call(kit.other, 'POST', `/api/bookings/${id}/confirm`)).statusCode).toBe(404);

    const confirmed = await call(kit.ade, 'POST', `/api/bookings/${id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().booking.status).toBe('confirmed');
    expect((await call(kit.ade, 'POST', `/api/bookings/${id}/confirm`)).statusCode).toBe(409);

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
    expect((await call(kit.ade, 'POST', `/api/bookings/${nearId}/cancel`)).json().booking.status).toBe(
      'cancelled',
    );

    // The client's dashboard card for this photographer counts the bookings and names the next one.
    const mineNow = (await call(customer, 'GET', '/api/my-photographers')).json().photographers;
    const card = mineNow
      .find((p: { photographerId: string }) => p.photographerId === kit.ade.id)
      .cards.find((c: { key: string }) => c.key === 'bookings');
    expect(card.count).toBeGreaterThanOrEqual(1);
    expect(card.nextAction).toMatch(/^Next: Portrait Session, /);

    const cancelled = await call(customer, 'POST', `/api/bookings/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().booking.status).toBe('cancelled');
    // Its time is free again.
    expect(await slots(d, portrait)).toContain('14:00');
  });
});
