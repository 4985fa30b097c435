import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  daysBetween,
  formatDate,
  formatDateTime,
  formatLagosDateTime,
  formatLagosDay,
  formatLagosTime,
  LAGOS_TIME_ZONE,
  lagosDate,
  lagosInstant,
  lagosMidnight,
  lagosMonth,
  monthEnd,
  monthLabel,
  monthStart,
  quarterOf,
  quarterRange,
  quarterStart,
  weekdayOf,
} from './lagos-time.ts';

// The device (or server) reading these is in New York, five hours behind Lagos in December:
// what it shows must still be Lagos's day and time.
beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('Lagos time on a device in another zone', () => {
  it('really runs in New York (so the checks below can fail)', () => {
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
    expect(new Date('2026-12-12T23:30:00Z').getHours()).toBe(18);
  });

  it('gives the Lagos day and time of an instant', () => {
    // 23:30 UTC on the 12th is 18:30 on the 12th in New York and 00:30 on the 13th in Lagos.
    const late = new Date('2026-12-12T23:30:00Z');
    expect(lagosDate(late)).toBe('2026-12-13');
    expect(lagosMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01');
    expect(formatLagosDay(late)).toBe('13 Dec 2026');
    expect(formatDateTime(late)).toBe('13 Dec 2026, 00:30');
    expect(formatDateTime('2026-06-01T09:15:00Z')).toBe('1 Jun 2026, 10:15');
    expect(formatDateTime('2026-12-12T23:30:05Z', true)).toBe('13 Dec 2026, 00:30:05');
    expect(formatLagosDay(late, 'long')).toBe('13 December 2026');
    expect(formatLagosDateTime(late)).toBe('13 Dec 2026, 00:30 WAT');
    expect(formatLagosDateTime('2026-12-12T23:30:05Z', true)).toBe('13 Dec 2026, 00:30:05 WAT');
    expect(formatLagosTime(late)).toBe('00:30 WAT');
  });

  it('shows a photographer in another zone their own wall clock', () => {
    const late = new Date('2026-12-12T23:30:00Z');
    expect(lagosDate(late, 'Europe/London')).toBe('2026-12-12');
    expect(lagosDate(late, 'Asia/Tokyo')).toBe('2026-12-13');
  });

  it('turns a Lagos wall clock into its instant', () => {
    expect(lagosMidnight('2026-12-13').toISOString()).toBe('2026-12-12T23:00:00.000Z');
    expect(lagosInstant('2026-12-12', '10:00').toISOString()).toBe('2026-12-12T09:00:00.000Z');
    expect(lagosInstant('2026-05-01', '14:03:22').toISOString()).toBe('2026-05-01T13:03:22.000Z');
    expect(lagosInstant('2026-07-01', '10:00', 'Europe/London').toISOString()).toBe(
      '2026-07-01T09:00:00.000Z',
    );
  });

  it('writes calendar dates the same everywhere', () => {
    expect(formatDate('2026-11-23')).toBe('23 Nov 2026');
    expect(formatDate('2025-01-15', 'long')).toBe('15 January 2025');
    expect(monthLabel('2026-03')).toBe('March 2026');
    expect(monthLabel('2026-03', 'short')).toBe('Mar 2026');
  });
});

describe('calendar arithmetic', () => {
  it('adds and counts days across months and years', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-25', '2027-02-23')).toBe(90);
    expect(daysBetween('2026-11-25', '2026-11-20')).toBe(-5);
    expect(weekdayOf('2026-12-13')).toBe(0);
    expect(weekdayOf('2026-12-12')).toBe(6);
  });

  it('knows the months and quarters', () => {
    expect(monthStart('2026-11-23')).toBe('2026-11-01');
    expect(monthStart('2026-01-10', -1)).toBe('2025-12-01');
    expect(monthStart('2026-11-23', 3)).toBe('2027-02-01');
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
    expect(quarterStart('2026-11-23')).toBe('2026-10-01');
    expect(quarterStart('2026-03-31')).toBe('2026-01-01');
    expect(quarterOf('2026-04')).toBe('2026-Q2');
    expect(quarterRange('2026-Q4')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });

  it('names the zone once', () => {
    expect(LAGOS_TIME_ZONE).toBe('Africa/Lagos');
  });
});
