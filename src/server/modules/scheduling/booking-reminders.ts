import { REMINDER_HOURS } from '../../../shared/scheduling.ts';
import { withTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { notifyBooking } from './booking-notify.ts';
import { lockBooking, startingWithin, updateBooking } from './bookings.repository.ts';
import { lockCalendar } from './scheduling.repository.ts';
import type { SchedulingDeps } from './scheduling.service.ts';

/**
 * Reminders 24 hours and 2 hours before a confirmed session. The job runs every five minutes;
 * each reminder is marked on the booking in the transaction that queues it, so a retried or
 * overlapping run sends none twice, and a reschedule clears the marks (the new time is reminded).
 * Only the nearest reminder due is sent: a session booked 3 hours ahead gets the 2-hour one only.
 */
export async function sendDueReminders(deps: SchedulingDeps): Promise<number> {
  const now = clock.now();
  let sent = 0;
  for (const hours of [...REMINDER_HOURS].sort((a, b) => a - b)) {
    for (const candidate of await startingWithin(deps.db, now, hours)) {
      sent += await withTransaction(deps.db, async (tx) => {
        await lockCalendar(tx, candidate.photographerId);
        const row = await lockBooking(tx, candidate.id);
        if (row?.status !== 'confirmed' || row.remindersSent.includes(hours)) return 0;
        // A later, longer reminder is pointless once a nearer one is due.
        const marks = REMINDER_HOURS.filter((h) => h >= hours);
        await updateBooking(tx, row.id, { remindersSent: [...new Set([...row.remindersSent, ...marks])] });
        await notifyBooking(deps, tx, row, 'reminder', { hoursBefore: hours });
        return 1;
      });
    }
  }
  return sent;
}
