import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKLY_HOURS } from '../../../shared/scheduling.ts';
import { computeSlots, instantOf, localOf, type SlotRequest } from './slots.ts';

const HOUR = 3_600_000;
// Monday 7 December 2026, 08:00 in Lagos (07:00 UTC).
const now = new Date('2026-12-07T07:00:00Z');
const base = (over: Partial<SlotRequest> = {}): SlotRequest => ({
  rules: {
    timeZone: 'Africa/Lagos',
    weeklyHours: DEFAULT_WEEKLY_HOURS,
    slotMinutes: 60,
    minNoticeHours: 0,
    horizonDays: 180,
  },
  overrides: new Map(),
  busy: [],
  durationMinutes: 60,
  bufferMinutes: 0,
  fromDate: '2026-12-08',
  toDate: '2026-12-08',
  now,
  ...over,
});

describe('slots', () => {
  it('offers the spec nine hourly starts, 9:00 AM to 5:00 PM Lagos time, as UTC instants', () => {
    const slots = computeSlots(base());
    expect(slots.map((s) => s.time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    // Lagos is UTC+1 all year: 9:00 AM there is 08:00Z.
    expect(slots[0]!.startsAt.toISOString()).toBe('2026-12-08T08:00:00.000Z');
  });

  it('offers nothing at the weekend by default', () => {
    expect(computeSlots(base({ fromDate: '2026-12-12', toDate: '2026-12-13' }))).toEqual([]);
  });

  it('a date override replaces the week: other hours, or a day off', () => {
    const overrides = new Map([
      ['2026-12-08', [{ start: '13:00', end: '15:00' }]],
      ['2026-12-09', []],
      ['2026-12-12', [{ start: '10:00', end: '10:00' }]],
    ]);
    const slots = computeSlots(base({ overrides, fromDate: '2026-12-08', toDate: '2026-12-12' }));
    const byDate = (d: string) => slots.filter((s) => s.date === d).map((s) => s.time);
    expect(byDate('2026-12-08')).toEqual(['13:00', '14:00', '15:00']);
    expect(byDate('2026-12-09')).toEqual([]);
    expect(byDate('2026-12-10')).toHaveLength(9);
    expect(byDate('2026-12-12')).toEqual(['10:00']);
  });

  it('minimum notice removes the starts too soon; the horizon the ones too far', () => {
    // 24 h notice from Monday 08:00: Tuesday 08:00 Lagos is the earliest, so all of Tuesday stays;
    // 26 h notice drops Tuesday 9:00 (25 h) and keeps 10:00 (26 h).
    expect(computeSlots(base({ rules: { ...base().rules, minNoticeHours: 26 } }))[0]!.time).toBe('10:00');
    expect(computeSlots(base({ fromDate: '2026-12-07', toDate: '2026-12-07' })).map((s) => s.time)[0]).toBe(
      '09:00',
    );
    expect(
      computeSlots(
        base({ rules: { ...base().rules, horizonDays: 1 }, fromDate: '2026-12-09', toDate: '2026-12-09' }),
      ),
    ).toEqual([]);
  });

  it('a booking and its buffer take their time; a session that does not fit before it is not offered', () => {
    const at = instantOf('2026-12-08', 12 * 60, 'Africa/Lagos').getTime();
    // 12:00–13:00 with a 30-minute buffer after: busy until 13:30.
    const busy = [{ from: at, until: at + 1.5 * HOUR }];
    const portrait = computeSlots(base({ busy })).map((s) => s.time);
    expect(portrait).toEqual(['09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00']);
    // A 2-hour family session from 11:00 would run into 12:00; from 10:00 it ends exactly then.
    const family = computeSlots(base({ busy, durationMinutes: 120 })).map((s) => s.time);
    expect(family).toEqual(['09:00', '10:00', '14:00', '15:00', '16:00', '17:00']);
    // Its own buffer counts too: 10:00 + 2 h + 30 min buffer reaches into 12:00.
    const buffered = computeSlots(base({ busy, durationMinutes: 120, bufferMinutes: 30 })).map((s) => s.time);
    expect(buffered).toEqual(['09:00', '14:00', '15:00', '16:00', '17:00']);
  });

  it('never offers a time already past, even to the photographer', () => {
    const slots = computeSlots(
      base({
        fromDate: '2026-12-07',
        toDate: '2026-12-07',
        now: new Date('2026-12-07T10:30:00Z'),
        ignoreNotice: true,
      }),
    );
    expect(slots[0]!.time).toBe('12:00');
  });

  it('converts both ways in a zone with daylight saving', () => {
    const at = instantOf('2026-07-01', 9 * 60, 'Europe/London');
    expect(at.toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(localOf(at, 'Europe/London')).toEqual({ date: '2026-07-01', time: '09:00' });
    expect(localOf(at, 'Africa/Lagos')).toEqual({ date: '2026-07-01', time: '09:00' });
    // The day the clocks go forward in London: 9:00 AM is already summer time (08:00Z).
    const spring = computeSlots(
      base({
        rules: { ...base().rules, timeZone: 'Europe/London' },
        overrides: new Map([['2027-03-28', [{ start: '09:00', end: '09:00' }]]]),
        fromDate: '2027-03-28',
        toDate: '2027-03-28',
      }),
    );
    expect(spring.map((s) => s.startsAt.toISOString())).toEqual(['2027-03-28T08:00:00.000Z']);
  });
});
