import { TZDate } from '@date-fns/tz';

/**
 * THE TIME OF AWORAN (decision 255): dates and times are Africa/Lagos on both sides, whatever the
 * server's or the browser's own zone. Every calendar date is a YYYY-MM-DD string, computed as a
 * plain calendar date (UTC arithmetic, no zone); every instant is shown through the formatters
 * here (Intl, which every browser has: no date library in the pages' first view). A
 * photographer's own zone (scheduling, decision 142) is passed as `timeZone`.
 * `scripts/one-time-zone.test.ts` fails when a zone name or a date format appears elsewhere.
 */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';

const DAY_MS = 86_400_000;
const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

// ------------------------------------------------------------------ calendar dates

/** YYYY-MM-DD of an instant in Lagos (or in `timeZone`). */
export function lagosDate(at: Date = new Date(), timeZone: string = LAGOS_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** YYYY-MM of an instant in Lagos. */
export const lagosMonth = (at: Date = new Date()) => lagosDate(at).slice(0, 7);

/** A calendar date (YYYY-MM-DD) plus some days. */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from one date to another (YYYY-MM-DD each; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** The day of the week of a calendar date, Sunday 0 to Saturday 6. */
export const weekdayOf = (date: string) => new Date(utcMidnight(date)).getUTCDay();

/** YYYY-MM-DD of the first day of the month `shift` months from `date`'s. */
export function monthStart(date: string, shift = 0): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + shift;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The last day of `date`'s month. */
export const monthEnd = (date: string) => addDays(monthStart(date, 1), -1);

/** The first day of `date`'s quarter (January, April, July or October). */
export const quarterStart = (date: string) => monthStart(date, -((Number(date.slice(5, 7)) - 1) % 3));

/** 2026-04 (or 2026-04-15) → 2026-Q2. */
export const quarterOf = (month: string) =>
  `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`;

/** The days of a quarter named like 2026-Q1, first and last. */
export function quarterRange(quarter: string): { from: string; to: string } {
  const from = `${quarter.slice(0, 4)}-${String((Number(quarter.slice(6)) - 1) * 3 + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(monthStart(from, 3), -1) };
}

// ------------------------------------------------------------------ instants

/**
 * The instant a wall-clock time of a calendar date happens in Lagos (or `timeZone`):
 * `lagosInstant('2026-12-12', '10:00')` is 09:00 UTC. `time` is HH:MM or HH:MM:SS.
 */
export function lagosInstant(date: string, time = '00:00', timeZone: string = LAGOS_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h = 0, min = 0, s = 0] = time.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, h, min, s, timeZone).getTime());
}

/** The instant a Lagos calendar day starts (its midnight). */
export const lagosMidnight = (date: string) => lagosInstant(date);

// ------------------------------------------------------------------ formatting

/** "23 Nov 2026" (or "23 November 2026", `long`) for a calendar date (YYYY-MM-DD). */
export function formatDate(date: string, month: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat('en-NG', { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(utcMidnight(date)),
  );
}

/** "23 Nov 2026" (or "23 November 2026"): the Lagos day of an instant. */
export const formatLagosDay = (at: string | Date, month: 'short' | 'long' = 'short') =>
  formatDate(lagosDate(new Date(at)), month);

/** "23 Nov 2026, 14:05" (or "…, 14:05:09"): an instant as Lagos reads it, on every device. */
export function formatDateTime(at: string | Date, withSeconds = false): string {
  return new Intl.DateTimeFormat('en-NG', {
    dateStyle: 'medium',
    timeStyle: withSeconds ? 'medium' : 'short',
    timeZone: LAGOS_TIME_ZONE,
  }).format(new Date(at));
}

/** "24 Nov 2026, 10:15 WAT" (with seconds for the contract's audit certificate): Lagos, named. */
export const formatLagosDateTime = (at: string | Date, withSeconds = false) =>
  `${formatDateTime(at, withSeconds)} WAT`;

/** "10:00 WAT": a time of day as Lagos reads it. */
export function formatLagosTime(at: string | Date): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: LAGOS_TIME_ZONE,
  }).format(new Date(at));
  return `${text} WAT`;
}

/** "March 2026" (or "Mar 2026") for a month, 2026-03. */
export function monthLabel(month: string, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat('en-NG', { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month.slice(0, 7)}-01T12:00:00Z`),
  );
}
