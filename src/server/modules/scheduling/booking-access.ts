import type { Viewer } from '../../../shared/accounts.ts';
import type { ClientEventKind } from '../../../shared/clients-api.ts';
import { type Booking, FREE_CHANGE_HOURS, SCHEDULING_MESSAGES } from '../../../shared/scheduling.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import { recordClientEvent } from '../clients/client-timeline.service.ts';
import { manageUrlOf } from './booking-notify.ts';
import {
  addBookingEvent,
  type BookingEventRow,
  type BookingRow,
  eventsOf,
  findBooking,
  findBookingByManageToken,
  listForClient,
  listForPhotographer,
  lockBooking,
  photographerName,
} from './bookings.repository.ts';
import { lockCalendar } from './scheduling.repository.ts';
import type { SchedulingDeps } from './scheduling.service.ts';

/**
 * Who may see and change a booking, and how it reads to them. A booking is acted on by a
 * signed-in person, whose part in it (its photographer, its client) decides, or through the
 * client's "manage my booking" link (decision 206), which is the client of that one booking.
 */

const HOUR = 3_600_000;

/** The holder of one booking's manage link. */
export interface LinkActor {
  manageToken: string;
  bookingId: string;
}
/** Who acts: a signed-in person, or the holder of one booking's manage link. */
export type Actor = { viewer: Viewer } | LinkActor;

/** The user behind a change (none for a manage link: the client is not signed in). */
export const actorUserId = (actor: Actor) => ('viewer' in actor ? actor.viewer.userId : null);

export type Role = 'photographer' | 'client';

/** Who the viewer is to this booking, or undefined (then it answers 404, like a missing one). */
export function roleOf(row: BookingRow, viewer: Viewer): Role | undefined {
  if (row.photographerId === viewer.userId) return 'photographer';
  if (row.customerUserId === viewer.userId) return 'client';
  if (viewer.emailVerified && row.clientEmail === viewer.email.trim().toLowerCase()) return 'client';
  return undefined;
}

export const isActive = (row: BookingRow) => row.status === 'pending' || row.status === 'confirmed';
/** The FAQ's rule: a client changes or cancels online only more than 48 hours before. */
export const clientMayChange = (row: BookingRow, now: Date) =>
  isActive(row) && row.startsAt.getTime() - now.getTime() > FREE_CHANGE_HOURS * HOUR;

export function toBooking(
  row: BookingRow,
  who: { photographerName: string; role: Role; now: Date; publicUrl: string },
  events: BookingEventRow[],
): Booking {
  const photographer = who.role === 'photographer';
  const future = row.startsAt.getTime() > who.now.getTime();
  const clientOk = clientMayChange(row, who.now);
  return {
    id: row.id,
    photographerId: row.photographerId,
    photographerName: who.photographerName,
    sessionTypeId: row.sessionTypeId,
    type: row.typeName,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    // The photographer sends the client their confirmation link; a client has it already.
    manageUrl: photographer && isActive(row) ? manageUrlOf(who, row) : null,
    location: row.location,
    notes: row.notes,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    status: row.status,
    priceKobo: row.priceKobo,
    depositKobo: row.depositKobo,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    payUrl: row.status === 'pending' && row.holdExpiresAt ? row.payUrl : null,
    depositPaid: row.depositPaidAt !== null,
    can: {
      confirm: photographer && row.status === 'pending',
      reschedule: photographer ? isActive(row) && future : clientOk,
      cancel: photographer ? isActive(row) : clientOk,
    },
    contactPhotographer: !photographer && isActive(row) && future && !clientOk,
    history: events.map((e) => ({ kind: e.kind, summary: e.summary, at: e.createdAt.toISOString() })),
  };
}

