import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { addBooking, openDay, portraitType } from '../../../../tests/authz/ownership.ts';
import { lagos } from '../../../../tests/scheduling-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { beyondHorizonMessage, SCHEDULING_API, SCHEDULING_MESSAGES } from '../../../shared/scheduling.ts';

/**
 * Decision 214: a photographer books (or moves) a session past their booking window only once
 * they confirm it; without the confirmation it is a 409 naming it. Their clients never go past it.
 */
describe('the booking window and the photographer', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let typeId: string;
  let slug: string;

  beforeAll(async () => {
    t = await createTestApp();
    ade = await signInAs(t.app, 'approvedPhotographer');
    const settings = (
      await t.app.inject({ method: 'GET', url: SCHEDULING_API.settings, headers: ade.headers })
    ).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: SCHEDULING_API.availability,
      headers: ade.headers,
      payload: { ...settings.availability, feedUrl: undefined, horizonDays: 90 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    typeId = (await portraitType(t.app, ade)).id;
    slug = `window-${randomBytes(4).toString('hex')}`;
    await t.app.inject({
      method: 'PUT',
      url: '/api/marketplace/my-listing',
      headers: ade.headers,
      payload: {
        businessName: 'Window Studio',
        slug,
        city: 'Lagos',
        phone: '',
        bio: 'Window Studio photographs people.',
        categories: ['portrait'],
        showPhone: false,
      },
    });
  });
  afterAll(() => t.close());

  const book = async (
    days: number,
    extra: Record<string, unknown> = {},
    url: string = SCHEDULING_API.bookings,
  ) => {
    const date = await openDay(t.app, ade, days);
    return t.app.inject({
      method: 'POST',
      url,
      headers: url === SCHEDULING_API.bookings ? ade.headers : {},
      payload: {
        sessionTypeId: typeId,
        startsAt: lagos(date, '10:00'),
        clientName: 'Kemi',
        clientEmail: `kemi-${days}@example.test`,
        ...extra,
      },
    });
  };

  it('books inside the window as before, with no confirmation', async () => {
    expect((await book(45)).statusCode).toBe(201);
  });

  it('asks the photographer to confirm a date past the window, and books it once confirmed', async () => {
    const unconfirmed = await book(200);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().fields.beyondHorizon).toBe(beyondHorizonMessage(90));
    expect((await book(200, { beyondHorizon: false })).statusCode).toBe(409);
    const confirmed = await book(200, { beyondHorizon: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().booking.status).toBe('confirmed');
  });

  it('never lets a client book past it, confirmation or not', async () => {
    const res = await book(201, { beyondHorizon: true }, SCHEDULING_API.publicBook(slug));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SCHEDULING_MESSAGES.notOffered);
  });

  it('asks the same when the photographer moves a session past the window', async () => {
    const id = await addBooking(t.app, ade);
    const date = await openDay(t.app, ade, 210);
    const move = (extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: SCHEDULING_API.reschedule(id),
        headers: ade.headers,
        payload: { startsAt: lagos(date, '11:00'), ...extra },
      });
    const unconfirmed = await move();
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().fields.beyondHorizon).toBe(beyondHorizonMessage(90));
    expect((await move({ beyondHorizon: true })).statusCode).toBe(200);
  });
});
