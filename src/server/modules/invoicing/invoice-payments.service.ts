import { instalmentName } from '../../../shared/invoice-schedule.ts';
import {
  INVOICE_MESSAGES,
  type InvoiceDetail,
  PAYMENT_METHOD_LABELS,
  type RecordPaymentInput,
  recordPaymentSchema,
} from '../../../shared/invoicing.ts';
import { formatNaira } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { type InvoicingDeps, today } from './invoice-context.ts';
import { invoicePaymentApplied } from './invoice-payment-hooks.ts';
import { getInvoiceDetail } from './invoice-reads.service.ts';
import { insertPaymentWithReceipt, type NewPayment, sendReceipt } from './invoice-receipts.service.ts';
import { openStatusWith, reopenedStatus, syncSchedule } from './invoice-schedule.service.ts';
import {
  addEvent,
  findPayment,
  type InvoiceRow,
  listPayments,
  lockInvoice,
  type PaymentRow,
  reversePayment,
  updateInvoice,
} from './invoicing.repository.ts';

/** Payments on an invoice: recorded by hand, credited online, reversed with a reason. */

export async function recordPayment(
  deps: InvoicingDeps,
  photographerId: string,
  id: string,
  raw: RecordPaymentInput,
): Promise<InvoiceDetail> {
  const input = recordPaymentSchema.parse(raw);
  await withTransaction(deps.db, async (tx) => {
    const row = await lockInvoice(tx, photographerId, id);
    if (!row) throw notFound(INVOICE_MESSAGES.notFound);
    if (row.status !== 'sent' && row.status !== 'overdue') throw conflict(INVOICE_MESSAGES.notIssued);
    const balance = row.totalKobo - row.paidKobo;
    if (input.amountKobo > balance)
      throw badRequest(INVOICE_MESSAGES.overpaid, { amountKobo: INVOICE_MESSAGES.overpaid });
    await applyPayment(deps, tx, row, {
      amountKobo: input.amountKobo,
      method: input.method,
      paidOn: input.paidOn ?? today(),
      note: input.note,
    });
  });
  return getInvoiceDetail(deps, photographerId, id);
}

/**
 * Adds a payment to a locked invoice, with its receipt (decision 201): the balance follows, and
 * the receipt, numbered in this transaction, goes to the client whatever the payment (a deposit,
 * an instalment, part or all of the balance). Used for payments recorded by the photographer and
 * for online payments, in the caller's transaction. An invoice that is not open (already paid,
 * or void) keeps its status: the money is recorded (a payment Paystack took is never dropped)
 * with a note to refund or credit the client, and receipted like any other.
 */
export async function applyPayment(
  deps: InvoicingDeps,
  tx: Db,
  row: InvoiceRow,
  payment: NewPayment,
): Promise<InvoiceRow> {
  const { id, photographerId } = row;
  const paidKobo = row.paidKobo + payment.amountKobo;
  const recorded = await insertPaymentWithReceipt(tx, row, payment, paidKobo);
  // Oldest unpaid instalment first, whatever the payment was meant for (decision 125).
  const { schedule, completed } = await syncSchedule(tx, id, paidKobo, clock.now());
  for (const done of completed)
    await addEvent(tx, id, 'instalment_paid', `${instalmentName(done, schedule.length)} paid`);
  await addEvent(
    tx,
    id,
    'payment',
    `${formatNaira(payment.amountKobo)} by ${PAYMENT_METHOD_LABELS[payment.method].toLowerCase()} recorded`,
  );
  const left = row.totalKobo - paidKobo;
  await deps.clients.recordEvent(tx, photographerId, {
    clientId: row.clientId,
    email: row.clientEmail,
    kind: 'payment',
    summary: `${formatNaira(payment.amountKobo)} towards invoice ${row.number}: ${left > 0 ? `partially paid, ${formatNaira(left)} left` : 'paid in full'} (receipt ${recorded.receiptNumber})`,
    invoiceId: id,
  });
  // Other modules' reactions (a booking's deposit keeps its time), in this same transaction.
  await invoicePaymentApplied(tx, { id, photographerId, paidKobo });
  const updated = await statusAfterPayment(deps, tx, row, paidKobo, schedule);
  await sendReceipt(deps, tx, updated, recorded);
  return updated;
}

/** The invoice's status once `paidKobo` is in: open, part paid, or paid in full. */
async function statusAfterPayment(
  deps: InvoicingDeps,
  tx: Db,
  row: InvoiceRow,
  paidKobo: number,
  schedule: Awaited<ReturnType<typeof syncSchedule>>['schedule'],
): Promise<InvoiceRow> {
  const { id, photographerId } = row;
  if (row.status !== 'sent' && row.status !== 'overdue') {
    const kept = await updateInvoice(tx, id, { paidKobo });
    // Over-payment of a paid invoice is flagged by the online credit (invoice-online.service.ts).
    if (row.status === 'void')
      await addEvent(tx, id, 'overpaid', 'Paid after it was void: refund or credit the client');
    return kept;
  }
  if (paidKobo < row.totalKobo) {
    // A scheduled invoice is current again once no instalment is left unpaid past its date.
    const status = schedule.length ? openStatusWith(row, schedule, today()) : row.status;
    return updateInvoice(tx, id, { paidKobo, status });
  }
  const paid = await updateInvoice(tx, id, { paidKobo, status: 'paid', paidAt: clock.now() });
  await addEvent(tx, id, 'paid', 'Paid in full');
  await deps.clients.recordEvent(tx, photographerId, {
    clientId: paid.clientId,
    email: paid.clientEmail,
    kind: 'invoice_paid',
    summary: `Invoice ${paid.number} paid (${formatNaira(paid.totalKobo)})`,
    invoiceId: id,
  });
  return paid;
}