/** The appointments of /scheduling: a photographer's own, or a client's (signed in or to their email). */
export async function listBookings(
  deps: SchedulingDeps,
  viewer: Viewer,
): Promise<{ bookings: Booking[]; viewerIs: Role }> {
  const role: Role = viewer.role === 'photographer' ? 'photographer' : 'client';
  const rows =
    role === 'photographer'
      ? await listForPhotographer(deps.db, viewer.userId)
      : await listForClient(
          deps.db,
          viewer.userId,
          viewer.emailVerified ? viewer.email.trim().toLowerCase() : null,
        );
  const events = await eventsOf(
    deps.db,
    rows.map((r) => r.booking.id),
  );
  const now = clock.now();
  return {
    viewerIs: role,
    bookings: rows.map((r) =>
      toBooking(
        r.booking,
        {
          photographerName: r.photographerName,
          role: roleOf(r.booking, viewer) ?? role,
          now,
          publicUrl: deps.publicUrl,
        },
        events.filter((e) => e.bookingId === r.booking.id),
      ),
    ),
  };
}

/** The actor's part in this booking: a manage link is the client of its own booking only. */
export function roleFor(row: BookingRow, actor: Actor): Role | undefined {
  if ('viewer' in actor) return roleOf(row, actor.viewer);
  return row.id === actor.bookingId && row.manageToken === actor.manageToken ? 'client' : undefined;
}

/** The booking behind a manage link, as its actor (404 for a link that is not one). */
export async function linkActor(db: Db, token: string): Promise<LinkActor> {
  const row =
    token.length >= 32 && token.length <= 128 ? await findBookingByManageToken(db, token) : undefined;
  if (!row) throw notFound(SCHEDULING_MESSAGES.notFound);
  return { manageToken: token, bookingId: row.id };
}

export async function bookingFor(deps: SchedulingDeps, actor: Actor, id: string): Promise<Booking> {
  const row = await findBooking(deps.db, id);
  const role = row && roleFor(row, actor);
  if (!row || !role) throw notFound(SCHEDULING_MESSAGES.notFound);
  const who = await photographerName(deps.db, row.photographerId);
  return toBooking(
    row,
    { photographerName: who?.name ?? '', role, now: clock.now(), publicUrl: deps.publicUrl },
    await eventsOf(deps.db, [id]),
  );
}

/** Locks the booking and checks the actor's part in it (404 for anybody else). */
export async function lockFor(
  tx: Db,
  actor: Actor,
  id: string,
  beforeRow?: (peek: BookingRow) => Promise<void>,
): Promise<{ row: BookingRow; role: Role }> {
  const peek = await findBooking(tx, id);
  if (!peek || !roleFor(peek, actor)) throw notFound(SCHEDULING_MESSAGES.notFound);
  // The calendar first, then (for a change that touches it) the session invoice, then the row:
  // the one lock order of every booking change. A payment locks the invoice, then the booking.
  await lockCalendar(tx, peek.photographerId);
  if (beforeRow) await beforeRow(peek);
  const row = await lockBooking(tx, id);
  const role = row && roleFor(row, actor);
  if (!row || !role) throw notFound(SCHEDULING_MESSAGES.notFound);
  return { row, role };
}

/** The client's timeline names what happened to the session (booked, confirmed, moved, cancelled…). */
const TIMELINE_KIND: Record<string, ClientEventKind | null> = {
  confirmed: 'booking_confirmed',
  // The payment is on the timeline already, from invoicing.
  'deposit-paid': null,
  rescheduled: 'booking_moved',
  cancelled: 'booking_cancelled',
  released: 'booking_cancelled',
  expired: 'booking_cancelled',
};

export async function record(tx: Db, row: BookingRow, kind: string, summary: string, actor: string | null) {
  await addBookingEvent(tx, row.id, kind, summary, actor);
  if (TIMELINE_KIND[kind] === null) return;
  await recordClientEvent(tx, {
    photographerId: row.photographerId,
    ...(row.clientId ? { clientId: row.clientId } : { email: row.clientEmail }),
    kind: TIMELINE_KIND[kind] ?? 'booking',
    summary,
    meta: { bookingId: row.id },
  });
}
