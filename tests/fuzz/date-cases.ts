import fc from 'fast-check';
import type { JsonSchema } from './schema-arbitrary.ts';

/**
 * Dates a careless or hostile client sends where a date goes (decision 210): days the calendar
 * does not have, years outside 1900–2199 (year 0, 9999), and the accepted edges. The refused
 * ones must get a 4xx, the edges anything but a 5xx.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A day past the end of its month (2026-02-30, 2025-02-29, 2026-04-31…), any year. */
const dayTheMonthLacks = fc
  .record({ year: fc.integer({ min: 1900, max: 2199 }), month: fc.integer({ min: 1, max: 12 }) })
  .filter(({ year, month }) => daysIn(year, month) < 31)
  .chain(({ year, month }) =>
    fc
      .integer({ min: daysIn(year, month) + 1, max: 31 })
      .map((day) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`),
  );

/** A real day in a year outside 1900–2199. */
const yearOutOfRange = fc
  .record({
    year: fc.oneof(fc.integer({ min: 0, max: 1899 }), fc.integer({ min: 2200, max: 9999 })),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`);

/** The probe's own values, always sent, then generated ones. */
const NAMED_REFUSED_DATES = [
  '0000-01-01',
  '2026-02-30',
  '9999-12-31',
  '2026-13-01',
  '2026-00-10',
  '1899-12-31',
  '2200-01-01',
];
export const EDGE_DATES = ['1900-01-01', '2199-12-31', '2028-02-29'];

const time = fc
  .record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) })
  .map(({ h, m }) => `T${pad(h)}:${pad(m)}:00`);
const offset = fc.constantFrom('Z', '+01:00', '-05:00');

export function refusedDates(seed: number, count: number): string[] {
  const generated = fc.sample(fc.oneof(dayTheMonthLacks, yearOutOfRange), { seed, numRuns: count });
  return [...NAMED_REFUSED_DATES, ...generated];
}

export function refusedDateTimes(seed: number, count: number): string[] {
  const named = [
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '2026-02-30T10:00:00+01:00',
    '2026-06-01T24:00:00Z',
  ];
  const generated = fc.sample(
    fc
      .tuple(fc.oneof(dayTheMonthLacks, yearOutOfRange), time, offset)
      .map(([day, at, zone]) => `${day}${at}${zone}`),
    { seed, numRuns: count },
  );
  return [...named, ...generated];
}

export const EDGE_DATE_TIMES = ['1900-01-01T00:00:00Z', '2199-12-31T10:00:00+01:00', '2028-02-29T09:30:00Z'];

export type DateKind = 'date' | 'date-time';

/** Whether a schema is a date or a date-time field: by its format, or by a date-shaped pattern. */
export function dateKindOf(schema: JsonSchema): DateKind | undefined {
  if (schema.format === 'date-time') return 'date-time';
  if (schema.format === 'date') return 'date';
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}'))
    return schema.pattern.includes('T') ? 'date-time' : 'date';
  return undefined;
}