export async function reverseInvoicePayment(
  deps: InvoicingDeps,
  photographerId: string,
  id: string,
  paymentId: string,
  reason: string,
): Promise<InvoiceDetail> {
  await withTransaction(deps.db, async (tx) => {
    const row = await lockInvoice(tx, photographerId, id);
    if (!row) throw notFound(INVOICE_MESSAGES.notFound);
    const payment = await findPayment(tx, id, paymentId);
    if (!payment) throw notFound(INVOICE_MESSAGES.paymentNotFound);
    if (payment.method === 'online' && !payment.reversedAt)
      throw conflict(INVOICE_MESSAGES.onlineNotReversible);
    if (!(await reversePayment(tx, paymentId, reason))) throw conflict(INVOICE_MESSAGES.alreadyReversed);
    await paidWentDown(tx, row, row.paidKobo - payment.amountKobo);
    await addEvent(tx, id, 'payment_reversed', `${formatNaira(payment.amountKobo)} reversed: ${reason}`);
  });
  return getInvoiceDetail(deps, photographerId, id);
}

/** The invoice's paid money went down (a reversal, a refund by hand): schedule and status follow. */
async function paidWentDown(tx: Db, row: InvoiceRow, paidKobo: number) {
  const { schedule } = await syncSchedule(tx, row.id, paidKobo, clock.now());
  const status = reopenedStatus(row, schedule, today());
  return updateInvoice(tx, row.id, { paidKobo, status, paidAt: null });
}

/**
 * For a module that refunds a client what they paid by hand (a cancelled booking, decision 161),
 * in the caller's transaction: up to `amountKobo` is given back from the invoice's recorded
 * payments (not online ones: those go back through Paystack), newest first. A payment refunded
 * is reversed with the reason and keeps the part given back (reports count it received, then
 * refunded: decision 230); what is kept of one refunded in part is recorded again as a new payment
 * of the same method and day, with its own receipt, so every payment row stays a true record.
 * Returns the kobo refunded.
 */
export async function refundRecordedPayments(
  deps: InvoicingDeps,
  tx: Db,
  photographerId: string,
  id: string,
  amountKobo: number,
  reason: string,
): Promise<number> {
  const row = await lockInvoice(tx, photographerId, id);
  if (!row || amountKobo <= 0) return 0;
  const recorded = (await listPayments(tx, id)).filter((p) => p.method !== 'online' && !p.reversedAt);
  let left = amountKobo;
  const kept: { payment: PaymentRow; refundedKobo: number }[] = [];
  for (const payment of recorded.reverse()) {
    if (left <= 0) break;
    const part = Math.min(left, payment.amountKobo);
    await reversePayment(tx, payment.id, reason, part);
    if (part < payment.amountKobo) kept.push({ payment, refundedKobo: part });
    left -= part;
  }
  const refunded = amountKobo - left;
  if (refunded === 0) return 0;
  const after = await paidWentDown(tx, row, row.paidKobo - refunded);
  // What the client keeps paid of a payment refunded in part is recorded again (the invoice's paid
  // money already counts it), with a receipt that replaces the first one.
  for (const { payment, refundedKobo } of kept) {
    const again = await insertPaymentWithReceipt(
      tx,
      after,
      {
        amountKobo: payment.amountKobo - refundedKobo,
        method: payment.method,
        paidOn: payment.paidOn,
        note: `Kept of ${formatNaira(payment.amountKobo)} after ${formatNaira(refundedKobo)} was refunded`,
      },
      after.paidKobo,
    );
    await sendReceipt(deps, tx, after, again, {
      receiptNumber: payment.receiptNumber ?? 'the first receipt',
      refundedKobo,
    });
  }
  await addEvent(tx, id, 'refund', `${formatNaira(refunded)} refunded by hand: ${reason}`);
  await deps.clients.recordEvent(tx, photographerId, {
    clientId: row.clientId,
    email: row.clientEmail,
    kind: 'payment',
    summary: `${formatNaira(refunded)} refunded on invoice ${row.number}: ${reason}`,
    invoiceId: id,
  });
  return refunded;
}

/** The money of an invoice, locked for the caller's transaction (a booking being cancelled reads it). */
export async function lockedInvoiceMoney(tx: Db, photographerId: string, id: string) {
  const row = await lockInvoice(tx, photographerId, id);
  return row && { paidKobo: row.paidKobo, totalKobo: row.totalKobo, status: row.status };
}
