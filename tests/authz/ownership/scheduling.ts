import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type SignedInUser, signInAs } from '../../auth-helpers.ts';
import { dayAhead, lagos } from '../../scheduling-helpers.ts';
import { type OwnershipTable, photographerRefusals } from './rules.ts';

/** A scheduling fixture: the owner's listing (for public booking) and an open date far ahead. */
export async function openDay(app: FastifyInstance, owner: SignedInUser, days: number): Promise<string> {
  const date = dayAhead(days);
  const res = await app.inject({
    method: 'POST',
    url: '/api/scheduling/overrides',
    headers: owner.headers,
    payload: { date, spans: [{ start: '09:00', end: '17:00' }] },
  });
  if (res.statusCode !== 201) throw new Error(`override: ${res.statusCode} ${res.body}`);
  return date;
}
export async function portraitType(app: FastifyInstance, owner: SignedInUser) {
  const res = await app.inject({ method: 'GET', url: '/api/scheduling/settings', headers: owner.headers });
  return res.json().sessionTypes[0] as Record<string, unknown> & { id: string };
}
/** A booking of `owner` at 10:00 Lagos on an open date: confirmed, or pending (booked from the profile). */
export async function addBooking(
  app: FastifyInstance,
  owner: SignedInUser,
  pending = false,
): Promise<string> {
  const date = await openDay(app, owner, 40);
  const type = await portraitType(app, owner);
  const body = {
    sessionTypeId: type.id,
    startsAt: lagos(date, '10:00'),
    clientName: 'Owned Client',
    clientEmail: `booked-${randomBytes(4).toString('hex')}@example.test`,
  };
  let url = '/api/bookings';
  if (pending) {
    const slug = `owned-${randomBytes(4).toString('hex')}`;
    await app.inject({
      method: 'PUT',
      url: '/api/marketplace/my-listing',
      headers: owner.headers,
      payload: {
        businessName: 'Owned Studio',
        slug,
        city: 'Lagos',
        phone: '',
        bio: 'Owned Studio photographs people.',
        categories: ['portrait'],
        showPhone: false,
      },
    });
    url = `/api/public/booking/${slug}`;
  }
  const res = await app.inject({ method: 'POST', url, headers: pending ? {} : owner.headers, payload: body });
  if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
  return pending ? res.json().bookingId : res.json().booking.id;
}
const bookingRefusals = { otherPhotographer: 404, customer: 404, superAdmin: 404, anonymous: 401 };
/**
 * The manage link of a new photographer's booking on an open date 40 days ahead. A manage link
 * does not expire (decision 206): `expired` gives a well-formed token that no booking holds.
 */
export async function manageLink(app: FastifyInstance, expired: boolean): Promise<Record<string, string>> {
  const owner = await signInAs(app, 'approvedPhotographer');
  const id = await addBooking(app, owner);
  const [row] = await app.database.query<{ manage_token: string }>(
    'select manage_token from bookings where id = $1',
    [id],
  );
  return { token: expired ? randomBytes(32).toString('hex') : row!.manage_token };
}
/** The feed of a new photographer; expired: the address from before a regeneration. */
async function feedFile(app: FastifyInstance, expired: boolean): Promise<Record<string, string>> {
  const owner = await signInAs(app, 'approvedPhotographer');
  const res = await app.inject({ method: 'GET', url: '/api/scheduling/settings', headers: owner.headers });
  const file = String(res.json().availability.feedUrl).split('/').pop()!;
  if (expired)
    await app.inject({ method: 'POST', url: '/api/scheduling/feed-token', headers: owner.headers });
  return { file };
}
export const schedulingOwnership: OwnershipTable = {
  // Scheduling: the photographer's own session types and dates; a booking answers its
  // photographer and its client only (everybody else 404); the feed token is the access.
  'PUT /api/scheduling/session-types/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, o) => ({ id: (await portraitType(app, o)).id }),
    request: () => ({
      payload: {
        name: 'Portrait Session',
        durationMinutes: 60,
        priceKobo: 1_500_000,
        depositPercent: 0,
        bufferMinutes: 15,
        active: true,
      },
    }),
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
  'DELETE /api/scheduling/overrides/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, o) => {
      await openDay(app, o, 41);
      const res = await app.inject({ method: 'GET', url: '/api/scheduling/settings', headers: o.headers });
      return { id: res.json().overrides[0].id };
    },
    refusals: photographerRefusals,
    ownerStatus: 204,
  },
  'POST /api/bookings/:id/confirm': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, o) => ({ id: await addBooking(app, o, true) }),
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
  'POST /api/bookings/:id/reschedule': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, o) => ({ id: await addBooking(app, o) }),
    request: () => ({ payload: { startsAt: lagos(dayAhead(40), '14:00') } }),
    refusals: bookingRefusals,
    ownerStatus: 200,
  },
  'GET /api/bookings/:id/slots': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, o) => ({ id: await addBooking(app, o) }),
    request: () => ({ query: { date: dayAhead(40) } }),
    refusals: bookingRefusals,
    ownerStatus: 200,
  },
  'POST /api/bookings/:id/cancel': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, o) => ({ id: await addBooking(app, o) }),
    refusals: bookingRefusals,
    ownerStatus: 200,
  },
  'GET /api/bookings/:id/cancel-quote': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, o) => ({ id: await addBooking(app, o) }),
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
  'GET /api/public/booking/:slug': { level: 'public', why: "a listed photographer's public booking page" },
  'GET /api/public/booking/:slug/slots': { level: 'public', why: "a listed photographer's free times" },
  'POST /api/public/booking/:slug': { level: 'public', why: 'anyone may book a listed photographer' },
  'GET /api/public/calendar/:file': {
    level: 'token',
    create: (app, { expired }) => feedFile(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  // The client's manage-my-booking link (decision 206): the token is the client of one booking.
  'GET /api/public/bookings/:token': {
    level: 'token',
    create: (app, { expired }) => manageLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  'GET /api/public/bookings/:token/slots': {
    level: 'token',
    query: `?date=${dayAhead(40)}`,
    create: (app, { expired }) => manageLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  'POST /api/public/bookings/:token/reschedule': {
    level: 'token',
    payload: { startsAt: lagos(dayAhead(40), '14:00') },
    create: (app, { expired }) => manageLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  'POST /api/public/bookings/:token/cancel': {
    level: 'token',
    create: (app, { expired }) => manageLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
};
