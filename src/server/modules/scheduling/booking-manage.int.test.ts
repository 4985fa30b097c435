import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { httpCaller } from '../../../../tests/http-call.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { SCHEDULING_API, SCHEDULING_MESSAGES } from '../../../shared/scheduling.ts';
import { localOf } from './slots.ts';

/**
 * The guest's "manage my booking" link (decision 206): the token in the emails is the client of
 * that one booking, with the client's rights (view, reschedule and cancel more than 48 hours
 * before) and nothing more; whoever makes a change is not emailed about it.
 */
describe('manage my booking, by the link in the emails', () => {
  let t: TestApp;
  let ade: SignedInUser;
  const slug = 'ade-manage-links';
  const call = httpCaller(() => t.app);

  beforeAll(async () => {
    t = await createTestApp();
    ade = await photographerWithListing(t.app, {
      businessName: 'Ade Studio',
      slug,
      firstName: 'Ade',
    });
  });
  afterAll(() => t.close());

  const portrait = async () =>
    (
      (await call(ade, 'GET', '/api/scheduling/settings')).json().sessionTypes as {
        id: string;
        name: string;
      }[]
    ).find((s) => s.name === 'Portrait Session')!.id;
  const open = async (date: string, start = '09:00', end = '17:00') =>
    expect(
      (await call(ade, 'POST', '/api/scheduling/overrides', { date, spans: [{ start, end }] })).statusCode,
    ).toBe(201);
  /** A guest's booking from the profile: its id and the token of its manage link. */
  async function guestBooking(date: string, time: string, email: string) {
    const res = await call(null, 'POST', `/api/public/booking/${slug}`, {
      sessionTypeId: await portrait(),
      startsAt: lagos(date, time),
      clientName: 'Tayo Guest',
      clientEmail: email,
    });
    expect(res.statusCode, res.body).toBe(201);
    const manageUrl: string = res.json().manageUrl;
    expect(manageUrl).toMatch(new RegExp(`^${t.config.publicUrl}/b/[0-9a-f]{64}$`));
    return { id: res.json().bookingId as string, token: manageUrl.split('/b/')[1]! };
  }
  const templatesTo = async (to: string) => (await emailsTo(t.app, to)).map((e) => e.template);

  it('shows the booking to the link, with every client email leading there instead of /scheduling', async () => {
    const d = dayAhead(30);
    await open(d);
    const { id, token } = await guestBooking(d, '10:00', 'tayo@guests.test');
    const view = await call(null, 'GET', SCHEDULING_API.manage(token));
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers['cache-control']).toBe('private, no-store');
    expect(view.json()).toMatchObject({
      booking: { id, status: 'pending', can: { confirm: false, reschedule: true, cancel: true } },
      bookAgainPath: `/book/${slug}`,
    });
    // The photographer may send the same link (the Share control); the link's holder is not told it again.
    expect(view.json().booking.manageUrl).toBeNull();
    const mine = (await call(ade, 'GET', '/api/bookings')).json().bookings as {
      id: string;
      manageUrl: string;
    }[];
    expect(mine.find((b) => b.id === id)?.manageUrl).toBe(`${t.config.publicUrl}/b/${token}`);
    const [request] = await emailsTo(t.app, 'tayo@guests.test');
    expect(request!.text).toContain(`/b/${token}`);
    expect(request!.text).not.toContain('/scheduling');
    // A wrong or made-up link is "not found", like a missing booking.
    for (const wrong of [`${token.slice(0, -1)}0`, 'x'.repeat(64), 'short'])
      expect((await call(null, 'GET', SCHEDULING_API.manage(wrong))).statusCode).toBe(404);
  });

  it('reschedules and cancels under the 48-hour rule, telling the photographer and not the client twice', async () => {
    const d = dayAhead(32);
    const d2 = dayAhead(61);
    await open(d);
    await open(d2);
    const { id, token } = await guestBooking(d, '11:00', 'bola@guests.test');
    // Free times on the day it can move to: its own time counts as free.
    const slots = await call(null, 'GET', SCHEDULING_API.manageSlots(token, d2));
    expect(slots.json().slots.map((s: { time: string }) => s.time)).toContain('14:00');
    const moved = await call(null, 'POST', SCHEDULING_API.manageReschedule(token), {
      startsAt: lagos(d2, '14:00'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking).toMatchObject({ id, startsAt: lagos(d2, '14:00') });
    expect(await templatesTo('bola@guests.test')).toContain('booking-rescheduled');
    const told = (await emailsTo(t.app, ade.email)).filter(
      (e) => e.template === 'booking-rescheduled-photographer',
    );
    expect(told).toHaveLength(1);
    // The history says who moved it (the client, with no account behind the link).
    expect(moved.json().booking.history.at(-1).summary).toMatch(/^Rescheduled by the client: /);

    const cancelled = await call(null, 'POST', SCHEDULING_API.manageCancel(token));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().booking.status).toBe('cancelled');
    const [mail] = (await emailsTo(t.app, 'bola@guests.test')).filter(
      (e) => e.template === 'booking-cancelled',
    );
    // A cancelled session has nothing left to reschedule: no rescheduling footer.
    expect(mail!.text).not.toMatch(/rescheduling/i);
    expect(await templatesTo(ade.email)).toContain('booking-cancelled-photographer');
    // The link still shows it, with nothing left to do.
    expect((await call(null, 'GET', SCHEDULING_API.manage(token))).json().booking).toMatchObject({
      status: 'cancelled',
      can: { confirm: false, reschedule: false, cancel: false },
    });
    expect((await call(null, 'POST', SCHEDULING_API.manageCancel(token))).statusCode).toBe(409);
  });

  it('inside 48 hours the link can neither move nor cancel: the client is told to contact the photographer', async () => {
    for (const day of [dayAhead(0), dayAhead(1)]) await open(day, '00:00', '23:00');
    const hour = localOf(new Date(Date.now() + 3 * 3_600_000), 'Africa/Lagos');
    // Booked by the photographer for the guest (visitors are held to the notice).
    const near = await call(ade, 'POST', '/api/bookings', {
      sessionTypeId: await portrait(),
      startsAt: lagos(hour.date, `${hour.time.slice(0, 2)}:00`),
      clientName: 'Near Guest',
      clientEmail: 'near@guests.test',
    });
    expect(near.statusCode, near.body).toBe(201);
    const [row] = await t.app.database.query<{ manage_token: string }>(
      'select manage_token from bookings where id = $1',
      [near.json().booking.id],
    );
    const token = row!.manage_token;
    expect((await call(null, 'GET', SCHEDULING_API.manage(token))).json().booking).toMatchObject({
      can: { reschedule: false, cancel: false },
      contactPhotographer: true,
    });
    for (const res of [
      await call(null, 'POST', SCHEDULING_API.manageCancel(token)),
      await call(null, 'POST', SCHEDULING_API.manageReschedule(token), {
        startsAt: lagos(dayAhead(32), '15:00'),
      }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(SCHEDULING_MESSAGES.tooLate);
    }
  });

  it('a link reaches its own booking only, and never the photographer’s rights', async () => {
    const d = dayAhead(34);
    await open(d);
    const a = await guestBooking(d, '09:00', 'a@guests.test');
    const b = await guestBooking(d, '12:00', 'b@guests.test');
    // Moving A onto B's time is refused (taken): the link's booking is the only one it moves.
    const clash = await call(null, 'POST', SCHEDULING_API.manageReschedule(a.token), {
      startsAt: lagos(d, '12:00'),
    });
    expect(clash.statusCode).toBe(409);
    expect((await call(null, 'GET', SCHEDULING_API.manage(b.token))).json().booking.startsAt).toBe(
      lagos(d, '12:00'),
    );
    // The link is no session: the signed-in routes refuse it, Confirm included.
    expect((await call(null, 'POST', SCHEDULING_API.confirm(a.id))).statusCode).toBe(401);
    expect((await call(null, 'POST', SCHEDULING_API.cancel(b.id))).statusCode).toBe(401);
    // A customer signed in with another email gets 404 for the booking by id.
    const stranger = await signInAs(t.app, 'customer');
    expect((await call(stranger, 'POST', SCHEDULING_API.cancel(a.id))).statusCode).toBe(404);
  });

  it('the photographer is not emailed about a reschedule or a cancellation they made themselves', async () => {
    const d = dayAhead(36);
    await open(d);
    const { id } = await guestBooking(d, '15:00', 'own@guests.test');
    const before = (await emailsTo(t.app, ade.email)).length;
    const moved = await call(ade, 'POST', SCHEDULING_API.reschedule(id), { startsAt: lagos(d, '16:00') });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await call(ade, 'POST', SCHEDULING_API.cancel(id), {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await emailsTo(t.app, ade.email)).length).toBe(before);
    // The client hears of both.
    expect(await templatesTo('own@guests.test')).toEqual(
      expect.arrayContaining(['booking-rescheduled', 'booking-cancelled']),
    );
  });
});
