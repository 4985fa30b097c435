import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { INVOICE_STATUSES, PAYMENT_METHODS } from '../../../shared/invoicing.ts';
import { users } from './accounts.ts';
import { clients } from './clients.ts';
import { createdAt, updatedAt } from './columns.ts';

/** kobo amounts: bigint columns read as JavaScript numbers (every bound is far below 2^53). */
const kobo = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * One row per photographer: what prints on their invoices, their reminder days, and THE
 * counters of their invoice and receipt numbers (decision 111): a send takes the next number
 * with `UPDATE … RETURNING` under this row's lock, in the sending transaction, so numbers are
 * gap-free and unique even when sends race.
 */
export const invoiceSettings = pgTable('invoice_settings', {
  photographerId: uuid('photographer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  prefix: text('prefix').notNull().default('INV'),
  vatEnabled: boolean('vat_enabled').notNull().default(true),
  tin: text('tin').notNull().default(''),
  businessName: text('business_name').notNull().default(''),
  address: text('address').notNull().default(''),
  bankName: text('bank_name').notNull().default(''),
  accountName: text('account_name').notNull().default(''),
  accountNumber: text('account_number').notNull().default(''),
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  reminderOffsets: integer('reminder_offsets').array().notNull().default(sql`'{-3,0,7}'::integer[]`),
  lastInvoiceNumber: integer('last_invoice_number').notNull().default(0),
  lastReceiptNumber: integer('last_receipt_number').notNull().default(0),
  updatedAt: updatedAt(),
});

export interface StoredItem {
  description: string;
  quantity: number;
  unitKobo: number;
}

/**
 * Invoices. The client is a snapshot (name, email, phone, address) plus `client_id`, the
 * photographer's client record (a deleted draft's client goes, the snapshot stays).
 * Amounts are stored as computed by `invoiceTotals` at the last save. Drafts have no number;
 * issued invoices are voided, never deleted.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone').notNull().default(''),
    clientAddress: text('client_address').notNull().default(''),
    number: text('number'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    items: jsonb('items').$type<StoredItem[]>().notNull(),
    vatEnabled: boolean('vat_enabled').notNull(),
    subtotalKobo: kobo('subtotal_kobo'),
    discountKobo: kobo('discount_kobo'),
    vatKobo: kobo('vat_kobo'),
    totalKobo: kobo('total_kobo'),
    paidKobo: kobo('paid_kobo'),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    notes: text('notes').notNull().default(''),
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /**
     * The client's link token (/i/<token>): 32 random bytes, set at the first send, cleared when
     * the link is revoked (void, or a new link); kept so the photographer can copy the link.
     */
    token: text('token'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    clientSaysPaidAt: timestamp('client_says_paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_photographer_number_idx').on(t.photographerId, t.number),
    uniqueIndex('invoices_token_idx').on(t.token),
    index('invoices_photographer_created_idx').on(t.photographerId, t.createdAt),
    index('invoices_client_email_idx').on(t.clientEmail),
    index('invoices_status_due_idx').on(t.status, t.dueDate),
    // Reports read a photographer's invoices by the day they were issued (VAT, statements).
    index('invoices_photographer_issue_idx').on(t.photographerId, t.issueDate),
    // The list's tab counts and open balances per status: answered from the index alone, not from
    // one table page per invoice (decision 290).
    index('invoices_photographer_status_idx').on(t.photographerId, t.status, t.totalKobo, t.paidKobo),
  ],
);

/**
 * Every payment on an invoice, recorded by hand or online; reversed with a reason, never deleted.
 * Each has its own receipt (decision 201): its number is taken from the photographer's receipt
 * counter in the paying transaction, so numbers are gap-free and unique whatever races.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountKobo: kobo('amount_kobo'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    paidOn: date('paid_on').notNull(),
    note: text('note').notNull().default(''),
    /** RCT-0001; null only on payments recorded before every payment had a receipt. */
    receiptNumber: text('receipt_number'),
    /** What the invoice still owed once this payment was in: the receipt prints it. */
    balanceAfterKobo: bigint('balance_after_kobo', { mode: 'number' }),
    /** Paystack's reference of an online payment (its refunds are found by it). */
    reference: text('reference'),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversalReason: text('reversal_reason'),
    /**
     * What was given back of this payment. Online: what Paystack refunded (the payment stands; its
     * refunds are rows of their own in payments). By hand: on a reversed row (a cancelled booking's
     * refund; the part kept is recorded again as a new payment), so reports count the payment as
     * received and the refund apart (decision 230); 0 for a reversal that corrects a mistake.
     */
    refundedKobo: kobo('refunded_kobo'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    uniqueIndex('invoice_payments_receipt_idx').on(t.photographerId, t.receiptNumber),
    index('invoice_payments_reference_idx').on(t.reference),
    index('invoice_payments_photographer_paid_idx').on(t.photographerId, t.paidOn),
    // Reports read refunds by hand by the day they were made.
    index('invoice_payments_photographer_reversed_idx')
      .on(t.photographerId, t.reversedAt)
      .where(sql`${t.reversedAt} is not null`),
  ],
);

/** The invoice's history: created, sent, viewed, reminders, payments, reversals, void. */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: text('detail').notNull().default(''),
    /** For reminders: which offset was sent, so a repeated job sends it once. */
    key: text('key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_events_invoice_idx').on(t.invoiceId, t.createdAt),
    uniqueIndex('invoice_events_key_idx').on(t.invoiceId, t.key),
  ],
);

/**
 * An invoice's payment schedule (decisions 123–126): 2 to 6 instalments, oldest first, whose
 * amounts add up to the invoice total exactly (resolved from amounts or percentages when the
 * draft is saved). `paid_kobo` is the share of the invoice's paid money that falls on this
 * instalment (oldest first), rewritten under the invoice's lock whenever that money changes; the
 * CHECK makes crediting one instalment twice impossible, whatever races.
 */
export const invoiceInstalments = pgTable(
  'invoice_instalments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull().default(''),
    amountKobo: kobo('amount_kobo'),
    /** How the photographer gave it: a percentage in basis points, or null for an amount. */
    percentBp: integer('percent_bp'),
    dueDate: date('due_date').notNull(),
    paidKobo: kobo('paid_kobo'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoice_instalments_position_idx').on(t.invoiceId, t.position),
    index('invoice_instalments_due_idx').on(t.dueDate),
    check('invoice_instalments_position_check', sql`${t.position} between 1 and 6`),
    check('invoice_instalments_amount_check', sql`${t.amountKobo} > 0`),
    check('invoice_instalments_paid_check', sql`${t.paidKobo} between 0 and ${t.amountKobo}`),
  ],
);
