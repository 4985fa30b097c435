import { randomBytes } from 'node:crypto';
import { INSTALMENT_STATE_LABELS, instalmentName } from '../../../shared/invoice-schedule.ts';
import { invoiceStatusLabel } from '../../../shared/invoice-status.ts';
import { INVOICE_MESSAGES, PAYMENT_METHOD_LABELS } from '../../../shared/invoicing.ts';
import { lagosDate } from '../../../shared/lagos-time.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { amountsOf, bankOf, type InvoicingDeps, publicLink, today } from './invoice-context.ts';
import { readInvoiceLogo } from './invoice-logo.service.ts';
import { type InvoicePdfData, type ReceiptPayment, renderInvoicePdf } from './invoice-pdf.ts';
import { readSchedule } from './invoice-schedule.service.ts';
import { senderOf } from './invoice-sender.ts';
import { findInvoice, findPayment, type InvoiceRow, type PaymentRow } from './invoicing.repository.ts';

/** Invoice and receipt PDFs: the data they print, and storing one for an email attachment. */

/** A receipt's status line: what became of the payment, else what it left to pay. */
function receiptStatus(p: PaymentRow): string {
  if (p.reversedAt) return 'REVERSED';
  if (p.refundedKobo >= p.amountKobo) return 'REFUNDED';
  if (p.balanceAfterKobo === null) return 'PAID';
  return p.balanceAfterKobo > 0 ? 'PARTIALLY PAID' : 'PAID IN FULL';
}

function receiptPayment(p: PaymentRow): ReceiptPayment {
  return {
    amountKobo: p.amountKobo,
    paidOn: p.paidOn,
    method: PAYMENT_METHOD_LABELS[p.method],
    balanceAfterKobo: p.balanceAfterKobo,
    refundedKobo: p.refundedKobo,
    reversed: p.reversedAt ? { on: lagosDate(p.reversedAt), reason: p.reversalReason ?? '' } : null,
  };
}

/** What an invoice PDF prints, or with `payment` that payment's receipt. */
export async function pdfData(
  deps: InvoicingDeps,
  db: Db,
  row: InvoiceRow,
  payment?: PaymentRow,
): Promise<InvoicePdfData> {
  // One after another: `db` may be a transaction handle (one connection).
  const sender = await senderOf(db, row.photographerId);
  const logo = await readInvoiceLogo(deps, row.photographerId);
  const schedule = payment ? [] : await readSchedule(db, row.id, today());
  const amounts = amountsOf(row);
  return {
    kind: payment ? 'receipt' : 'invoice',
    number: payment ? (payment.receiptNumber ?? '') : (row.number ?? 'DRAFT'),
    invoiceNumber: row.number ?? 'DRAFT',
    status: payment ? receiptStatus(payment) : invoiceStatusLabel({ ...row, ...amounts }).toUpperCase(),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    from: {
      name: sender.name,
      lines: [
        sender.personalName !== sender.name ? sender.personalName : '',
        sender.email,
        sender.settings.address,
      ],
    },
    tin: sender.settings.tin,
    to: { name: row.clientName, lines: [row.clientEmail, row.clientPhone, row.clientAddress] },
    ...amounts,
    notes: row.notes,
    bank: bankOf(sender.settings),
    payUrl: row.token ? publicLink(deps, row.token) : null,
    receipt: payment ? receiptPayment(payment) : undefined,
    logo,
    schedule: schedule.map((i) => ({
      name: instalmentName(i, schedule.length),
      dueDate: i.dueDate,
      amountKobo: i.amountKobo,
      state: INSTALMENT_STATE_LABELS[i.state],
    })),
  };
}

export const pdfName = (row: InvoiceRow, payment?: PaymentRow) =>
  `${payment ? payment.receiptNumber : (row.number ?? 'draft-invoice')}.pdf`;

/** The invoice PDF of the photographer's own invoice. */
export async function invoicePdf(
  deps: InvoicingDeps,
  photographerId: string,
  id: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findInvoice(deps.db, photographerId, id);
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  return { filename: pdfName(row), pdf: await renderInvoicePdf(await pdfData(deps, deps.db, row)) };
}

/** A payment's receipt PDF, of an invoice already found for its reader (owner or link). */
export async function receiptPdfOf(
  deps: InvoicingDeps,
  row: InvoiceRow,
  paymentId: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const payment = await findPayment(deps.db, row.id, paymentId);
  if (!payment?.receiptNumber) throw notFound(INVOICE_MESSAGES.receiptNotFound);
  return {
    filename: pdfName(row, payment),
    pdf: await renderInvoicePdf(await pdfData(deps, deps.db, row, payment)),
  };
}

/** The receipt of a payment on the photographer's own invoice. */
export async function receiptPdf(deps: InvoicingDeps, photographerId: string, id: string, paymentId: string) {
  const row = await findInvoice(deps.db, photographerId, id);
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  return receiptPdfOf(deps, row, paymentId);
}

/** Renders and stores a PDF (the invoice, or a payment's receipt) for an email attachment. */
export async function storePdf(deps: InvoicingDeps, db: Db, row: InvoiceRow, payment?: PaymentRow) {
  const pdf = await renderInvoicePdf(await pdfData(deps, db, row, payment));
  const filename = pdfName(row, payment);
  const storageKey = `invoices/${row.id}/${randomBytes(6).toString('hex')}-${filename}`;
  await deps.storage.put(storageKey, pdf, { contentType: 'application/pdf' });
  return { filename, storageKey, contentType: 'application/pdf' };
}
