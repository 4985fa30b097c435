import type { Viewer } from '../../../shared/accounts.ts';
import { normalisePhone } from '../../../shared/clients.ts';
import { type Booking, formatSessionTime, SCHEDULING_MESSAGES } from '../../../shared/scheduling.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { findOrCreateLead } from '../clients/client-timeline.service.ts';
import { inviteToReview } from '../reviews/review-invites.service.ts';
import {
  type Actor,
  actorUserId,
  bookingFor,
  clientMayChange,
  isActive,
  lockFor,
  record,
  roleFor,
} from './booking-access.ts';
import { assertSlotFree, confirmedPastHorizon, guarded } from './booking-checks.ts';
import { notifyBooking } from './booking-notify.ts';
import {
  addBookingEvent,
  type BookingRow,
  bookingOfInvoice,
  completeEnded,
  expiredHolds,
  findBooking,
  insertBooking,
  lockBooking,
  unconfirmedStarted,
  updateBooking,
} from './bookings.repository.ts';
import {
  type CreateBookingArgs,
  depositInvoiceFor,
  depositPercentFor,
  type NewBookingPlan,
  newBookingValues,
} from './new-booking.ts';
import { ensureSettings, lockCalendar } from './scheduling.repository.ts';
import { activeSessionType, freeSlots, type SchedulingDeps } from './scheduling.service.ts';
import { localOf } from './slots.ts';

/**
 * A booking. In one transaction: expired deposit holds of this photographer are released, the
 * start is checked against the offered slots, the row is inserted (the EXCLUDE constraint
 * refuses an overlap: 409), the client is found or added in the CRM, a deposit invoice is
 * made when the type asks for one (the slot is then held 30 minutes), and the change is
 * recorded on the booking and the client's timeline; the emails are queued with it.
 */
export async function createBooking(deps: SchedulingDeps, args: CreateBookingArgs): Promise<BookingRow> {
  const { photographerId, input } = args;
  const now = clock.now();
  const startsAt = new Date(input.startsAt);
  return guarded(() =>
    withTransaction(deps.db, async (tx) => {
      const settings = await lockCalendar(tx, photographerId);
      if (args.byPhotographer) confirmedPastHorizon(startsAt, settings.horizonDays, now, input.beyondHorizon);
      await releaseHolds(deps, tx, now, photographerId);
      const type = await activeSessionType(tx, photographerId, input.sessionTypeId);
      await assertSlotFree(tx, photographerId, type.id, startsAt, settings.timeZone, {
        ignoreNotice: args.byPhotographer,
      });
      const plan: NewBookingPlan = {
        args,
        type,
        settings,
        startsAt,
        now,
        deposit: depositPercentFor(deps, type, args.byPhotographer),
        email: input.clientEmail.trim().toLowerCase(),
        phone: normalisePhone(input.clientPhone ?? '') ?? '',
      };
      // The insert first: of bookings racing for one slot, only one gets past this line.
      const inserted = await insertBooking(tx, newBookingValues(plan));
      const { client } = await findOrCreateLead(
        tx,
        photographerId,
        { name: input.clientName, email: plan.email, phone: plan.phone, smsOptIn: input.smsOptIn },
        'booking',
      );
      const invoice = await depositInvoiceFor(deps, tx, plan, client.id);
      const row = await updateBooking(tx, inserted.id, { clientId: client.id, ...invoice });
      const when = formatSessionTime(startsAt, settings.timeZone);
      const held = plan.deposit > 0 ? ' (held while the deposit is paid)' : '';
      await record(
        tx,
        row,
        'booked',
        `${type.name} booked for ${when}${held}`,
        args.byPhotographer ? photographerId : args.customerUserId,
      );
      await notifyBooking(deps, tx, row, args.byPhotographer ? 'confirmed' : 'requested');
      return row;
    }),
  );
}

/**
 * The photographer confirms a pending booking. Atomic: the row is locked, a deposit hold that
 * ran out is released instead (409), and the update runs under the EXCLUDE constraint again.
 */
export async function confirmBooking(deps: SchedulingDeps, viewer: Viewer, id: string): Promise<Booking> {
  const now = clock.now();
  const released = await guarded(() =>
    withTransaction(deps.db, async (tx) => {
      const { row, role } = await lockFor(tx, { viewer }, id);
      if (role !== 'photographer') throw notFound(SCHEDULING_MESSAGES.notFound);
      if (row.status !== 'pending') throw conflict(SCHEDULING_MESSAGES.onlyPending);
      if (row.holdExpiresAt && row.holdExpiresAt.getTime() <= now.getTime()) {
        await releaseOne(deps, tx, row, 'The deposit was not paid in time: the slot was released');
        return true;
      }
      const updated = await updateBooking(tx, row.id, { status: 'confirmed', holdExpiresAt: null });
      await record(
        tx,
        updated,
        'confirmed',
        `Confirmed: ${updated.typeName}, ${formatSessionTime(updated.startsAt, updated.timeZone)}`,
        viewer.userId,
      );
      await notifyBooking(deps, tx, updated, 'confirmed');
      return false;
    }),
  );
  if (released) throw conflict(SCHEDULING_MESSAGES.notActive);
  return bookingFor(deps, { viewer }, id);
}

