import { formatSessionTime } from '../../../shared/scheduling.ts';
import {
  registerClientDeletionGuard,
  registerClientShareProvider,
} from '../clients/client-registry.service.ts';
import { bookingsOfClient } from './bookings.repository.ts';

/**
 * What scheduling tells the clients module: a client with bookings cannot be deleted (the
 * bookings keep their history; Inactive is offered instead), and the client's own dashboard
 * shows their bookings with this photographer and the next session.
 */
export function registerBookingClientRecords(): void {
  registerClientDeletionGuard('bookings', async (tx, client) => {
    const rows = await bookingsOfClient(tx, client.photographerId, client.id, client.email);
    return rows.length > 0 ? 'bookings' : null;
  });
  registerClientShareProvider({
    key: 'bookings',
    label: 'Bookings',
    order: 3,
    load: async (db, client) => {
      const rows = (await bookingsOfClient(db, client.photographerId, client.id, client.email)).filter(
        (b) => b.status !== 'cancelled',
      );
      const now = Date.now();
      const next = rows
        .filter((b) => (b.status === 'pending' || b.status === 'confirmed') && b.startsAt.getTime() > now)
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
      return {
        count: rows.length,
        nextAction: next
          ? `${next.status === 'pending' ? 'Pending' : 'Next'}: ${next.typeName}, ${formatSessionTime(next.startsAt, next.timeZone)}`
          : null,
        // The card opens the next session itself; else the client's list of sessions.
        href: next ? `/scheduling?booking=${next.id}` : '/scheduling',
        // The photographer's emails to the client fill {booking_date} with the next session.
        placeholders: next ? { booking_date: formatSessionTime(next.startsAt, next.timeZone) } : undefined,
      };
    },
  });
}
