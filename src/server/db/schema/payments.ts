import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