/**
 * Moves a booking to another free start. The client (signed in, or through their manage link)
 * may do it only more than 48 hours before (the FAQ's free rescheduling); the photographer at
 * any time. The new time is held to the same offer as a new booking (the client's notice too)
 * and to the EXCLUDE constraint. Whoever moved it is not emailed about their own change.
 */
export async function rescheduleBooking(
  deps: SchedulingDeps,
  actor: Actor,
  id: string,
  startsAtIso: string,
  beyondHorizon?: boolean,
): Promise<Booking> {
  const now = clock.now();
  const startsAt = new Date(startsAtIso);
  await guarded(() =>
    withTransaction(deps.db, async (tx) => {
      const { row, role } = await lockFor(tx, actor, id, async (peek) => {
        if (peek.invoiceId) await deps.deposits?.sessionMoney(tx, peek.photographerId, peek.invoiceId);
      });
      if (!isActive(row)) throw conflict(SCHEDULING_MESSAGES.notActive);
      if (role === 'client' && !clientMayChange(row, now)) throw conflict(SCHEDULING_MESSAGES.tooLate);
      if (role === 'photographer') {
        const settings = await lockCalendar(tx, row.photographerId);
        confirmedPastHorizon(startsAt, settings.horizonDays, now, beyondHorizon);
      }
      if (row.sessionTypeId === null) throw conflict(SCHEDULING_MESSAGES.typeNotFound);
      const type = await activeSessionType(tx, row.photographerId, row.sessionTypeId);
      await assertSlotFree(tx, row.photographerId, type.id, startsAt, row.timeZone, {
        excludeBookingId: row.id,
        ignoreNotice: role === 'photographer',
      });
      const endsAt = new Date(startsAt.getTime() + (row.endsAt.getTime() - row.startsAt.getTime()));
      const updated = await updateBooking(tx, row.id, {
        startsAt,
        endsAt,
        blockedFrom: startsAt,
        blockedUntil: new Date(endsAt.getTime() + (row.blockedUntil.getTime() - row.endsAt.getTime())),
        remindersSent: [],
      });
      // The Balance falls due on the new session date (decision 162).
      if (row.invoiceId && deps.deposits)
        await deps.deposits.moveBalanceDue(
          tx,
          row.photographerId,
          row.invoiceId,
          localOf(startsAt, row.timeZone).date,
          localOf(now, row.timeZone).date,
        );
      const from = formatSessionTime(row.startsAt, row.timeZone);
      const to = formatSessionTime(startsAt, row.timeZone);
      await record(
        tx,
        updated,
        'rescheduled',
        `Rescheduled by the ${role}: ${row.typeName} from ${from} to ${to}`,
        actorUserId(actor),
      );
      await notifyBooking(deps, tx, updated, 'rescheduled', { previousStart: row.startsAt, by: role });
    }),
  );
  return bookingFor(deps, actor, id);
}

async function releaseOne(deps: SchedulingDeps, tx: Db, row: BookingRow, summary: string) {
  const updated = await updateBooking(tx, row.id, { status: 'cancelled', holdExpiresAt: null });
  if (row.invoiceId && deps.deposits)
    await deps.deposits.voidDepositInvoice(tx, row.photographerId, row.invoiceId, summary);
  await record(tx, updated, 'released', summary, null);
  await notifyBooking(deps, tx, updated, 'released');
}

/** Releases deposit holds that ran out (all, or one photographer's), inside the caller's transaction. */
export async function releaseHolds(
  deps: SchedulingDeps,
  tx: Db,
  now: Date,
  photographerId?: string,
): Promise<number> {
  const rows = await expiredHolds(tx, now, photographerId);
  for (const stale of rows) {
    await lockCalendar(tx, stale.photographerId);
    const row = await lockBooking(tx, stale.id);
    if (row?.status !== 'pending' || !row.holdExpiresAt || row.holdExpiresAt > now) continue;
    await releaseOne(deps, tx, row, 'The deposit was not paid in time: the slot was released');
  }
  return rows.length;
}

