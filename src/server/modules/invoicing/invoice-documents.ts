import { randomBytes } from 'node:crypto';
import { INSTALMENT_STATE_LABELS, instalmentName } from '../../../shared/invoice-schedule.ts';
import { INVOICE_MESSAGES, PAYMENT_METHOD_LABELS } from '../../../shared/invoicing.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { amountsOf, bankOf, type InvoicingDeps, publicLink, today } from './invoice-context.ts';
import { readInvoiceLogo } from './invoice-logo.service.ts';
import { type InvoicePdfData, renderInvoicePdf } from './invoice-pdf.ts';
import { readSchedule } from './invoice-schedule.service.ts';
import {
  ensureSettings,
  findInvoice,
  type InvoiceRow,
  listPayments,
  photographerOf,
} from './invoicing.repository.ts';

/** Invoice and receipt PDFs: the data they print, and storing one for an email attachment. */

export async function pdfData(
  deps: InvoicingDeps,
  db: Db,
  row: InvoiceRow,
  kind: 'invoice' | 'receipt',
): Promise<InvoicePdfData> {
  // One after another: `db` may be a transaction handle (one connection).
  const settings = await ensureSettings(db, row.photographerId);
  const who = await photographerOf(db, row.photographerId);
  const payments = kind === 'receipt' ? await listPayments(db, row.id) : [];
  const logo = await readInvoiceLogo(deps, row.photographerId);
  const schedule = kind === 'invoice' ? await readSchedule(db, row.id, today(deps)) : [];
  return {
    kind,
    number: kind === 'receipt' ? (row.receiptNumber ?? '') : (row.number ?? 'DRAFT'),
    invoiceNumber: row.number ?? 'DRAFT',
    status: row.status.toUpperCase(),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    from: {
      name: settings.businessName || who?.name || '',
      lines: [settings.businessName ? (who?.name ?? '') : '', who?.email ?? '', settings.address],
    },
    tin: settings.tin,
    to: { name: row.clientName, lines: [row.clientEmail, row.clientPhone, row.clientAddress] },
    ...amountsOf(row),
    notes: row.notes,
    bank: bankOf(settings),
    payUrl: row.token ? publicLink(deps, row.token) : null,
    payments: payments
      .filter((p) => !p.reversedAt)
      .map((p) => ({ paidOn: p.paidOn, method: PAYMENT_METHOD_LABELS[p.method], amountKobo: p.amountKobo })),
    logo,
    schedule: schedule.map((i) => ({
      name: instalmentName(i, schedule.length),
      dueDate: i.dueDate,
      amountKobo: i.amountKobo,
      state: INSTALMENT_STATE_LABELS[i.state],
    })),
  };
}

export const pdfName = (row: InvoiceRow, kind: 'invoice' | 'receipt') =>
  `${kind === 'receipt' ? row.receiptNumber : (row.number ?? 'draft-invoice')}.pdf`;

/** The invoice (or receipt) PDF of the photographer's own invoice. */
export async function invoicePdf(
  deps: InvoicingDeps,
  photographerId: string,
  id: string,
  kind: 'invoice' | 'receipt',
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findInvoice(deps.db, photographerId, id);
  if (!row || (kind === 'receipt' && !row.receiptNumber)) throw notFound(INVOICE_MESSAGES.notFound);
  return {
    filename: pdfName(row, kind),
    pdf: await renderInvoicePdf(await pdfData(deps, deps.db, row, kind)),
  };
}

/** Renders and stores a PDF for an email attachment; returns the attachment reference. */
export async function storePdf(deps: InvoicingDeps, db: Db, row: InvoiceRow, kind: 'invoice' | 'receipt') {
  const pdf = await renderInvoicePdf(await pdfData(deps, db, row, kind));
  const filename = pdfName(row, kind);
  const storageKey = `invoices/${row.id}/${randomBytes(6).toString('hex')}-${filename}`;
  await deps.storage.put(storageKey, pdf, { contentType: 'application/pdf' });
  return { filename, storageKey, contentType: 'application/pdf' };
}
