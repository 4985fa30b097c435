/**
 * Scheduling's words, constants and addresses, without zod: the pages that only show a booking
 * (the client's manage link, the appointment cards) import these and stay light. The schemas
 * are in scheduling.ts, which re-exports everything here.
 */

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses that hold time in the calendar (the database's exclusion constraint uses the same). */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed'] as const;
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** The FAQ: free rescheduling up to 48 hours before the session. */
export const FREE_CHANGE_HOURS = 48;
/** A booking with a deposit holds its slot this long while the client pays. */
export const DEPOSIT_HOLD_MINUTES = 30;
/** Reminder emails, hours before the session. */
export const REMINDER_HOURS = [24, 2] as const;

export const SCHEDULING_MESSAGES = {
  pickSlot: 'Please select date, time, and session type',
  nameEmail: 'Name and email are required',
  booked: 'Appointment booked successfully!',
  taken: 'That time has just been booked. Please choose another.',
  notOffered: 'That time is not available. Please choose another.',
  notFound: 'Booking not found',
  typeNotFound: 'Session type not found',
  confirmed: 'Booking confirmed',
  rescheduled: 'Booking rescheduled',
  cancelled: 'Booking cancelled',
  tooLate: `Changes within ${FREE_CHANGE_HOURS} hours of the session cannot be made online: please contact your photographer.`,
  notActive: 'This booking is no longer active',
  onlyPending: 'Only a pending booking can be confirmed',
  awaitingDeposit: 'This booking is waiting for its deposit to be paid',
  settingsSaved: 'Availability saved',
  typeSaved: 'Session type saved',
  empty: 'No appointments yet.',
} as const;

export const SCHEDULING_API = {
  settings: '/api/scheduling/settings',
  availability: '/api/scheduling/availability',
  sessionTypes: '/api/scheduling/session-types',
  sessionType: (id: string) => `/api/scheduling/session-types/${id}`,
  overrides: '/api/scheduling/overrides',
  override: (id: string) => `/api/scheduling/overrides/${id}`,
  feedToken: '/api/scheduling/feed-token',
  slots: '/api/scheduling/slots',
  bookings: '/api/bookings',
  confirm: (id: string) => `/api/bookings/${id}/confirm`,
  reschedule: (id: string) => `/api/bookings/${id}/reschedule`,
  cancel: (id: string) => `/api/bookings/${id}/cancel`,
  cancelQuote: (id: string) => `/api/bookings/${id}/cancel-quote`,
  bookingSlots: (id: string, date: string) => `/api/bookings/${id}/slots?date=${date}`,
  publicInfo: (photographerId: string) => `/api/public/booking/${photographerId}`,
  publicSlots: (photographerId: string) => `/api/public/booking/${photographerId}/slots`,
  publicBook: (photographerId: string) => `/api/public/booking/${photographerId}`,
  feed: (token: string) => `/api/public/calendar/${token}.ics`,
  manage: (token: string) => `/api/public/bookings/${token}`,
  manageSlots: (token: string, date: string) => `/api/public/bookings/${token}/slots?date=${date}`,
  manageReschedule: (token: string) => `/api/public/bookings/${token}/reschedule`,
  manageCancel: (token: string) => `/api/public/bookings/${token}/cancel`,
} as const;

/** The page of a client's manage link. */
export const manageBookingPath = (token: string) => `/b/${token}`;

/** "Sat 12 Dec 2026, 10:00" in the photographer's time zone. */
export function formatSessionTime(at: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')} ${get('day')} ${get('month')} ${get('year')}, ${get('hour')}:${get('minute')}`;
}
