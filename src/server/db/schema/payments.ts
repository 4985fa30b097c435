import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Where a photographer is paid: their bank account, confirmed through Paystack's account
 * resolution, and the Paystack subaccount that online payments settle into. Online payment to
 * a photographer is possible only once this row exists.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    photographerId: uuid('photographer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The name the bank holds, as Paystack resolved it. */
    accountName: text('account_name').notNull(),
    /** `ACCT_…`: the subaccount online payments to this photographer settle into. */
    subaccountCode: text('subaccount_code').notNull(),
    /** Whether the account was set up against Paystack's test or live keys. */
    mode: text('mode', { enum: ['test', 'live'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payout_accounts_number_check', sql`${t.accountNumber} ~ '^[0-9]{10}$'`),
    check('payout_accounts_mode_check', sql`${t.mode} in ('test', 'live')`),
  ],
);

/**
 * Platform payment settings: one row (id 1). The fee is in basis points (1/100 of a percent)
 * so that it stays an integer: 250 is 2.5%.
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: integer('id').primaryKey().default(1),
    platformFeeBasisPoints: integer('platform_fee_basis_points').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_settings_single_row', sql`${t.id} = 1`),
    check('payment_settings_fee_range', sql`${t.platformFeeBasisPoints} between 0 and 5000`),
  ],
);

/**
 * One online payment attempt through Paystack: the unique reference sent to Paystack ties the
 * provider's transaction to what is being paid (`purpose` + `subjectId`, e.g. an invoice). Its
 * status moves once, from `initialized` to `succeeded`, `failed` or `flagged` (paid on Paystack
 * but not matching what was asked: never credited), under a row lock, so the return from
 * checkout and the webhook cannot both credit it.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    purpose: text('purpose').notNull(),
    subjectId: uuid('subject_id').notNull(),
    reference: text('reference').notNull().unique(),
    amountKobo: integer('amount_kobo').notNull(),
    /** The platform's share, in kobo, fixed when the payment started. */
    platformFeeKobo: integer('platform_fee_kobo').notNull().default(0),
    currency: text('currency').notNull().default('NGN'),
    email: text('email').notNull(),
    status: text('status', { enum: ['initialized', 'succeeded', 'failed', 'flagged'] })
      .notNull()
      .default('initialized'),
    mode: text('mode', { enum: ['test', 'live'] }).notNull(),
    authorizationUrl: text('authorization_url').notNull(),
    /**
     * The checkout the client is sent to for this amount of this thing while it is open (decision
     * 212): at most one per purpose, subject and amount, so a double click or two tabs get the
     * same address instead of a second charge. Closed once settled, or when older than 30 minutes.
     */
    checkoutOpen: boolean('checkout_open').notNull().default(false),
    providerTransactionId: text('provider_transaction_id'),
    channel: text('channel'),
    /** Paystack's fee, in kobo, as verified. */
    providerFeeKobo: integer('provider_fee_kobo'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Why a payment was flagged (amount or currency mismatch), for the photographer and admin. */
    flagReason: text('flag_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('online_payments_subject_idx').on(t.purpose, t.subjectId),
    index('online_payments_photographer_idx').on(t.photographerId, t.createdAt),
    uniqueIndex('online_payments_one_open_checkout')
      .on(t.purpose, t.subjectId, t.amountKobo)
      .where(sql`${t.checkoutOpen}`),
    // Reports read succeeded payments by the time they were paid (fees, net paid out).
    index('online_payments_photographer_paid_idx')
      .on(t.photographerId, t.paidAt)
      .where(sql`${t.status} = 'succeeded'`),
    check('online_payments_amount_check', sql`${t.amountKobo} > 0 and ${t.platformFeeKobo} >= 0`),
    check(
      'online_payments_status_check',
      sql`${t.status} in ('initialized', 'succeeded', 'failed', 'flagged')`,
    ),
  ],
);

/**
 * Every webhook event Paystack sent, stored once: the unique key (provider, event, dedupe key)
 * turns a duplicate or a replay into a no-op, in the same transaction as storing it. The work
 * runs in a job; `outcome` says what it did.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull().default('paystack'),
    event: text('event').notNull(),
    /** The transaction reference, or the refund's id for refund events. */
    dedupeKey: text('dedupe_key').notNull(),
    reference: text('reference'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    signatureForm: text('signature_form').notNull(),
    receivedAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    outcome: text('outcome'),
  },
  (t) => [unique('payment_events_once').on(t.provider, t.event, t.dedupeKey)],
);

/**
 * A refund of an online payment, asked by the photographer through Paystack. It is `pending`
 * until Paystack's webhook says `processed` (then the owning module takes the money back off what
 * was paid) or `failed`. The row is written, under the payment's lock, before Paystack is asked,
 * so two refunds at once can never add up to more than was paid.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    onlinePaymentId: uuid('online_payment_id')
      .notNull()
      .references(() => onlinePayments.id, { onDelete: 'restrict' }),
    amountKobo: integer('amount_kobo').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    /** Paystack's id of the refund, once it accepted the request. */
    providerRefundId: text('provider_refund_id').unique(),
    failureReason: text('failure_reason'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.onlinePaymentId),
    check('payment_refunds_amount_check', sql`${t.amountKobo} > 0`),
    check('payment_refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
  ],
);
