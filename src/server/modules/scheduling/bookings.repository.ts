import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '../../../shared/scheduling.ts';
import type { Db } from '../../db/client.ts';
import { bookingEvents, bookings, users } from '../../db/schema/index.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type BookingEventRow = typeof bookingEvents.$inferSelect;

const active = inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]);

export async function insertBooking(db: Db, values: NewBooking): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  return row!;
}

export async function findBooking(db: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** The booking of a client's manage link (decision 206). */
export async function findBookingByManageToken(db: Db, token: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.manageToken, token));
  return row;
}

export async function bookingOfInvoice(db: Db, invoiceId: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.invoiceId, invoiceId));
  return row;
}

/** The booking, locked until the transaction ends (a confirm and a cancel at once: one waits). */
export async function lockBooking(db: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

export async function updateBooking(db: Db, id: string, values: Partial<NewBooking>): Promise<BookingRow> {
  const [row] = await db
    .update(bookings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(bookings.id, id))
    .returning();
  return row!;
}

/** The time active bookings take in [from, until), as epoch ms; one booking may be left out. */
export async function busyRanges(
  db: Db,
  photographerId: string,
  from: Date,
  until: Date,
  excludeId?: string,
): Promise<{ from: number; until: number }[]> {
  // Written as the EXCLUDE constraint's own index is (decision 140: photographer_id =, the
  // tstzrange &&, the literal active statuses of its WHERE), so the planner reads the few ranges
  // of these days from that GiST index instead of every booking the photographer ever had.
  const rows = await db
    .select({ from: bookings.blockedFrom, until: bookings.blockedUntil, id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.photographerId, photographerId),
        sql`${bookings.status} IN ('pending', 'confirmed')`,
        sql`tstzrange(${bookings.blockedFrom}, ${bookings.blockedUntil}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${until.toISOString()}::timestamptz, '[)')`,
      ),
    );
  return rows
    .filter((r) => r.id !== excludeId)
    .map((r) => ({ from: r.from.getTime(), until: r.until.getTime() }));
}

export interface BookingWithPhotographer {
  booking: BookingRow;
  photographerName: string;
}

const withPhotographer = {
  booking: bookings,
  photographerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
};

export async function listForPhotographer(
  db: Db,
  photographerId: string,
): Promise<BookingWithPhotographer[]> {
  return db
    .select(withPhotographer)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.photographerId))
    .where(eq(bookings.photographerId, photographerId))
    .orderBy(desc(bookings.startsAt))
    .limit(500);
}

/** A client's bookings: made while signed in, or to their verified email. */
export async function listForClient(
  db: Db,
  userId: string,
  verifiedEmail: string | null,
): Promise<BookingWithPhotographer[]> {
  return db
    .select(withPhotographer)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.photographerId))
    .where(
      or(
        eq(bookings.customerUserId, userId),
        verifiedEmail ? eq(bookings.clientEmail, verifiedEmail) : undefined,
      ),
    )
    .orderBy(desc(bookings.startsAt))
    .limit(500);
}

export async function photographerName(
  db: Db,
  photographerId: string,
): Promise<{ name: string; email: string } | undefined> {
  const [row] = await db
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`, email: users.email })
    .from(users)
    .where(eq(users.id, photographerId));
  return row;
}

export async function addBookingEvent(
  db: Db,
  bookingId: string,
  kind: string,
  summary: string,
  actorUserId: string | null,
): Promise<void> {
  await db.insert(bookingEvents).values({ bookingId, kind, summary, actorUserId });
}

export async function eventsOf(db: Db, bookingIds: string[]): Promise<BookingEventRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(bookingEvents)
    .where(inArray(bookingEvents.bookingId, bookingIds))
    .orderBy(asc(bookingEvents.createdAt));
}

/** Confirmed sessions that have ended become Completed (they no longer take calendar time). */
export async function completeEnded(db: Db, now: Date): Promise<BookingRow[]> {
  return db
    .update(bookings)
    .set({ status: 'completed', updatedAt: now })
    .where(and(eq(bookings.status, 'confirmed'), lt(bookings.endsAt, now)))
    .returning();
}

/** Pending deposit holds whose time ran out. */
export async function expiredHolds(db: Db, now: Date, photographerId?: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'pending'),
        isNotNull(bookings.holdExpiresAt),
        lt(bookings.holdExpiresAt, now),
        photographerId ? eq(bookings.photographerId, photographerId) : undefined,
      ),
    );
}

/**
 * Requests nobody confirmed by their start (decision 163): pending, no deposit asked (no hold,
 * no money), the session's start reached.
 */
export async function unconfirmedStarted(db: Db, now: Date): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'pending'),
        isNull(bookings.holdExpiresAt),
        eq(bookings.depositKobo, 0),
        lte(bookings.startsAt, now),
      ),
    );
}

/** Confirmed bookings starting within (now, now + hours]: candidates for that reminder. */
export async function startingWithin(db: Db, now: Date, hours: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gt(bookings.startsAt, now),
        lt(bookings.startsAt, new Date(now.getTime() + hours * 3_600_000)),
        sql`not (${hours} = any(${bookings.remindersSent}))`,
      ),
    );
}

/** Active bookings of a photographer for the calendar feed (recent past and all future). */
export async function feedBookings(db: Db, photographerId: string, since: Date): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.photographerId, photographerId), active, gt(bookings.endsAt, since)))
    .orderBy(asc(bookings.startsAt))
    .limit(2000);
}

/** Bookings of a photographer's client (for the deletion guard and the share card). */
export async function bookingsOfClient(
  db: Db,
  photographerId: string,
  clientId: string,
  email: string,
): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.photographerId, photographerId),
        or(eq(bookings.clientId, clientId), eq(bookings.clientEmail, email)),
      ),
    );
}
