import { randomBytes } from 'node:crypto';
import { formatSessionTime } from '../../../shared/scheduling.ts';
import type { Db } from '../../db/client.ts';
import {
  type BookingEmailKind,
  type BookingFacts,
  bookingClientEmail,
  bookingPhotographerEmail,
} from '../../emails/booking-emails.tsx';
import { bookingIcs } from './booking-ics.ts';
import { type BookingRow, photographerName } from './bookings.repository.ts';
import type { SchedulingDeps } from './scheduling.service.ts';

/** Whom each change is told to: the client always, the photographer when it was not their doing. */
const TELL_PHOTOGRAPHER: Record<BookingEmailKind, boolean> = {
  requested: true,
  'deposit-paid': true,
  confirmed: false,
  rescheduled: true,
  cancelled: true,
  released: true,
  expired: true,
  reminder: false,
};

/**
 * Queues the emails of a booking change in its transaction, with the .ics attached through the
 * outbox by storage key (as invoicing's PDFs, decision 113): the file is written first, the
 * email only leaves if the change commits.
 */
export async function notifyBooking(
  deps: SchedulingDeps,
  tx: Db,
  row: BookingRow,
  kind: BookingEmailKind,
  extra: { previousStart?: Date; hoursBefore?: number; refund?: string } = {},
): Promise<void> {
  const who = await photographerName(tx, row.photographerId);
  const photographer = who?.name || 'your photographer';
  const when = formatSessionTime(row.startsAt, row.timeZone);
  const facts: BookingFacts = {
    name: row.clientName,
    type: row.typeName,
    when,
    location: row.location,
    photographer,
    client: row.clientName,
    url: `${deps.publicUrl}/scheduling`,
  };
  const attachments =
    kind === 'released'
      ? []
      : [
          await storeIcs(deps, row, {
            title: `${row.typeName} with ${photographer}`,
            description: `${row.typeName} with ${photographer}. Manage it at ${deps.publicUrl}/scheduling`,
            url: `${deps.publicUrl}/scheduling`,
          }),
        ];
  await deps.mailer.send(
    {
      to: row.clientEmail,
      template: `booking-${kind}`,
      content: bookingClientEmail(kind, {
        ...facts,
        payUrl: kind === 'requested' ? row.payUrl : null,
        ...(extra.previousStart ? { previous: formatSessionTime(extra.previousStart, row.timeZone) } : {}),
        ...(extra.hoursBefore ? { hoursBefore: extra.hoursBefore } : {}),
        ...(extra.refund ? { refund: extra.refund } : {}),
      }),
      meta: {
        bookingId: row.id,
        ...(extra.hoursBefore ? { reminder: `${row.id}:${extra.hoursBefore}` } : {}),
      },
      attachments,
    },
    { db: tx },
  );
  if (TELL_PHOTOGRAPHER[kind] && who) {
    await deps.mailer.send(
      {
        to: who.email,
        template: `booking-${kind}-photographer`,
        content: bookingPhotographerEmail(kind, facts),
        meta: { bookingId: row.id },
        attachments,
      },
      { db: tx },
    );
  }
}

async function storeIcs(
  deps: SchedulingDeps,
  row: BookingRow,
  o: { title: string; description: string; url: string },
) {
  const storageKey = `bookings/${row.id}/${randomBytes(6).toString('hex')}-session.ics`;
  await deps.storage.put(storageKey, Buffer.from(bookingIcs(row, o)), { contentType: 'text/calendar' });
  return {
    filename: 'session.ics',
    storageKey,
    contentType: `text/calendar; charset=utf-8; method=${row.status === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
  };
}
