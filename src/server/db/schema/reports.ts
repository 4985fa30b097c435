import { bigint, date, index, uuid } from 'drizzle-orm/pg-core';
import { derived } from './clients.ts';
import { invoicePayments, invoices } from './invoicing.ts';

/**
 * The VAT in each payment received on an invoice (decision 230's rule: payments oldest first, each
 * carries the VAT of what it brings the invoice's paid money to, half up, capped at the total),
 * kept by statement-level triggers on `invoice_payments` and `invoices` (see the migration), so
 * the VAT reports add up rows by day instead of running a window over every payment (decision
 * 270). Only payments that count are here: standing ones, and the part of a payment later given
 * back by hand; only on invoices that charge VAT and are not void.
 */
export const paymentVatShares = derived.table(
  'payment_vat_shares',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => invoicePayments.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    photographerId: uuid('photographer_id').notNull(),
    paidOn: date('paid_on').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    vatKobo: bigint('vat_kobo', { mode: 'number' }).notNull(),
  },
  (t) => [index('payment_vat_shares_photographer_paid_idx').on(t.photographerId, t.paidOn)],
);
