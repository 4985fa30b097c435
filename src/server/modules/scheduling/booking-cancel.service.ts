import type { Viewer } from '../../../shared/accounts.ts';
import {
  CANCEL_MESSAGES,
  type CancelInput,
  type CancelQuote,
  refundUnderTerms,
} from '../../../shared/cancellation-terms.ts';
import { daysBetween } from '../../../shared/lagos-time.ts';
import { formatNaira } from '../../../shared/money.ts';
import { type Booking, formatSessionTime, SCHEDULING_MESSAGES } from '../../../shared/scheduling.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import {
  type Actor,
  actorUserId,
  bookingFor,
  clientMayChange,
  isActive,
  lockFor,
  type Role,
  record,
  roleOf,
} from './booking-access.ts';
import { notifyBooking } from './booking-notify.ts';
import { addBookingEvent, type BookingRow, findBooking, updateBooking } from './bookings.repository.ts';
import type { RefundActor } from './deposit-port.ts';
import type { SchedulingDeps } from './scheduling.service.ts';
import { localOf } from './slots.ts';

/**
 * Cancelling a booking (decisions 144, 160, 161). The session invoice's unpaid rest is closed so
 * no reminder follows; what was paid is refunded as the case says: the photographer cannot come,
 * everything; the client cancelled, what the contract they signed gives back (its terms are data
 * that travel with the template, shared/cancellation-terms.ts), or without such a contract the
 * amount the photographer chooses. Recorded payments are given back in the cancelling
 * transaction; online ones through Paystack once it committed (the payments module's refund).
 */

interface Money {
  paidKobo: number;
  totalKobo: number;
}

/** What the terms allow, read under the locks of the cancelling transaction (or without, for the quote). */
async function quoteOf(deps: SchedulingDeps, tx: Db, row: BookingRow, money: Money | undefined, now: Date) {
  const paidKobo = money?.paidKobo ?? 0;
  const daysBefore = daysBetween(localOf(now, row.timeZone).date, localOf(row.startsAt, row.timeZone).date);
  const contract =
    paidKobo > 0 && deps.deposits
      ? await deps.deposits.contractTerms(tx, row.photographerId, row.id, money?.totalKobo ?? row.priceKobo)
      : undefined;
  const clientCauseRefundKobo = contract
    ? refundUnderTerms(contract.terms, { paidKobo, depositKobo: contract.depositKobo, daysBefore })
    : null;
  return { paidKobo, daysBefore, contract, clientCauseRefundKobo };
}

/** The photographer's cancel dialog: what was paid and what the contract gives back if the client cancelled. */
export async function cancelQuote(deps: SchedulingDeps, viewer: Viewer, id: string): Promise<CancelQuote> {
  const row = await findBooking(deps.db, id);
  if (!row || roleOf(row, viewer) !== 'photographer') throw notFound(SCHEDULING_MESSAGES.notFound);
  const money =
    row.invoiceId && deps.deposits
      ? await withTransaction(deps.db, (tx) =>
          deps.deposits!.sessionMoney(tx, row.photographerId, row.invoiceId!),
        )
      : undefined;
  const q = await quoteOf(deps, deps.db, row, money, clock.now());
  return {
    paidKobo: q.paidKobo,
    daysBefore: q.daysBefore,
    contract: q.contract ? { title: q.contract.title, terms: q.contract.terms.summary } : null,
    clientCauseRefundKobo: q.clientCauseRefundKobo,
  };
}

/** How much goes back: the server's figure, never the browser's when a contract decides it. */
function refundFor(
  role: Role,
  input: CancelInput,
  q: Awaited<ReturnType<typeof quoteOf>>,
): { refundKobo: number; why: string } {
  const paid = q.paidKobo;
  if (paid === 0) return { refundKobo: 0, why: '' };
  if (role === 'client') {
    // The client's own cancellation (more than 48 hours before): the contract's terms when
    // there are some; otherwise nothing automatically, the photographer decides.
    return q.clientCauseRefundKobo !== null
      ? { refundKobo: q.clientCauseRefundKobo, why: "under the contract's terms" }
      : { refundKobo: 0, why: 'no refund made yet: the photographer decides' };
  }
  if (input.cause === 'photographer') return { refundKobo: paid, why: 'the photographer cancelled' };
  if (q.clientCauseRefundKobo !== null) {
    if (input.cause !== 'client')
      throw badRequest(CANCEL_MESSAGES.chooseCause, { cause: CANCEL_MESSAGES.chooseCause });
    return { refundKobo: q.clientCauseRefundKobo, why: "the client cancelled; under the contract's terms" };
  }
  if (input.refundKobo === undefined)
    throw badRequest(CANCEL_MESSAGES.enterRefund, { refundKobo: CANCEL_MESSAGES.enterRefund });
  if (input.refundKobo > paid)
    throw badRequest(CANCEL_MESSAGES.tooMuch(paid), { refundKobo: CANCEL_MESSAGES.tooMuch(paid) });
  return { refundKobo: input.refundKobo, why: 'the amount the photographer chose' };
}

