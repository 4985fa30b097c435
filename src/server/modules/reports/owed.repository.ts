import { sql } from 'drizzle-orm';
import type { AgingBucket } from '../../../shared/report-figures.ts';
import type { Db } from '../../db/client.ts';
import { num, rowsOf } from './report-rows.ts';

/**
 * What is owed on `today` (decision 230): every open invoice's unpaid money, split by its
 * payment schedule when it has one (each unpaid instalment with its own due date), so a
 * deposit overdue and a balance not yet due age apart. The parts add up to each invoice's
 * balance exactly (the schedule's paid money follows the invoice's, oldest first).
 */
const owedParts = (photographerId: string, today: string) => sql`
  with parts as (
    select i.id, i.number, i.client_name, i.total_kobo,
           coalesce(s.due_date, i.due_date) as due_date,
           coalesce(s.amount_kobo - s.paid_kobo, i.total_kobo - i.paid_kobo)::bigint as owed_kobo
      from invoices i
      left join invoice_instalments s on s.invoice_id = i.id and s.paid_kobo < s.amount_kobo
     where i.photographer_id = ${photographerId} and i.status in ('sent', 'overdue')
  )
  select p.*, (${today}::date - p.due_date) as days_overdue,
         case when p.due_date >= ${today}::date then 'current'
              when ${today}::date - p.due_date <= 30 then '0-30'
              when ${today}::date - p.due_date <= 60 then '31-60'
              when ${today}::date - p.due_date <= 90 then '61-90'
              else '90+' end as bucket
    from parts p where p.owed_kobo > 0`;

export interface BucketTotal {
  bucket: AgingBucket;
  amountKobo: number;
  invoices: number;
}

export async function owedByBucket(db: Db, photographerId: string, today: string) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select o.bucket, sum(o.owed_kobo) as amount, count(distinct o.id) as invoices
          from (${owedParts(photographerId, today)}) o group by rollup (o.bucket)`,
  );
  // The rollup's last row (bucket null) counts each invoice once, however many ages it spans.
  const invoices = num(rows.find((r) => r.bucket === null)?.invoices);
  const buckets: BucketTotal[] = rows
    .filter((r) => r.bucket !== null)
    .map((r) => ({ bucket: r.bucket as AgingBucket, amountKobo: num(r.amount), invoices: num(r.invoices) }));
  return { buckets, invoices };
}

export interface OwedPart {
  id: string;
  number: string | null;
  clientName: string;
  dueDate: string;
  daysOverdue: number;
  owedKobo: number;
  totalKobo: number;
}

/** The invoices (or their unpaid instalments) in one age bucket, longest overdue first. */
export async function owedInBucket(
  db: Db,
  photographerId: string,
  today: string,
  bucket: AgingBucket | null,
): Promise<OwedPart[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select o.id, o.number, o.client_name, o.due_date::text as due_date, o.days_overdue, o.owed_kobo, o.total_kobo
          from (${owedParts(photographerId, today)}) o
         where ${bucket === null ? sql`true` : sql`o.bucket = ${bucket}`}
         order by o.due_date, o.number`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    number: r.number === null ? null : String(r.number),
    clientName: String(r.client_name),
    dueDate: String(r.due_date),
    daysOverdue: num(r.days_overdue),
    owedKobo: num(r.owed_kobo),
    totalKobo: num(r.total_kobo),
  }));
}
