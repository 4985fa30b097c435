import { type SQL, sql } from 'drizzle-orm';
import { addDays, LAGOS_TIME_ZONE } from '../../../shared/lagos-time.ts';
import type { ReportRange } from '../../../shared/reports.ts';
import type { Db } from '../../db/client.ts';

/**
 * THE rows every report adds up (decision 230): each money figure of every report is a sum over
 * one of these, so the income chart, the VAT return, the statement and the dashboard can never
 * disagree, and the reconciliation test checks each against the tables themselves.
 *
 * Read-only SQL over other modules' tables lives here and in this module's repositories only:
 * reports write nothing, and no other module reads through them.
 */

/** Rows of a raw query, on either driver. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A bigint or numeric column as a JavaScript number (every kobo sum is far below 2^53). */
export const num = (value: unknown) => Number(value ?? 0);

/** The instant a Lagos calendar day starts (its midnight). */
export const lagosMidnight = (day: string) =>
  sql`((${day})::date)::timestamp at time zone ${LAGOS_TIME_ZONE}`;

/** An instant column between the range's first Lagos midnight and the one after its last day. */
export const instantIn = (column: SQL, range: ReportRange) =>
  sql`${column} >= ${lagosMidnight(range.from)} and ${column} < ${lagosMidnight(addDays(range.to, 1))}`;

/** The Lagos calendar day of an instant column. */
export const lagosDay = (column: SQL) => sql`((${column}) at time zone ${LAGOS_TIME_ZONE})::date`;

/** YYYY-MM of a date expression. */
export const monthOf = (day: SQL) => sql`to_char(${day}, 'YYYY-MM')`;

/**
 * Refunds Paystack processed for a photographer's invoices: (invoice_id, day, amount_kobo), the
 * day the refund settled, in Lagos.
 */
export function paystackRefundRows(photographerId: string, range: ReportRange): SQL {
  return sql`
    select o.subject_id as invoice_id, ${lagosDay(sql`r.settled_at`)} as day, r.amount_kobo::bigint as amount_kobo
      from payment_refunds r
      join online_payments o on o.id = r.online_payment_id
     where o.photographer_id = ${photographerId} and o.purpose = 'invoice' and r.status = 'processed'
       and ${instantIn(sql`r.settled_at`, range)}`;
}

/**
 * Refunds by hand (a cancelled booking's recorded payments given back): the reversed payment keeps
 * the part given back (`refunded_kobo`); (invoice_id, day, amount_kobo), on the Lagos day of the
 * reversal. A reversal that corrected a mistake gave nothing back and is not here.
 */
export function handRefundRows(photographerId: string, range: ReportRange): SQL {
  return sql`
    select p.invoice_id, ${lagosDay(sql`p.reversed_at`)} as day, p.refunded_kobo::bigint as amount_kobo
      from invoice_payments p
     where p.photographer_id = ${photographerId} and p.reversed_at is not null and p.refunded_kobo > 0
       and ${instantIn(sql`p.reversed_at`, range)}`;
}

/** Every refund, through Paystack or by hand: (invoice_id, day, amount_kobo). */
export const refundRows = (photographerId: string, range: ReportRange) =>
  sql`${paystackRefundRows(photographerId, range)} union all ${handRefundRows(photographerId, range)}`;

/**
 * Payments received (invoice_id, paid_on, created_at, id, method, amount_kobo): each payment that
 * stands, and the part of a payment later refunded by hand (it came in before it went back; what
 * was kept of it is a payment of its own).
 */
const receivedPayments = sql`
  select p.invoice_id, p.paid_on, p.created_at, p.id, p.method, p.photographer_id,
         case when p.reversed_at is null then p.amount_kobo else p.refunded_kobo end::bigint as amount_kobo
    from invoice_payments p
   where p.reversed_at is null or p.refunded_kobo > 0`;

/**
 * THE money rows: every payment received on the photographer's invoices, by the day it was paid,
 * as `online` or `hand`; and every refund as a negative `refund` row. (invoice_id, day, kind,
 * amount_kobo).
 */
export function moneyRows(photographerId: string, range: ReportRange): SQL {
  return sql`
    select p.invoice_id, p.paid_on as day,
           case when p.method = 'online' then 'online' else 'hand' end as kind, p.amount_kobo
      from (${receivedPayments}) p
     where p.photographer_id = ${photographerId} and p.paid_on between ${range.from} and ${range.to}
    union all
    select f.invoice_id, f.day, 'refund' as kind, -f.amount_kobo as amount_kobo
      from (${refundRows(photographerId, range)}) f`;
}

/** The VAT in `amount` of an invoice: half up, in numeric (amount × VAT can pass 2^63). */
const vatShare = (amount: SQL) =>
  sql`floor(((${amount})::numeric * i.vat_kobo * 2 + i.total_kobo) / (2 * i.total_kobo))`;

/**
 * The VAT in each payment received (invoice_id, day, amount_kobo, vat_kobo): an invoice's
 * payments received (as in the money rows), oldest first, carry the VAT of what they bring its
 * paid money to, rounded half up on the running total, so a paid invoice's payments carry exactly
 * its VAT (never a kobo more or less) and money past the total carries none. Void invoices carry
 * none. The database keeps these shares as payments and invoices change (decision 270: the rule
 * itself is in the migration that made `derived.payment_vat_shares`), so a report sums rows by day.
 */
export function vatReceivedRows(photographerId: string, range: ReportRange): SQL {
  return sql`
    select s.invoice_id, s.paid_on as day, s.amount_kobo, s.vat_kobo
      from derived.payment_vat_shares s
     where s.photographer_id = ${photographerId} and s.paid_on between ${range.from} and ${range.to}`;
}

/** The VAT in each refund (invoice_id, day, amount_kobo, vat_kobo), on the same rule. */
export function vatRefundedRows(photographerId: string, range: ReportRange): SQL {
  return sql`
    select f.invoice_id, f.day, f.amount_kobo, (${vatShare(sql`f.amount_kobo`)})::bigint as vat_kobo
      from (${refundRows(photographerId, range)}) f join invoices i on i.id = f.invoice_id
     where i.status <> 'void' and i.vat_kobo > 0`;
}

/** Invoices issued (numbered, not void) in the range, by issue date: the VAT they charge. */
export function issuedInvoiceRows(photographerId: string, range: ReportRange): SQL {
  return sql`
    select i.id, i.number, i.client_name, i.issue_date, i.status, i.total_kobo, i.paid_kobo,
           (i.subtotal_kobo - i.discount_kobo) as taxable_kobo, i.vat_kobo
      from invoices i
     where i.photographer_id = ${photographerId} and i.number is not null and i.status <> 'void'
       and i.issue_date between ${range.from} and ${range.to}`;
}
