import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { BookingRow } from './bookings.repository.ts';

/**
 * Calendar files (decision 142). Every time is written as a UTC instant (DTSTART:…Z): no
 * `timezone` option, because ical-generator with one but no VTIMEZONE writes floating times
 * that Outlook reads an hour off. Calendars show UTC instants in the reader's own zone, so a
 * 10:00 Lagos session is 10:00 on a phone in Lagos and 09:00 in London, as it should be.
 * The UID is the booking's id, so a change or a cancellation replaces the event in place.
 */
const PROD_ID = { company: 'Aworan', product: 'Bookings', language: 'EN' };

function addEvent(
  cal: ReturnType<typeof ical>,
  row: BookingRow,
  o: { title: string; description: string; url: string; sequence: number },
) {
  cal.createEvent({
    id: `${row.id}@aworan`,
    start: row.startsAt,
    end: row.endsAt,
    stamp: row.updatedAt,
    summary: o.title,
    description: o.description,
    location: row.location || null,
    url: o.url,
    sequence: o.sequence,
    status:
      row.status === 'cancelled'
        ? ICalEventStatus.CANCELLED
        : row.status === 'pending'
          ? ICalEventStatus.TENTATIVE
          : ICalEventStatus.CONFIRMED,
  });
}

/** The .ics attached to a booking's emails (REQUEST, or CANCEL when it was cancelled). */
export function bookingIcs(row: BookingRow, o: { title: string; description: string; url: string }): string {
  const cal = ical({
    prodId: PROD_ID,
    name: o.title,
    method: row.status === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  // The sequence grows with every change (seconds since creation), so calendars take the newest.
  const sequence = Math.max(0, Math.floor((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000));
  addEvent(cal, row, { ...o, sequence });
  return cal.toString();
}

/** The photographer's subscribed calendar: every active booking, one VEVENT each. */
export function feedIcs(name: string, rows: BookingRow[], url: string): string {
  const cal = ical({ prodId: PROD_ID, name, method: ICalCalendarMethod.PUBLISH, ttl: 15 * 60 });
  for (const row of rows) {
    const who = [row.clientName, row.clientEmail, row.clientPhone].filter(Boolean).join(' · ');
    addEvent(cal, row, {
      title: `${row.typeName}: ${row.clientName}${row.status === 'pending' ? ' (pending)' : ''}`,
      description: [who, row.notes].filter(Boolean).join('\n'),
      url,
      sequence: Math.max(0, Math.floor((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000)),
    });
  }
  return cal.toString();
}
