/** Invoicing: receipts — one for every payment, numbered, as a PDF, emailed to the client (decision 201). */
import { instalmentName, nextInstalment } from '../../../shared/invoice-schedule.ts';
import { formatDocumentNumber, RECEIPT_PREFIX } from '../../../shared/invoicing.ts';
import { formatDate } from '../../../shared/lagos-time.ts';
import { formatNaira } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { receiptEmail } from '../../emails/invoice-emails.tsx';
import { type InvoicingDeps, publicLink, today } from './invoice-context.ts';
import { storePdf } from './invoice-documents.ts';
import { readSchedule } from './invoice-schedule.service.ts';
import { onBehalfOf, senderOf } from './invoice-sender.ts';
import {
  addEvent,
  type InvoiceRow,
  insertPayment,
  type PaymentRow,
  takeNextNumber,
} from './invoicing.repository.ts';

export interface NewPayment {
  amountKobo: number;
  method: PaymentRow['method'];
  paidOn: string;
  note: string;
  /** Paystack's reference, for an online payment. */
  reference?: string;
}

/**
 * Records a payment on a locked invoice with its receipt number, taken from the photographer's
 * receipt counter in this transaction (decision 111's counter row: its lock serialises payments
 * that race, and a rolled-back payment gives its number back), and what the invoice still owes
 * after it, which the receipt prints.
 */
export async function insertPaymentWithReceipt(
  tx: Db,
  row: InvoiceRow,
  payment: NewPayment,
  paidKoboAfter: number,
): Promise<PaymentRow> {
  const { n } = await takeNextNumber(tx, row.photographerId, 'receipt');
  return insertPayment(tx, {
    invoiceId: row.id,
    photographerId: row.photographerId,
    ...payment,
    reference: payment.reference ?? null,
    receiptNumber: formatDocumentNumber(RECEIPT_PREFIX, n),
    balanceAfterKobo: Math.max(0, row.totalKobo - paidKoboAfter),
  });
}

/**
 * Emails the client the receipt of one payment (the PDF attached), from the photographer's
 * business, in the paying transaction. `replaces`: the receipt this one corrects (part of that
 * payment was refunded).
 */
export async function sendReceipt(
  deps: InvoicingDeps,
  tx: Db,
  invoice: InvoiceRow,
  payment: PaymentRow,
  replaces?: { receiptNumber: string; refundedKobo: number },
): Promise<void> {
  const attachment = await storePdf(deps, tx, invoice, payment);
  const sender = await senderOf(tx, invoice.photographerId);
  const left = payment.balanceAfterKobo ?? 0;
  const schedule = left > 0 ? await readSchedule(tx, invoice.id, today()) : [];
  const next = nextInstalment(schedule);
  const receiptNumber = payment.receiptNumber!;
  await deps.mailer.send(
    {
      to: invoice.clientEmail,
      template: 'invoice-receipt',
      content: receiptEmail({
        clientName: invoice.clientName,
        from: sender.name,
        receiptNumber,
        number: invoice.number!,
        amount: formatNaira(payment.amountKobo),
        paidOn: formatDate(payment.paidOn),
        left: left > 0 ? formatNaira(left) : null,
        next: next
          ? `${instalmentName(next, schedule.length)}, ${formatNaira(next.amountKobo - next.paidKobo)} by ${formatDate(next.dueDate)}`
          : null,
        url: invoice.token && left > 0 ? publicLink(deps, invoice.token) : null,
        replaces: replaces
          ? `${formatNaira(replaces.refundedKobo)} of the payment on receipt ${replaces.receiptNumber} was refunded`
          : null,
      }),
      meta: { invoiceId: invoice.id, paymentId: payment.id },
      ...(invoice.clientId ? { clientId: invoice.clientId } : {}),
      attachments: [attachment],
      onBehalfOf: onBehalfOf(sender),
    },
    { db: tx },
  );
  await addEvent(
    tx,
    invoice.id,
    'receipt',
    `Receipt ${receiptNumber} for ${formatNaira(payment.amountKobo)} sent to ${invoice.clientEmail}`,
  );
}
