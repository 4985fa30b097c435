import { z } from 'zod';
import { calendarDate, calendarDateTime } from './calendar-dates.ts';
import { INVALID_PHONE, normalisePhone } from './clients.ts';
import { LAGOS_TIME_ZONE } from './lagos-time.ts';
import { PHOTOGRAPHER_CATEGORIES } from './marketplace-terms.ts';
import { BOOKING_STATUSES, SCHEDULING_MESSAGES } from './scheduling-terms.ts';
import { safeText } from './text.ts';

export * from './scheduling-terms.ts';

/**
 * Scheduling (/scheduling, public booking from a profile): the schemas both sides share, the
 * spec's messages and constants. Instants travel as ISO strings in UTC; dates and clock times
 * ("2026-12-12", "09:00") are the photographer's wall clock in their time zone.
 */

/** The spec's four session types, in naira (architecture note §4). */
export const DEFAULT_SESSION_TYPES = [
  { name: 'Portrait Session', durationMinutes: 60, priceKobo: 1_500_000, category: 'portrait' },
  { name: 'Family Session', durationMinutes: 120, priceKobo: 2_000_000, category: 'family' },
  { name: 'Event Coverage', durationMinutes: 240, priceKobo: 10_000_000, category: 'events' },
  { name: 'Wedding Package', durationMinutes: 480, priceKobo: 25_000_000, category: 'wedding' },
] as const;

/** Days of the week, 0 = Sunday (as Date#getDay). */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/**
 * A photographer may book (or move) a session past their booking window, the horizon their
 * clients are held to, once they confirm it in the form (decision 214).
 */
export const beyondHorizonMessage = (days: number) =>
  `This date is more than ${days} days ahead, past your booking window. Tick "Book past my booking window" to book it anyway.`;

