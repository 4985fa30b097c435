import type { Booking, ManagedBooking, Slot } from '../../../shared/scheduling.ts';
import { listedSlugOf } from '../marketplace/directory.service.ts';
import { bookingFor, linkActor } from './booking-access.ts';
import { cancelBooking } from './booking-cancel.service.ts';
import { rescheduleBooking, slotsForBooking } from './bookings.service.ts';
import type { SchedulingDeps } from './scheduling.service.ts';

/**
 * The client's "manage my booking" link (/b/<token>, decision 206): whoever holds it is the
 * client of that one booking, with the client's rights and no more (view, reschedule and
 * cancel more than 48 hours before; never confirm, never another booking). Every call starts
 * from the token; a token that names no booking is a 404, like a missing one.
 */

export async function managedBooking(deps: SchedulingDeps, token: string): Promise<ManagedBooking> {
  const actor = await linkActor(deps.db, token);
  const booking = await bookingFor(deps, actor, actor.bookingId);
  const slug = await listedSlugOf(deps.db, booking.photographerId);
  return { booking, bookAgainPath: slug ? `/book/${slug}` : null };
}

export async function managedSlots(
  deps: SchedulingDeps,
  token: string,
  date: string,
): Promise<{ timeZone: string; slots: Slot[] }> {
  const actor = await linkActor(deps.db, token);
  return slotsForBooking(deps, actor, actor.bookingId, date);
}

export async function managedReschedule(
  deps: SchedulingDeps,
  token: string,
  startsAt: string,
): Promise<Booking> {
  const actor = await linkActor(deps.db, token);
  return rescheduleBooking(deps, actor, actor.bookingId, startsAt);
}

export async function managedCancel(
  deps: SchedulingDeps,
  token: string,
  origin: { ipAddress: string; userAgent: string | null },
): Promise<Booking> {
  const actor = await linkActor(deps.db, token);
  return cancelBooking(deps, actor, actor.bookingId, {}, origin);
}
