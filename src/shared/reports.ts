import { z } from 'zod';
import { addDays, daysBetween, lagosDate, monthEnd, monthStart, quarterStart } from './lagos-time.ts';
import { safeText } from './text.ts';

/**
 * Reports (/reports for photographers, the platform's figures for super admins): the API paths,
 * the date range every report takes, its presets, and the months and quarters a range covers.
 * Every date is a calendar day in Africa/Lagos; a month starts at Lagos midnight (decision 230).
 */

const REPORTS = '/api/reports';
export const REPORTS_API = {
  income: `${REPORTS}/income`,
  owed: `${REPORTS}/owed`,
  owedInvoices: `${REPORTS}/owed/invoices`,
  vat: `${REPORTS}/vat`,
  vatInvoices: `${REPORTS}/vat/invoices`,
  fees: `${REPORTS}/fees`,
  sales: `${REPORTS}/sales`,
  bookings: `${REPORTS}/bookings`,
  galleries: `${REPORTS}/galleries`,
  glance: `${REPORTS}/glance`,
  statement: `${REPORTS}/statement.pdf`,
  platform: '/api/admin/reports/platform',
  /** Each report's CSV: its address with `.csv`, the same query. */
  csv: (path: string) => `${path}.csv`,
} as const;

export const RANGE_MESSAGES = {
  date: 'Enter a valid date',
  order: 'The start date must be on or before the end date',
  tooLong: 'Choose a range of at most five years',
  quarter: 'Choose a quarter such as 2026-Q1',
} as const;

/** The longest range a report covers: five years of months stays a readable chart and a fast query. */
export const MAX_RANGE_DAYS = 5 * 366;

const day = z.iso.date(RANGE_MESSAGES.date);

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both days included, in Lagos. */
export const reportRangeSchema = z
  .object({ from: day, to: day })
  .refine((r) => r.from <= r.to, { message: RANGE_MESSAGES.order, path: ['to'] })
  .refine((r) => daysBetween(r.from, r.to) <= MAX_RANGE_DAYS, {
    message: RANGE_MESSAGES.tooLong,
    path: ['from'],
  });
export type ReportRange = z.infer<typeof reportRangeSchema>;

export const RANGE_PRESETS = [
  'this-month',
  'last-month',
  'this-quarter',
  'last-quarter',
  'this-year',
  'last-12-months',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const RANGE_PRESET_LABELS: Record<RangePreset, string> = {
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-quarter': 'This quarter',
  'last-quarter': 'Last quarter',
  'this-year': 'This year',
  'last-12-months': 'Last 12 months',
};

/** A preset as days, from today in Lagos (`today` for tests). */
export function presetRange(preset: RangePreset, today: string = lagosDate()): ReportRange {
  const quarter = quarterStart(today);
  switch (preset) {
    case 'this-month':
      return { from: monthStart(today), to: today };
    case 'last-month':
      return { from: monthStart(today, -1), to: monthEnd(monthStart(today, -1)) };
    case 'this-quarter':
      return { from: quarter, to: today };
    case 'last-quarter':
      return { from: monthStart(quarter, -3), to: addDays(quarter, -1) };
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'last-12-months':
      return { from: monthStart(today, -11), to: today };
  }
}

/** The months (YYYY-MM) a range touches, oldest first. */
export function monthsOf(range: ReportRange): string[] {
  const months: string[] = [];
  for (let m = monthStart(range.from); m <= range.to; m = monthStart(m, 1)) months.push(m.slice(0, 7));
  return months;
}

/** `?quarter=2026-Q1` (the statement; its days are `quarterRange` in lagos-time.ts). */
export const quarterQuerySchema = z.object({
  quarter: safeText().regex(/^\d{4}-Q[1-4]$/, RANGE_MESSAGES.quarter),
});
