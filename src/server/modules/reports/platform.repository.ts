import { sql } from 'drizzle-orm';
import type { ReportRange } from '../../../shared/reports.ts';
import type { Db } from '../../db/client.ts';
import { instantIn, lagosDay, monthOf, num, rowsOf } from './report-rows.ts';

/** The whole platform's figures for super admins, by Lagos month. */

export interface PlatformRow {
  month: string;
  onlineKobo: number;
  byHandKobo: number;
  platformFeeKobo: number;
  activePhotographers: number;
  signUps: number;
  approvals: number;
  bookings: number;
  galleriesDelivered: number;
}

/**
 * Who was active: a photographer who issued an invoice, was paid, had a session booked or shared
 * a gallery that month (one row per photographer and month).
 */
const activity = (range: ReportRange) => sql`
  select photographer_id, ${monthOf(sql`issue_date`)} as month from invoices
   where number is not null and issue_date between ${range.from} and ${range.to}
  union
  select photographer_id, ${monthOf(sql`paid_on`)} from invoice_payments
   where reversed_at is null and paid_on between ${range.from} and ${range.to}
  union
  select photographer_id, ${monthOf(lagosDay(sql`created_at`))} from bookings where ${instantIn(sql`created_at`, range)}
  union
  select photographer_id, ${monthOf(lagosDay(sql`shared_at`))} from galleries where ${instantIn(sql`shared_at`, range)}`;

export async function platformByMonth(db: Db, range: ReportRange): Promise<PlatformRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select month, sum(online) as online, sum(hand) as hand, sum(fee) as fee, sum(active) as active,
               sum(sign_ups) as sign_ups, sum(approvals) as approvals, sum(bookings) as bookings,
               sum(delivered) as delivered
          from (
            select ${monthOf(lagosDay(sql`paid_at`))} as month, sum(amount_kobo) as online, 0 as hand,
                   sum(platform_fee_kobo) as fee, 0 as active, 0 as sign_ups, 0 as approvals, 0 as bookings, 0 as delivered
              from online_payments where status = 'succeeded' and ${instantIn(sql`paid_at`, range)} group by 1
            union all
            select ${monthOf(sql`paid_on`)}, 0, sum(amount_kobo), 0, 0, 0, 0, 0, 0 from invoice_payments
             where reversed_at is null and method <> 'online' and paid_on between ${range.from} and ${range.to} group by 1
            union all
            select a.month, 0, 0, 0, count(distinct a.photographer_id), 0, 0, 0, 0 from (${activity(range)}) a group by 1
            union all
            select ${monthOf(lagosDay(sql`created_at`))}, 0, 0, 0, 0, count(*), 0, 0, 0 from users
             where ${instantIn(sql`created_at`, range)} group by 1
            union all
            select ${monthOf(lagosDay(sql`reviewed_at`))}, 0, 0, 0, 0, 0, count(*), 0, 0 from photographer_applications
             where status = 'approved' and ${instantIn(sql`reviewed_at`, range)} group by 1
            union all
            select ${monthOf(lagosDay(sql`created_at`))}, 0, 0, 0, 0, 0, 0, count(*), 0 from bookings
             where ${instantIn(sql`created_at`, range)} group by 1
            union all
            select ${monthOf(lagosDay(sql`delivered_at`))}, 0, 0, 0, 0, 0, 0, 0, count(*) from galleries
             where ${instantIn(sql`delivered_at`, range)} group by 1
          ) x group by month`,
  );
  return rows.map((r) => ({
    month: String(r.month),
    onlineKobo: num(r.online),
    byHandKobo: num(r.hand),
    platformFeeKobo: num(r.fee),
    activePhotographers: num(r.active),
    signUps: num(r.sign_ups),
    approvals: num(r.approvals),
    bookings: num(r.bookings),
    galleriesDelivered: num(r.delivered),
  }));
}

/** Photographers active at any time in the range (the total is not the sum of the months). */
export async function activePhotographersIn(db: Db, range: ReportRange): Promise<number> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select count(distinct a.photographer_id) as n from (${activity(range)}) a`,
  );
  return num(row?.n);
}
