import { PAYMENT_METHOD_LABELS } from '../../../shared/invoicing.ts';
import { nairaDecimal } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import type { InvoicingDeps } from './invoice-context.ts';
import { invoicesIssuedBetween, paymentsBetween, totalRecordedPayments } from './invoicing.repository.ts';

/** For the photographer's accountant (CSV) and the admin overview's revenue. */

/** Invoices issued and payments received in a date range, one CSV with a section each. */
export async function exportCsv(
  deps: InvoicingDeps,
  photographerId: string,
  from: string,
  to: string,
): Promise<string> {
  const [issued, payments] = await Promise.all([
    invoicesIssuedBetween(deps.db, photographerId, from, to),
    paymentsBetween(deps.db, photographerId, from, to),
  ]);
  const blank: string[] = [];
  return toCsv([
    ['Invoices'],
    [
      'Number',
      'Client',
      'Client email',
      'Issue date',
      'Due date',
      'Status',
      'Subtotal (NGN)',
      'Discount (NGN)',
      'VAT (NGN)',
      'Total (NGN)',
      'Paid (NGN)',
      'Balance (NGN)',
    ],
    ...issued.map((r) => [
      r.number ?? '',
      r.clientName,
      r.clientEmail,
      r.issueDate,
      r.dueDate,
      r.status,
      nairaDecimal(r.subtotalKobo),
      nairaDecimal(r.discountKobo),
      nairaDecimal(r.vatKobo),
      nairaDecimal(r.totalKobo),
      nairaDecimal(r.paidKobo),
      nairaDecimal(r.totalKobo - r.paidKobo),
    ]),
    blank,
    ['Payments'],
    ['Date', 'Invoice', 'Client', 'Method', 'Amount (NGN)', 'Note', 'Reversed', 'Reversal reason'],
    ...payments.map((p) => [
      p.payment.paidOn,
      p.number ?? '',
      p.clientName,
      PAYMENT_METHOD_LABELS[p.payment.method],
      nairaDecimal(p.payment.amountKobo),
      p.payment.note,
      p.payment.reversedAt ? 'yes' : 'no',
      p.payment.reversalReason ?? '',
    ]),
  ]);
}

/**
 * The admin overview's revenue, in kobo: every payment recorded on an invoice and not reversed,
 * less what was refunded through Paystack (the sum of the invoices' paid money).
 */
export const platformRevenueKobo = (db: Db) => totalRecordedPayments(db);
