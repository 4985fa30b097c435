import { instalmentName } from '../../../shared/invoice-schedule.ts';
import {
  formatDocumentNumber,
  INVOICE_MESSAGES,
  type InvoiceDetail,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  RECEIPT_PREFIX,
  type RecordPaymentInput,
  recordPaymentSchema,
} from '../../../shared/invoicing.ts';
import { formatNaira } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { receiptEmail } from '../../emails/invoice-emails.tsx';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { type InvoicingDeps, now, today } from './invoice-context.ts';
import { storePdf } from './invoice-documents.ts';
import { invoicePaymentApplied } from './invoice-payment-hooks.ts';
import { getInvoiceDetail } from './invoice-reads.service.ts';
import { openStatusWith, reopenedStatus, syncSchedule } from './invoice-schedule.service.ts';
import {
  addEvent,
  ensureSettings,
  findPayment,
  type InvoiceRow,
  insertPayment,
  listPayments,
  lockInvoice,
  photographerOf,
  reversePayment,
  takeNextNumber,
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
      paidOn: input.paidOn ?? today(deps),
      note: input.note,
    });
  });
  return getInvoiceDetail(deps, photographerId, id);
}

/**
 * Adds a payment to a locked invoice: the balance follows, and paid in full the receipt takes
 * its number (once per invoice) and goes to the client. Used for payments recorded by the
 * photographer and for online payments, in the caller's transaction. An invoice that is not
 * open (already paid, or void) keeps its status: the money is recorded (a payment Paystack took
 * is never dropped) with a note to refund or credit the client, and no receipt goes out.
 */
export async function applyPayment(
  deps: InvoicingDeps,
  tx: Db,
  row: InvoiceRow,
  payment: { amountKobo: number; method: PaymentMethod; paidOn: string; note: string },
): Promise<InvoiceRow> {
  const { id, photographerId } = row;
  await insertPayment(tx, { invoiceId: id, photographerId, ...payment });
  const paidKobo = row.paidKobo + payment.amountKobo;
  // Oldest unpaid instalment first, whatever the payment was meant for (decision 125).
  const { schedule, completed } = await syncSchedule(tx, id, paidKobo, now(deps));
  for (const done of completed)
    await addEvent(tx, id, 'instalment_paid', `${instalmentName(done, schedule.length)} paid`);
  await addEvent(
    tx,
    id,
    'payment',
    `${formatNaira(payment.amountKobo)} by ${PAYMENT_METHOD_LABELS[payment.method].toLowerCase()} recorded`,
  );
  await deps.clients.recordEvent(tx, photographerId, {
    clientId: row.clientId,
    email: row.clientEmail,
    kind: 'payment',
    summary: `${formatNaira(payment.amountKobo)} towards invoice ${row.number}`,
    invoiceId: id,
  });
  // Other modules' reactions (a booking's deposit keeps its time), in this same transaction.
  await invoicePaymentApplied(tx, { id, photographerId, paidKobo });
  if (row.status !== 'sent' && row.status !== 'overdue') {
    const kept = await updateInvoice(tx, id, { paidKobo });
    // Over-payment of a paid invoice is flagged by the online credit (invoice-online.service.ts).
    if (row.status === 'void')
      await addEvent(tx, id, 'overpaid', 'Paid after it was void: refund or credit the client');
    return kept;
  }
  if (paidKobo < row.totalKobo) {
    // A scheduled invoice is current again once no instalment is left unpaid past its date.
    const status = schedule.length ? openStatusWith(row, schedule, today(deps)) : row.status;
    return updateInvoice(tx, id, { paidKobo, status });
  }
  const receiptNumber =
    row.receiptNumber ??
    formatDocumentNumber(RECEIPT_PREFIX, (await takeNextNumber(tx, photographerId, 'receipt')).n);
  const paid = await updateInvoice(tx, id, { paidKobo, status: 'paid', paidAt: now(deps), receiptNumber });
  const attachment = await storePdf(deps, tx, paid, 'receipt');
  const settings = await ensureSettings(tx, photographerId);
  const who = await photographerOf(tx, photographerId);
  await deps.mailer.send(
    {
      to: paid.clientEmail,
      template: 'invoice-receipt',
      content: receiptEmail({
        clientName: paid.clientName,
        from: settings.businessName || who?.name || 'Your photographer',
        receiptNumber,
        number: paid.number!,
        total: formatNaira(paid.totalKobo),
      }),
      meta: { invoiceId: id },
      attachments: [attachment],
    },
    { db: tx },
  );
  await addEvent(tx, id, 'paid', `Paid in full; receipt ${receiptNumber} sent`);
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
    if (!(await reversePayment(tx, paymentId, reason))) throw conflict(INVOICE_MESSAGES.alreadyReversed);
    await paidWentDown(deps, tx, row, row.paidKobo - payment.amountKobo);
    await addEvent(tx, id, 'payment_reversed', `${formatNaira(payment.amountKobo)} reversed: ${reason}`);
  });
  return getInvoiceDetail(deps, photographerId, id);
}

/** The invoice's paid money went down (a reversal, a refund by hand): schedule and status follow. */
async function paidWentDown(deps: InvoicingDeps, tx: Db, row: InvoiceRow, paidKobo: number) {
  const { schedule } = await syncSchedule(tx, row.id, paidKobo, now(deps));
  const status = reopenedStatus(row, schedule, today(deps));
  return updateInvoice(tx, row.id, { paidKobo, status, paidAt: null });
}

/**
 * For a module that refunds a client what they paid by hand (a cancelled booking, decision 161),
 * in the caller's transaction: up to `amountKobo` is given back from the invoice's recorded
 * payments (not online ones: those go back through Paystack), newest first. A payment refunded
 * whole is reversed with the reason; one refunded in part is reversed and what is kept recorded
 * again as a new payment of the same method and day, so every payment row stays a true record.
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
  for (const payment of recorded.reverse()) {
    if (left <= 0) break;
    const part = Math.min(left, payment.amountKobo);
    await reversePayment(tx, payment.id, reason, part);
    if (part < payment.amountKobo)
      await insertPayment(tx, {
        invoiceId: id,
        photographerId,
        amountKobo: payment.amountKobo - part,
        method: payment.method,
        paidOn: payment.paidOn,
        note: `Kept of ${formatNaira(payment.amountKobo)} after ${formatNaira(part)} was refunded`,
      });
    left -= part;
  }
  const refunded = amountKobo - left;
  if (refunded === 0) return 0;
  await paidWentDown(deps, tx, row, row.paidKobo - refunded);
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
