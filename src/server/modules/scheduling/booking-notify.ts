import { randomBytes } from 'node:crypto';
import type { AutomatedEmailKind } from '../../../shared/email-templates.ts';
import { formatSessionTime } from '../../../shared/scheduling.ts';
import type { Db } from '../../db/client.ts';
import {
  type BookingEmailKind,
  type BookingFacts,
  bookingClientEmail,
  bookingPhotographerEmail,
} from '../../emails/booking-emails.tsx';
import { type OpeningFacts, openingFor } from '../email-templates/email-templates.service.ts';
import { bookingIcs } from './booking-ics.ts';
import { textBooking } from './booking-sms.ts';
import { type BookingRow, photographerName } from './bookings.repository.ts';
import { ensureSettings } from './scheduling.repository.ts';
import type { SchedulingDeps } from './scheduling.service.ts';

/** Whom each change is told to: the client always, the photographer when it was not their doing. */
const TELL_PHOTOGRAPHER: Record<BookingEmailKind, boolean> = {
  requested: true,
  'deposit-paid': true,
  'deposit-confirmed': true,
  confirmed: false,
  rescheduled: true,
  cancelled: true,
  released: true,
  expired: true,
  reminder: false,
};

/** The client's "manage my booking" link (decision 206): no account needed. */
export const manageUrlOf = (deps: { publicUrl: string }, row: BookingRow) =>
  `${deps.publicUrl}/b/${row.manageToken}`;

/**
 * Queues the emails of a booking change in its transaction, with the .ics attached through the
 * outbox by storage key (as invoicing's PDFs, decision 113): the file is written first, the
 * email only leaves if the change commits. The client's email and calendar file lead to their
 * manage link; the photographer's to Scheduling, and a change the photographer made themselves
 * (`by`) is not emailed to them.
 */
export async function notifyBooking(
  deps: SchedulingDeps,
  tx: Db,
  row: BookingRow,
  kind: BookingEmailKind,
  extra: {
    previousStart?: Date;
    hoursBefore?: number;
    refund?: string;
    by?: 'photographer' | 'client';
  } = {},
): Promise<void> {
  const who = await photographerName(tx, row.photographerId);
  const photographer = who?.name || 'your photographer';
  const when = formatSessionTime(row.startsAt, row.timeZone);
  const manage = manageUrlOf(deps, row);
  const facts: BookingFacts = {
    name: row.clientName,
    type: row.typeName,
    when,
    location: row.location,
    photographer,
    client: row.clientName,
    url: manage,
  };
  const ics = (url: string) =>
    kind === 'released'
      ? Promise.resolve([])
      : storeIcs(deps, row, {
          title: `${row.typeName} with ${photographer}`,
          description: `${row.typeName} with ${photographer}. Manage it at ${url}`,
          url,
        }).then((file) => [file]);
  const attachments = await ics(manage);
  await deps.mailer.send(
    {
      to: row.clientEmail,
      template: `booking-${kind}`,
      content: bookingClientEmail(kind, {
        ...facts,
        payUrl: kind === 'requested' ? row.payUrl : null,
        ...(kind === 'requested' && row.payUrl
          ? { confirmsOnDeposit: (await ensureSettings(tx, row.photographerId)).autoConfirmOnDeposit }
          : {}),
        ...(extra.previousStart ? { previous: formatSessionTime(extra.previousStart, row.timeZone) } : {}),
        ...(extra.hoursBefore ? { hoursBefore: extra.hoursBefore } : {}),
        ...(extra.refund ? { refund: extra.refund } : {}),
        opening: await openingOf(tx, row, kind, {
          clientName: row.clientName,
          businessName: photographer,
          bookingDate: when,
        }),
      }),
      meta: {
        bookingId: row.id,
        ...(extra.hoursBefore ? { reminder: `${row.id}:${extra.hoursBefore}` } : {}),
      },
      ...(row.clientId ? { clientId: row.clientId } : {}),
      attachments,
    },
    { db: tx },
  );
  if (kind === 'confirmed' || kind === 'deposit-confirmed' || kind === 'reminder') {
    await textBooking(deps, tx, row, kind === 'reminder' ? 'reminder' : 'confirmed', {
      photographer,
      manageUrl: manage,
      hoursBefore: extra.hoursBefore,
    });
  }
  if (TELL_PHOTOGRAPHER[kind] && who && extra.by !== 'photographer') {
    const studio = `${deps.publicUrl}/scheduling`;
    await deps.mailer.send(
      {
        to: who.email,
        template: `booking-${kind}-photographer`,
        content: bookingPhotographerEmail(kind, { ...facts, url: studio }),
        meta: { bookingId: row.id },
        attachments: await ics(studio),
      },
      { db: tx },
    );
  }
}

/** The automated emails whose opening a photographer may write (decision 283). */
const OPENING_KINDS: Partial<Record<BookingEmailKind, AutomatedEmailKind>> = {
  confirmed: 'booking_confirmed',
  'deposit-confirmed': 'booking_confirmed',
  reminder: 'booking_reminder',
};

const openingOf = (tx: Db, row: BookingRow, kind: BookingEmailKind, facts: OpeningFacts) => {
  const automated = OPENING_KINDS[kind];
  return automated ? openingFor(tx, row.photographerId, automated, facts) : Promise.resolve(undefined);
};

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
