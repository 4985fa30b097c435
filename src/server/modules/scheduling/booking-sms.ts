import { smsStopPath } from '../../../shared/clients.ts';
import { formatSessionTime } from '../../../shared/scheduling.ts';
import { plainSmsText } from '../../../shared/sms-length.ts';
import type { Db } from '../../db/client.ts';
import { smsRecipient } from '../clients/client-sms.service.ts';
import type { BookingRow } from './bookings.repository.ts';
import type { SchedulingDeps } from './scheduling.service.ts';

/** The booking changes told by SMS too: the confirmation and the reminders (decision 272). */
export type BookingSmsKind = 'confirmed' | 'reminder';

/**
 * Texts the client about their booking, beside the email, in the caller's transaction: only
 * with SMS configured, to a client with a phone who agreed to SMS. Each text has a key the
 * outbox keeps once (one confirmation per booking; one reminder per booking, hours and start,
 * so a moved session is reminded again), so a job that runs twice cannot text twice.
 */
export async function textBooking(
  deps: SchedulingDeps,
  tx: Db,
  row: BookingRow,
  kind: BookingSmsKind,
  extra: { photographer: string; manageUrl: string; hoursBefore?: number | undefined },
): Promise<void> {
  if (!deps.sms?.configured || !row.clientId) return;
  const to = await smsRecipient(tx, row.photographerId, row.clientId);
  if (!to) return;
  const when = formatSessionTime(row.startsAt, row.timeZone);
  const stop = `${deps.publicUrl}${smsStopPath(to.stopToken)}`;
  const lead =
    kind === 'confirmed'
      ? `${row.typeName} with ${extra.photographer} is confirmed for ${when}.`
      : `Reminder: ${row.typeName} with ${extra.photographer} ${extra.hoursBefore === 2 ? 'in 2 hours' : 'tomorrow'}, ${when}.`;
  await deps.sms.send(
    {
      to: to.phone,
      text: plainSmsText(`${lead} Details: ${extra.manageUrl} Stop SMS: ${stop}`),
      template: `booking-${kind}-sms`,
      label:
        kind === 'confirmed' ? 'Booking confirmed (SMS)' : `Booking reminder, ${extra.hoursBefore} h (SMS)`,
      clientId: row.clientId,
      dedupeKey:
        kind === 'confirmed'
          ? `booking-confirmed:${row.id}`
          : `booking-reminder:${row.id}:${extra.hoursBefore}:${row.startsAt.getTime()}`,
      meta: { bookingId: row.id, photographerId: row.photographerId },
    },
    { db: tx },
  );
}