/**
 * Cancels a booking. The client (signed in, or through their manage link) only more than 48
 * hours before (inside that, they are told to contact the photographer); the photographer at
 * any time. Lock order: the calendar, the session invoice, the booking (a payment locks the
 * invoice then the booking: no deadlock). Whoever cancelled is not emailed about it.
 */
export async function cancelBooking(
  deps: SchedulingDeps,
  actor: Actor,
  id: string,
  input: CancelInput,
  origin: { ipAddress: string; userAgent: string | null },
): Promise<Booking> {
  const now = clock.now();
  const online = await withTransaction(deps.db, async (tx) => {
    // Read inside the lock order (calendar, invoice, booking): a payment at this moment waits.
    const held: { money?: Money | undefined } = {};
    const { row, role } = await lockFor(tx, actor, id, async (peek) => {
      if (peek.invoiceId && deps.deposits)
        held.money = await deps.deposits.sessionMoney(tx, peek.photographerId, peek.invoiceId);
    });
    const money = held.money;
    if (!isActive(row)) throw conflict(SCHEDULING_MESSAGES.notActive);
    if (role === 'client' && !clientMayChange(row, now)) throw conflict(SCHEDULING_MESSAGES.tooLate);
    const { refundKobo, why } = refundFor(role, input, await quoteOf(deps, tx, row, money, now));
    const updated = await updateBooking(tx, row.id, { status: 'cancelled', holdExpiresAt: null });
    const when = formatSessionTime(row.startsAt, row.timeZone);
    const reason = `${row.typeName}, ${when}: booking cancelled (${why || 'nothing was paid'})`;
    const plan: { paymentId: string; amountKobo: number }[] = [];
    if (row.invoiceId && deps.deposits) {
      // Online first (back to the card or account it came from), the rest from recorded payments.
      let left = refundKobo;
      for (const p of left > 0 ? await deps.deposits.onlineRefundable(tx, row.invoiceId) : []) {
        const part = Math.min(left, p.refundableKobo);
        if (part > 0) plan.push({ paymentId: p.paymentId, amountKobo: part });
        left -= part;
      }
      if (left > 0) await deps.deposits.refundRecorded(tx, row.photographerId, row.invoiceId, left, reason);
      await deps.deposits.closeSessionInvoice(
        tx,
        row.photographerId,
        row.invoiceId,
        `Booking cancelled: ${row.typeName}, ${when}`,
        refundKobo > 0,
      );
    }
    const paid = money?.paidKobo ?? 0;
    const refundText =
      paid === 0
        ? ''
        : refundKobo > 0
          ? `${formatNaira(refundKobo)} of the ${formatNaira(paid)} you paid is refunded.`
          : `No refund of the ${formatNaira(paid)} paid (${why}).`;
    await record(
      tx,
      updated,
      'cancelled',
      `Cancelled by the ${role}: ${row.typeName}, ${when}${paid ? `. Refund ${formatNaira(refundKobo)} of ${formatNaira(paid)} paid (${why})` : ''}`,
      actorUserId(actor),
    );
    await notifyBooking(deps, tx, updated, 'cancelled', {
      by: role,
      ...(refundText ? { refund: refundText } : {}),
    });
    return { plan, reason, photographerId: row.photographerId };
  });
  await refundOnline(deps, id, online, { userId: online.photographerId, ...origin });
  return bookingFor(deps, actor, id);
}

/**
 * Paystack's part, once the cancellation committed: each payment's share is asked back through
 * the payments module (which writes the refund first, so it is never asked twice, and settles it
 * when Paystack's webhook says processed). A refusal is written on the booking for the
 * photographer to retry from Payments; the cancellation stands.
 */
async function refundOnline(
  deps: SchedulingDeps,
  bookingId: string,
  job: { plan: { paymentId: string; amountKobo: number }[]; reason: string },
  actor: RefundActor,
) {
  for (const part of job.plan) {
    try {
      await deps.deposits!.refundOnline(actor, part.paymentId, part.amountKobo, job.reason);
      await addBookingEvent(
        deps.db,
        bookingId,
        'refund-requested',
        `${formatNaira(part.amountKobo)} refund asked of Paystack`,
        null,
      );
    } catch (err) {
      deps.log.warn({ err, bookingId }, 'booking refund through Paystack failed');
      const detail = err instanceof Error ? err.message : 'Paystack could not be reached';
      await addBookingEvent(
        deps.db,
        bookingId,
        'refund-failed',
        `The ${formatNaira(part.amountKobo)} refund was not made (${detail}): refund it from Payments`,
        null,
      );
    }
  }
}
