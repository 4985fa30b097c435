import { lagosDate } from '@shared/lagos-time';
import type { Booking } from '@shared/scheduling';

/** A booking's calendar date (YYYY-MM-DD) in its own time zone. */
export const dateOfBooking = (b: Pick<Booking, 'startsAt' | 'timeZone'>) =>
  lagosDate(new Date(b.startsAt), b.timeZone);

export interface AgendaDay {
  date: string;
  bookings: Booking[];
}

/**
 * The agenda: sessions by date. Coming ones first, soonest first (today's at the top), then
 * the ones that have ended, most recent first. A session is "coming" until it ends.
 */
export function agendaOf(
  bookings: readonly Booking[],
  now: Date,
): { coming: AgendaDay[]; past: AgendaDay[] } {
  const ends = (b: Booking) => new Date(b.endsAt).getTime();
  const starts = (b: Booking) => new Date(b.startsAt).getTime();
  const coming = bookings.filter((b) => ends(b) > now.getTime()).sort((a, b) => starts(a) - starts(b));
  const past = bookings.filter((b) => ends(b) <= now.getTime()).sort((a, b) => starts(b) - starts(a));
  return { coming: byDay(coming), past: byDay(past) };
}

function byDay(sorted: Booking[]): AgendaDay[] {
  const days: AgendaDay[] = [];
  for (const b of sorted) {
    const date = dateOfBooking(b);
    const last = days.at(-1);
    if (last?.date === date) last.bookings.push(b);
    else days.push({ date, bookings: [b] });
  }
  return days;
}

/** The weeks of a month, Monday first: each a row of 7 dates (YYYY-MM-DD), null outside the month. */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++)
    cells.push(`${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

const DAY_HEADING = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "Saturday 12 December 2026" for a YYYY-MM-DD date. */
export const dayHeading = (date: string) => DAY_HEADING.format(new Date(`${date}T00:00:00Z`));
