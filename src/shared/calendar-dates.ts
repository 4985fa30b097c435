import { z } from 'zod';

/**
 * THE DATE RULES (decision 210): every date (YYYY-MM-DD) and every date-time a person sends goes
 * through `calendarDate()` or `calendarDateTime()`. A date must be one the calendar has
 * (2026-02-30 and 2026-13-01 are not) in the years 1900 to 2199: nothing Aworan keeps (a
 * session, an invoice, a gallery's expiry, a payment) is older or further away, and dates past
 * the edges of what PostgreSQL and JavaScript compute with (year 0, 9999 plus a few days)
 * answered 500 where a person deserves a field error.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2199;

export const DATE_MESSAGES = {
  date: 'Enter a real date, like 2026-11-23',
  dateTime: 'Enter a real date and time, like 2026-11-23T10:00:00+01:00',
  range: `Choose a date between ${FIRST_YEAR} and ${LAST_YEAR}`,
} as const;

/** Whether the text starts with a year Aworan accepts (the rest was checked by the format). */
export function inYearRange(text: string): boolean {
  const year = Number(text.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** A real calendar date, YYYY-MM-DD, in the accepted years; `message` names a wrong format. */
export const calendarDate = (message: string = DATE_MESSAGES.date) =>
  z.iso.date({ message, abort: true }).refine(inYearRange, DATE_MESSAGES.range);

/** An ISO date-time with its offset (…Z or …+01:00), a real one, in the accepted years. */
export const calendarDateTime = (message: string = DATE_MESSAGES.dateTime) =>
  z.iso.datetime({ offset: true, message, abort: true }).refine((text) => {
    const at = new Date(text);
    return inYearRange(text) && !Number.isNaN(at.getTime()) && inYearRange(at.toISOString());
  }, DATE_MESSAGES.range);
