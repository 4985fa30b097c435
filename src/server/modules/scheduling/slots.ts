import { TZDate } from '@date-fns/tz';
import { type HoursSpan, minutesOf, type WeeklyHours } from '../../../shared/scheduling.ts';

/**
 * THE SLOT ALGORITHM (decision 141), pure so it is tested without a database:
 *
 *   for each day of the photographer's calendar (their time zone) in the range,
 *     the day's spans of start times = the date's override if any (none: a day off), else the week's;
 *     candidate starts every `slotMinutes` from each span's start to its end (inclusive);
 *   a candidate is offered when
 *     it is at least `minNoticeHours` after now and no more than `horizonDays` ahead, and
 *     the time it would take, [start, start + duration + buffer), overlaps no busy range
 *     (active bookings, each already [start, end + its buffer)).
 *
 * Exactly the test the database's EXCLUDE constraint applies, so an offered slot is one the
 * database accepts unless somebody takes it first. Wall-clock times become instants with
 * @date-fns/tz (Africa/Lagos by default, any IANA zone), so DST zones work too.
 */
export interface SlotRules {
  timeZone: string;
  weeklyHours: WeeklyHours;
  slotMinutes: number;
  minNoticeHours: number;
  horizonDays: number;
}

export interface BusyRange {
  from: number;
  until: number;
}

export interface SlotRequest {
  rules: SlotRules;
  /** Overrides by local date (YYYY-MM-DD); an empty list is a day off. */
  overrides: ReadonlyMap<string, HoursSpan[]>;
  /** Busy ranges in epoch milliseconds, any order. */
  busy: BusyRange[];
  durationMinutes: number;
  bufferMinutes: number;
  /** Local dates, inclusive. */
  fromDate: string;
  toDate: string;
  now: Date;
  /** The photographer booking for a client is not held to the notice and horizon. */
  ignoreNotice?: boolean;
}

export interface ComputedSlot {
  startsAt: Date;
  date: string;
  time: string;
}

const MINUTE = 60_000;
const DAY_MS = 86_400_000;
/** At most this many days per request (a month view plus a little). */
export const MAX_SLOT_DAYS = 62;

/** The local dates from `from` to `to` inclusive (calendar arithmetic in UTC: no zone involved). */
export function datesBetween(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const out: string[] = [];
  for (let t = start; t <= end && out.length < MAX_SLOT_DAYS; t += DAY_MS)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** The instant of a wall-clock time on a local date in a zone. */
export function instantOf(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, timeZone).getTime());
}

/** The local date and clock time ("2026-12-12", "10:00") of an instant in a zone. */
export function localOf(at: Date, timeZone: string): { date: string; time: string } {
  const z = new TZDate(at.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`,
    time: `${pad(z.getHours())}:${pad(z.getMinutes())}`,
  };
}

/** Sorted by start; `overlaps` then looks at the few ranges that start before the candidate ends. */
function sortedBusy(busy: BusyRange[]): BusyRange[] {
  return [...busy].sort((a, b) => a.from - b.from);
}

function overlaps(sorted: BusyRange[], from: number, until: number): boolean {
  // First range starting at or after `until`: none from there on can overlap.
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.from < until) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo - 1; i >= 0; i--) {
    if (sorted[i]!.until > from) return true;
    // Ranges are short (a day at most): stop once they start a day before the candidate.
    if (sorted[i]!.from < from - 2 * DAY_MS) break;
  }
  return false;
}

export function computeSlots(req: SlotRequest): ComputedSlot[] {
  const { rules } = req;
  const busy = sortedBusy(req.busy);
  const earliest = req.ignoreNotice ? -Infinity : req.now.getTime() + rules.minNoticeHours * 60 * MINUTE;
  const latest = req.ignoreNotice ? Infinity : req.now.getTime() + rules.horizonDays * DAY_MS;
  const takes = (req.durationMinutes + req.bufferMinutes) * MINUTE;
  const step = Math.max(5, rules.slotMinutes);
  const slots: ComputedSlot[] = [];
  for (const date of datesBetween(req.fromDate, req.toDate)) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const spans = req.overrides.get(date) ?? rules.weeklyHours[weekday] ?? [];
    const starts = new Set<number>();
    for (const span of spans) {
      for (let m = minutesOf(span.start); m <= minutesOf(span.end); m += step) starts.add(m);
    }
    if (starts.size === 0) continue;
    // Two zone look-ups a day instead of one per start: when the day has no clock change
    // (always in Lagos), every start is midnight's instant plus its minutes.
    const midnight = instantOf(date, 0, rules.timeZone).getTime();
    const lastMinute = instantOf(date, 23 * 60 + 59, rules.timeZone).getTime();
    const steady = lastMinute - midnight === (23 * 60 + 59) * MINUTE;
    for (const m of [...starts].sort((a, b) => a - b)) {
      const at = steady ? new Date(midnight + m * MINUTE) : instantOf(date, m, rules.timeZone);
      const t = at.getTime();
      if (t < earliest || t > latest || t < req.now.getTime()) continue;
      if (overlaps(busy, t, t + takes)) continue;
      const pad = (n: number) => String(n).padStart(2, '0');
      slots.push({ startsAt: at, date, time: `${pad(Math.floor(m / 60))}:${pad(m % 60)}` });
    }
  }
  return slots;
}
