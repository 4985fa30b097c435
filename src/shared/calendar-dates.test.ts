import { describe, expect, it } from 'vitest';
import { calendarDate, calendarDateTime, DATE_MESSAGES } from './calendar-dates.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues.map((i) => i.message);

describe('the date rules', () => {
  it('takes real calendar dates from 1900 to 2199, leap days included', () => {
    for (const date of ['1900-01-01', '2026-11-23', '2028-02-29', '2000-02-29', '2199-12-31'])
      expect(calendarDate().safeParse(date).success, date).toBe(true);
  });

  it('refuses days the calendar does not have with one clear message', () => {
    for (const date of [
      '2026-02-30',
      '2025-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-5',
      'soon',
    ])
      expect(messageOf(calendarDate().safeParse(date)), date).toEqual([DATE_MESSAGES.date]);
  });

  it('refuses years outside 1900–2199', () => {
    for (const date of ['0000-01-01', '1899-12-31', '2200-01-01', '9999-12-31'])
      expect(messageOf(calendarDate().safeParse(date)), date).toEqual([DATE_MESSAGES.range]);
  });

  it('names a wrong format in the field’s own words when given', () => {
    expect(messageOf(calendarDate('Pick a day').safeParse('tomorrow'))).toEqual(['Pick a day']);
  });

  it('takes date-times with an offset, in range once in UTC too', () => {
    for (const at of ['2026-11-23T10:00:00+01:00', '2026-11-23T09:00:00Z', '1900-01-01T00:00:00Z'])
      expect(calendarDateTime().safeParse(at).success, at).toBe(true);
    for (const at of ['9999-12-31T10:00:00Z', '0000-01-01T00:00:00Z', '2199-12-31T23:00:00-05:00'])
      expect(messageOf(calendarDateTime().safeParse(at)), at).toEqual([DATE_MESSAGES.range]);
    for (const at of ['2026-02-30T10:00:00Z', '2026-11-23T24:00:00Z', '2026-11-23T10:00:00', 'now'])
      expect(messageOf(calendarDateTime().safeParse(at)), at).toEqual([DATE_MESSAGES.dateTime]);
  });
});
