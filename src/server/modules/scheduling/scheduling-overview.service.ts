import { addDays, lagosDate, lagosMidnight, weekdayOf } from '../../../shared/lagos-time.ts';
import { type OverviewList, type OverviewSession, overviewListOf } from '../../../shared/studio.ts';
import type { Db } from '../../db/client.ts';
import { activeSessionsBetween, pendingRequests } from './scheduling-overview.repository.ts';

type Row = Awaited<ReturnType<typeof pendingRequests>>[number];

function listOf(rows: Row[]): OverviewList<OverviewSession> {
  return overviewListOf(rows, (row) => ({
    id: row.id,
    type: row.type,
    clientName: row.clientName,
    startsAt: row.startsAt.toISOString(),
    status: row.status === 'confirmed' ? 'confirmed' : 'pending',
  }));
}

/**
 * The studio overview's sessions, in Lagos days: today's, the rest of this week's (to the end
 * of Sunday), and the requests waiting for the photographer's confirmation.
 */
export async function sessionsOverview(db: Db, photographerId: string, now: Date, limit: number) {
  const today = lagosDate(now);
  const weekday = weekdayOf(today);
  const tomorrow = addDays(today, 1);
  const afterSunday = addDays(today, weekday === 0 ? 1 : 8 - weekday);
  const [sessionsToday, laterThisWeek, toConfirm] = await Promise.all([
    activeSessionsBetween(db, photographerId, lagosMidnight(today), lagosMidnight(tomorrow), limit),
    activeSessionsBetween(db, photographerId, lagosMidnight(tomorrow), lagosMidnight(afterSunday), limit),
    pendingRequests(db, photographerId, now, limit),
  ]);
  return {
    today,
    sessionsToday: listOf(sessionsToday),
    sessionsLaterThisWeek: listOf(laterThisWeek),
    bookingsToConfirm: listOf(toConfirm),
  };
}