/** Whether a start lies past the booking window of `horizonDays` days from `now`. */
export function isBeyondHorizon(startsAt: string | Date, horizonDays: number, now: Date): boolean {
  return new Date(startsAt).getTime() > now.getTime() + horizonDays * 86_400_000;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = safeText().regex(HHMM, 'Use a time like 09:00');
export const dateString = calendarDate();

/** Minutes after midnight of "HH:MM". */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A span of start times on one day: sessions may start from `start` to `end`, inclusive. */
export const hoursSpanSchema = z
  .object({ start: clock, end: clock })
  .refine((s) => minutesOf(s.start) <= minutesOf(s.end), {
    message: 'The end must not be before the start',
    path: ['end'],
  });
export type HoursSpan = z.infer<typeof hoursSpanSchema>;

/** Weekly hours: seven lists (Sunday first), each a few spans of start times. */
export const weeklyHoursSchema = z.array(z.array(hoursSpanSchema).max(4)).length(7);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** Default: Monday to Friday, starts hourly from 9:00 AM to 5:00 PM (the spec's nine slots). */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = [0, 1, 2, 3, 4, 5, 6].map((d) =>
  d >= 1 && d <= 5 ? [{ start: '09:00', end: '17:00' }] : [],
);

export const TIME_ZONES = [
  LAGOS_TIME_ZONE,
  'Africa/Accra',
  'Europe/London',
  'America/New_York',
  'UTC',
] as const;

export const availabilityInputSchema = z.object({
  timeZone: z.enum(TIME_ZONES, 'Choose a time zone'),
  weeklyHours: weeklyHoursSchema,
  slotMinutes: z.number().int().min(15, 'At least 15 minutes').max(240, 'At most 4 hours'),
  minNoticeHours: z
    .number()
    .int()
    .min(0, 'Cannot be negative')
    .max(24 * 60, 'At most 60 days'),
  horizonDays: z.number().int().min(1, 'At least 1 day').max(730, 'At most 2 years'),
  /** Confirm a booking as soon as its deposit is paid (decision 205); left out: unchanged. */
  autoConfirmOnDeposit: z.boolean().optional(),
});
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;

export const availabilitySchema = availabilityInputSchema.extend({
  timeZone: z.string(),
  autoConfirmOnDeposit: z.boolean(),
  feedUrl: z.string(),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const overrideInputSchema = z
  .object({
    date: dateString,
    /** No spans: a day off. */
    spans: z.array(hoursSpanSchema).max(4),
    note: safeText().trim().max(200, 'Use at most 200 characters').optional(),
  })
  .strict();
export type OverrideInput = z.infer<typeof overrideInputSchema>;
export const overrideSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  spans: z.array(hoursSpanSchema),
  note: z.string(),
});
export type Override = z.infer<typeof overrideSchema>;

export const MAX_PRICE_KOBO = 10_000_000_000;
export const sessionTypeInputSchema = z.object({
  name: safeText('Name is required').trim().min(1, 'Name is required').max(80, 'Use at most 80 characters'),
  durationMinutes: z
    .number('Enter a duration')
    .int()
    .min(15, 'At least 15 minutes')
    .max(24 * 60, 'At most 24 hours'),
  priceKobo: z.number('Enter a price').int().min(0, 'Cannot be negative').max(MAX_PRICE_KOBO, 'Too large'),
  depositPercent: z.number().int().min(0, 'Between 0 and 100').max(100, 'Between 0 and 100'),
  bufferMinutes: z
    .number()
    .int()
    .min(0, 'Cannot be negative')
    .max(24 * 60, 'At most 24 hours'),
  active: z.boolean(),
  /** The service category it is reported under (income by category); null: not categorised. */
  category: z.enum(PHOTOGRAPHER_CATEGORIES, 'Choose one of the listed categories').nullable().default(null),
});
export type SessionTypeInput = z.infer<typeof sessionTypeInputSchema>;
export const sessionTypeSchema = sessionTypeInputSchema.extend({ id: z.uuid() });
export type SessionType = z.infer<typeof sessionTypeSchema>;

export const schedulingSettingsSchema = z.object({
  availability: availabilitySchema,
  sessionTypes: z.array(sessionTypeSchema),
  overrides: z.array(overrideSchema),
});
export type SchedulingSettings = z.infer<typeof schedulingSettingsSchema>;

/** The spec's booking form: clientName, clientEmail, clientPhone, location, notes, plus slot and type. */
export const bookingInputSchema = z.object({
  sessionTypeId: z.uuid(SCHEDULING_MESSAGES.pickSlot),
  startsAt: calendarDateTime(SCHEDULING_MESSAGES.pickSlot),
  clientName: safeText(SCHEDULING_MESSAGES.nameEmail)
    .trim()
    .min(1, SCHEDULING_MESSAGES.nameEmail)
    .max(120, 'Use at most 120 characters'),
  clientEmail: safeText(SCHEDULING_MESSAGES.nameEmail)
    .trim()
    .min(1, SCHEDULING_MESSAGES.nameEmail)
    .max(254, 'Use at most 254 characters')
    .pipe(z.email('Enter a valid email address')),
  clientPhone: safeText()
    .trim()
    .max(30, INVALID_PHONE)
    .refine((v) => normalisePhone(v) !== null, INVALID_PHONE)
    .optional(),
  location: safeText().trim().max(300, 'Use at most 300 characters').optional(),
  notes: safeText().trim().max(2000, 'Use at most 2000 characters').optional(),
  /** "Send me SMS reminders" (offered when SMS is on): consent to texts at clientPhone. */
  smsOptIn: z.boolean().optional(),
  /** The photographer confirmed a start past their booking window (visitors never go past it). */
  beyondHorizon: z.boolean().optional(),
});
export type BookingInput = z.infer<typeof bookingInputSchema>;

export const rescheduleInputSchema = z.object({
  startsAt: calendarDateTime(SCHEDULING_MESSAGES.pickSlot),
  /** The photographer confirmed a new start past their booking window. */
  beyondHorizon: z.boolean().optional(),
});

export const bookingEventSchema = z.object({ kind: z.string(), summary: z.string(), at: z.string() });

export const bookingSchema = z.object({
  id: z.uuid(),
  photographerId: z.uuid(),
  photographerName: z.string(),
  sessionTypeId: z.uuid().nullable(),
  type: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string(),
  /** The client's confirmation and manage link (/b/<token>), for the photographer to send; null for the client. */
  manageUrl: z.string().nullable(),
  location: z.string(),
  notes: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  status: z.enum(BOOKING_STATUSES),
  priceKobo: z.number(),
  depositKobo: z.number(),
  holdExpiresAt: z.string().nullable(),
  payUrl: z.string().nullable(),
  /** The deposit is paid in full (the appointment's "Deposit paid" mark). */
  depositPaid: z.boolean(),
  /** What the viewer may do now (the 48-hour rule and their role decide). */
  can: z.object({ confirm: z.boolean(), reschedule: z.boolean(), cancel: z.boolean() }),
  /** Set when the viewer is the client and the session is within 48 hours. */
  contactPhotographer: z.boolean(),
  history: z.array(bookingEventSchema),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListSchema = z.object({
  bookings: z.array(bookingSchema),
  viewerIs: z.enum(['photographer', 'client']),
});

export const slotsQuerySchema = z.object({
  sessionTypeId: z.uuid(SCHEDULING_MESSAGES.pickSlot),
  from: dateString,
  to: dateString.optional(),
  /** A booking being moved: its own time does not count as taken. */
  excludeBookingId: z.uuid().optional(),
});
export const slotSchema = z.object({ startsAt: z.string(), date: z.string(), time: z.string() });
export type Slot = z.infer<typeof slotSchema>;
export const slotsSchema = z.object({ timeZone: z.string(), slots: z.array(slotSchema) });

/** What a visitor sees of a photographer's booking page. */
export const publicBookingInfoSchema = z.object({
  photographerId: z.uuid(),
  name: z.string(),
  timeZone: z.string(),
  /** How many days ahead a visitor may book: the calendar's last open day. */
  horizonDays: z.number().int(),
  /** A booking is confirmed as soon as its deposit is paid (else the photographer confirms it). */
  confirmsOnDeposit: z.boolean(),
  sessionTypes: z.array(sessionTypeSchema.omit({ active: true, bufferMinutes: true })),
  /** The profile's packages, so "Book This Package" can name the one chosen. */
  packages: z.array(z.object({ id: z.uuid(), name: z.string(), priceKobo: z.number() })),
  /** Whether the photographer charges VAT on top of these prices (decision 200; words in shared/vat.ts). */
  vatEnabled: z.boolean(),
  /** SMS reminders are on here: the form offers "Send me SMS reminders". */
  smsAvailable: z.boolean(),
});
export type PublicBookingInfo = z.infer<typeof publicBookingInfoSchema>;

export const publicBookingResultSchema = z.object({
  bookingId: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  /** Set when a deposit is due: the invoice link where the client pays it. */
  payUrl: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  /** The client's "manage my booking" link (/b/<token>): no account needed. */
  manageUrl: z.string(),
  confirmsOnDeposit: z.boolean(),
});

/** A client's booking behind their manage link (/b/<token>, decision 206). */
export const managedBookingSchema = z.object({
  booking: bookingSchema,
  /** The photographer's booking page, to book another session (null when not listed). */
  bookAgainPath: z.string().nullable(),
});
export type ManagedBooking = z.infer<typeof managedBookingSchema>;

/** The deposit of a session, in kobo (rounded to the nearest kobo). */
export function depositKobo(priceKobo: number, percent: number): number {
  return Math.round((priceKobo * percent) / 100);
}