/**
 * The job (decision 163): a request without a deposit that the photographer did not confirm by
 * the session's start is cancelled, its time freed and the client told. Each under the locks of
 * any change, re-checked there, so a Confirm at the same moment wins or loses cleanly and a
 * second run finds nothing to do.
 */
export async function expireUnconfirmed(deps: SchedulingDeps): Promise<number> {
  const now = clock.now();
  let n = 0;
  for (const stale of await unconfirmedStarted(deps.db, now)) {
    const done = await withTransaction(deps.db, async (tx) => {
      await lockCalendar(tx, stale.photographerId);
      const row = await lockBooking(tx, stale.id);
      if (row?.status !== 'pending' || row.holdExpiresAt || row.depositKobo > 0 || row.startsAt > now)
        return false;
      const updated = await updateBooking(tx, row.id, { status: 'cancelled' });
      await record(
        tx,
        updated,
        'expired',
        `Not confirmed before the session, so cancelled: ${row.typeName}, ${formatSessionTime(row.startsAt, row.timeZone)}`,
        null,
      );
      await notifyBooking(deps, tx, updated, 'expired');
      return true;
    });
    if (done) n++;
  }
  return n;
}

/**
 * The job: confirmed sessions that have ended are marked Completed, and each client is invited
 * to review the photographer in the same transaction (decision 264).
 */
export async function completeEndedSessions(deps: SchedulingDeps): Promise<number> {
  return withTransaction(deps.db, async (tx) => {
    const done = await completeEnded(tx, clock.now());
    for (const row of done)
      await inviteToReview(deps, tx, {
        photographerId: row.photographerId,
        bookingId: row.id,
        subject: row.typeName,
        clientName: row.clientName,
        clientEmail: row.clientEmail,
      });
    return done.length;
  });
}

/** The job: every minute, holds whose 30 minutes ran out give their slot back. */
export async function releaseExpiredHolds(deps: SchedulingDeps): Promise<number> {
  return withTransaction(deps.db, (tx) => releaseHolds(deps, tx, clock.now()));
}

/**
 * The deposit invoice was paid (in the paying transaction): the hold becomes permanent (no
 * release) and the booking carries its "Deposit paid" mark. A pending booking is then confirmed
 * at once when the photographer chose so (decision 205, the default), else it waits, Pending,
 * for their Confirm; the emails say which. A deposit that arrives after its hold was released
 * is recorded on the booking for the photographer to refund or rebook: the time may be someone
 * else's by now.
 */
export async function depositPaidForInvoice(
  deps: SchedulingDeps,
  tx: Db,
  invoiceId: string,
  paidKobo: number,
): Promise<void> {
  const found = await bookingOfInvoice(tx, invoiceId);
  const row = found && (await lockBooking(tx, found.id));
  if (!row || paidKobo < row.depositKobo) return;
  if (row.status === 'cancelled') {
    await addBookingEvent(
      tx,
      row.id,
      'deposit-late',
      'The deposit arrived after the hold was released: refund or rebook',
      null,
    );
    return;
  }
  if (!isActive(row) || row.depositPaidAt) return;
  const confirm =
    row.status === 'pending' && (await ensureSettings(tx, row.photographerId)).autoConfirmOnDeposit;
  const updated = await updateBooking(tx, row.id, {
    holdExpiresAt: null,
    depositPaidAt: clock.now(),
    ...(confirm ? { status: 'confirmed' as const } : {}),
  });
  const when = formatSessionTime(row.startsAt, row.timeZone);
  if (confirm) {
    await record(tx, updated, 'confirmed', `Deposit paid, so confirmed: ${row.typeName}, ${when}`, null);
    await notifyBooking(deps, tx, updated, 'deposit-confirmed');
  } else if (row.status === 'pending') {
    await record(
      tx,
      updated,
      'deposit-paid',
      `Deposit paid: ${row.typeName} is held for the photographer to confirm`,
      null,
    );
    await notifyBooking(deps, tx, updated, 'deposit-paid');
  } else {
    await record(tx, updated, 'deposit-paid', `Deposit paid: ${row.typeName}, ${when}`, null);
  }
}

/** Where a booking can move to on a date: its photographer's free starts, its own time counted free. */
export async function slotsForBooking(deps: SchedulingDeps, actor: Actor, id: string, date: string) {
  const row = await findBooking(deps.db, id);
  const role = row && roleFor(row, actor);
  if (!row || !role || !row.sessionTypeId) throw notFound(SCHEDULING_MESSAGES.notFound);
  return freeSlots(deps.db, row.photographerId, {
    sessionTypeId: row.sessionTypeId,
    from: date,
    excludeBookingId: row.id,
    ignoreNotice: role === 'photographer',
  });
}
