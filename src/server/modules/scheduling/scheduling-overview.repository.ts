import { and, asc, eq, gt, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';

const columns = {
  id: bookings.id,
  type: bookings.typeName,
  clientName: bookings.clientName,
  startsAt: bookings.startsAt,
  status: bookings.status,
  /** Every row that matched, whatever the limit (one query for the list and its count). */
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

/** The photographer's bookings matching `where`, earliest first, with their total. */
const sessionsWhere = (db: Db, photographerId: string, where: SQL[], limit: number) =>
  db
    .select(columns)
    .from(bookings)
    .where(and(eq(bookings.photographerId, photographerId), ...where))
    .orderBy(asc(bookings.startsAt))
    .limit(limit);

/** A photographer's pending and confirmed sessions starting in [from, to), earliest first. */
export function activeSessionsBetween(db: Db, photographerId: string, from: Date, to: Date, limit: number) {
  return sessionsWhere(
    db,
    photographerId,
    [
      inArray(bookings.status, ['pending', 'confirmed']),
      gte(bookings.startsAt, from),
      lt(bookings.startsAt, to),
    ],
    limit,
  );
}

/**
 * Requests the photographer has to confirm: pending, still ahead, and not held for a deposit
 * (those wait for the client's payment, not for the photographer).
 */
export function pendingRequests(db: Db, photographerId: string, now: Date, limit: number) {
  return sessionsWhere(
    db,
    photographerId,
    [eq(bookings.status, 'pending'), isNull(bookings.holdExpiresAt), gt(bookings.startsAt, now)],
    limit,
  );
}
