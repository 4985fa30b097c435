import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { completeEndedSessions } from '../src/server/modules/scheduling/bookings.service.ts';
import { schedulingDeps } from '../src/server/modules/scheduling/scheduling.plugin.ts';
import type { SignedInUser } from './auth-helpers.ts';
import { atTime } from './clock.ts';
import { dayAhead, lagos } from './scheduling-helpers.ts';

let nextDay = 30;

/**
 * A real session between `photographer` and a client, booked on an open day and completed by
 * the scheduling job an hour after it ends (the server's clock moved there): returns the
 * booking and the token of the review invitation the completion sent the client.
 */
export async function completedBooking(
  app: FastifyInstance,
  photographer: SignedInUser,
  client: { email: string; name?: string },
): Promise<{ bookingId: string; token: string }> {
  const day = dayAhead(nextDay++);
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: photographer.headers, ...(payload ? { payload } : {}) });
  const opened = await call('POST', '/api/scheduling/overrides', {
    date: day,
    spans: [{ start: '09:00', end: '17:00' }],
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const settings = (await call('GET', '/api/scheduling/settings')).json();
  const typeId = settings.sessionTypes[0].id as string;
  const booked = await call('POST', '/api/bookings', {
    sessionTypeId: typeId,
    startsAt: lagos(day, '10:00'),
    clientName: client.name ?? 'Bola Adeyemi',
    clientEmail: client.email,
    clientPhone: '',
    location: 'Lekki Phase 1',
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const booking = booked.json().booking as { id: string; endsAt: string; status: string };
  if (booking.status === 'pending') {
    const confirmed = await call('POST', `/api/bookings/${booking.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  const deps = schedulingDeps(app, { publicUrl: 'https://aworan.test' });
  await atTime(new Date(booking.endsAt).getTime() + 3_600_000, () => completeEndedSessions(deps()));
  return { bookingId: booking.id, token: await inviteTokenOf(app, { bookingId: booking.id }) };
}

/** The token of a booking's or gallery's review invitation ('' when there is none). */
export async function inviteTokenOf(
  app: FastifyInstance,
  of: { bookingId: string } | { galleryId: string },
): Promise<string> {
  const [column, id] = 'bookingId' in of ? ['booking_id', of.bookingId] : ['gallery_id', of.galleryId];
  const rows = await app.database.query<{ token: string }>(
    `select token from review_invites where ${column} = $1`,
    [id],
  );
  return rows[0]?.token ?? '';
}

export const reviewBody = (rating: number, body = 'Lovely photos, on time and kind.') => ({ rating, body });
