import { sql } from 'drizzle-orm';
import type { ReportRange } from '../../../shared/reports.ts';
import type { Db } from '../../db/client.ts';
import {
  instantIn,
  issuedInvoiceRows,
  lagosDay,
  moneyRows,
  monthOf,
  num,
  paystackRefundRows,
  rowsOf,
  vatReceivedRows,
  vatRefundedRows,
} from './report-rows.ts';

/** The money reports' SQL: sums over the rows of report-rows.ts, by Lagos month. */

export interface IncomeRow {
  month: string;
  onlineKobo: number;
  byHandKobo: number;
  refundsKobo: number;
}

export async function incomeByMonth(
  db: Db,
  photographerId: string,
  range: ReportRange,
): Promise<IncomeRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${monthOf(sql`m.day`)} as month,
               coalesce(sum(m.amount_kobo) filter (where m.kind = 'online'), 0) as online,
               coalesce(sum(m.amount_kobo) filter (where m.kind = 'hand'), 0) as hand,
               coalesce(-sum(m.amount_kobo) filter (where m.kind = 'refund'), 0) as refunds
          from (${moneyRows(photographerId, range)}) m group by 1`,
  );
  return rows.map((r) => ({
    month: String(r.month),
    onlineKobo: num(r.online),
    byHandKobo: num(r.hand),
    refundsKobo: num(r.refunds),
  }));
}

export interface FeesRow {
  month: string;
  payments: number;
  grossKobo: number;
  paystackFeeKobo: number;
  platformFeeKobo: number;
  refundsKobo: number;
}

/** Succeeded online payments by the Lagos month they were paid in, and Paystack's refunds. */
export async function feesByMonth(db: Db, photographerId: string, range: ReportRange): Promise<FeesRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select month, sum(payments) as payments, sum(gross) as gross, sum(paystack) as paystack,
               sum(platform) as platform, sum(refunds) as refunds
          from (
            select ${monthOf(lagosDay(sql`o.paid_at`))} as month, count(*) as payments, sum(o.amount_kobo) as gross,
                   sum(coalesce(o.provider_fee_kobo, 0)) as paystack, sum(o.platform_fee_kobo) as platform, 0 as refunds
              from online_payments o
             where o.photographer_id = ${photographerId} and o.status = 'succeeded'
               and ${instantIn(sql`o.paid_at`, range)}
             group by 1
            union all
            select ${monthOf(sql`f.day`)}, 0, 0, 0, 0, sum(f.amount_kobo)
              from (${paystackRefundRows(photographerId, range)}) f group by 1
          ) x group by month`,
  );
  return rows.map((r) => ({
    month: String(r.month),
    payments: num(r.payments),
    grossKobo: num(r.gross),
    paystackFeeKobo: num(r.paystack),
    platformFeeKobo: num(r.platform),
    refundsKobo: num(r.refunds),
  }));
}

export interface VatRow {
  month: string;
  issuedTaxableKobo: number;
  issuedVatKobo: number;
  issuedInvoices: number;
  receivedVatKobo: number;
  refundedVatKobo: number;
}

export async function vatByMonth(db: Db, photographerId: string, range: ReportRange): Promise<VatRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select month, sum(taxable) as taxable, sum(vat) as vat, sum(n) as n, sum(received) as received,
               sum(refunded) as refunded
          from (
            select ${monthOf(sql`v.issue_date`)} as month, sum(v.taxable_kobo) as taxable, sum(v.vat_kobo) as vat,
                   count(*) as n, 0 as received, 0 as refunded
              from (${issuedInvoiceRows(photographerId, range)}) v group by 1
            union all
            select ${monthOf(sql`r.day`)}, 0, 0, 0, sum(r.vat_kobo), 0
              from (${vatReceivedRows(photographerId, range)}) r group by 1
            union all
            select ${monthOf(sql`f.day`)}, 0, 0, 0, 0, sum(f.vat_kobo)
              from (${vatRefundedRows(photographerId, range)}) f group by 1
          ) x group by month`,
  );
  return rows.map((r) => ({
    month: String(r.month),
    issuedTaxableKobo: num(r.taxable),
    issuedVatKobo: num(r.vat),
    issuedInvoices: num(r.n),
    receivedVatKobo: num(r.received),
    refundedVatKobo: num(r.refunded),
  }));
}

export interface IssuedInvoice {
  id: string;
  number: string | null;
  clientName: string;
  issueDate: string;
  status: string;
  taxableKobo: number;
  vatKobo: number;
  totalKobo: number;
  paidKobo: number;
}

/** The invoices behind the VAT charged in a range (and the statement's invoice list). */
export async function issuedInvoices(
  db: Db,
  photographerId: string,
  range: ReportRange,
): Promise<IssuedInvoice[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select v.id, v.number, v.client_name, v.issue_date::text as issue_date, v.status, v.taxable_kobo,
               v.vat_kobo, v.total_kobo, v.paid_kobo
          from (${issuedInvoiceRows(photographerId, range)}) v order by v.issue_date, v.number`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    number: r.number === null ? null : String(r.number),
    clientName: String(r.client_name),
    issueDate: String(r.issue_date),
    status: String(r.status),
    taxableKobo: num(r.taxable_kobo),
    vatKobo: num(r.vat_kobo),
    totalKobo: num(r.total_kobo),
    paidKobo: num(r.paid_kobo),
  }));
}

export interface ReceivedVat {
  id: string;
  number: string | null;
  clientName: string;
  receivedKobo: number;
  vatKobo: number;
}

/** The invoices behind the VAT received in a range: each invoice's payments and their VAT, net of refunds. */
export async function receivedVatInvoices(
  db: Db,
  photographerId: string,
  range: ReportRange,
): Promise<ReceivedVat[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select i.id, i.number, i.client_name, sum(x.amount) as received, sum(x.vat) as vat
          from (
            select r.invoice_id, r.amount_kobo as amount, r.vat_kobo as vat from (${vatReceivedRows(photographerId, range)}) r
            union all
            select f.invoice_id, -f.amount_kobo, -f.vat_kobo from (${vatRefundedRows(photographerId, range)}) f
          ) x join invoices i on i.id = x.invoice_id
         group by i.id, i.number, i.client_name order by i.number`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    number: r.number === null ? null : String(r.number),
    clientName: String(r.client_name),
    receivedKobo: num(r.received),
    vatKobo: num(r.vat),
  }));
}

export interface SalesRow {
  sessionType: string | null;
  category: string | null;
  fromBooking: boolean;
  galleryExtras: boolean;
  amountKobo: number;
  invoices: number;
}

/**
 * The range's money (received less refunded) per invoice, by what the invoice was for: the
 * session type of its booking (and that type's category), gallery extras, or anything else.
 */
export async function salesBySource(db: Db, photographerId: string, range: ReportRange): Promise<SalesRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with per_invoice as (
          select m.invoice_id, sum(m.amount_kobo) as amount from (${moneyRows(photographerId, range)}) m group by 1
        ), extras as (
          select distinct s.invoice_id from gallery_selections s join galleries g on g.id = s.gallery_id
           where g.photographer_id = ${photographerId} and s.invoice_id is not null
        )
        select b.type_name, st.category, b.type_name is not null as from_booking,
               e.invoice_id is not null as extras, sum(p.amount) as amount, count(*) as invoices
          from per_invoice p
          left join lateral (
            select bk.type_name, bk.session_type_id from bookings bk where bk.invoice_id = p.invoice_id limit 1
          ) b on true
          left join session_types st on st.id = b.session_type_id
          left join extras e on e.invoice_id = p.invoice_id
         group by 1, 2, 3, 4`,
  );
  return rows.map((r) => ({
    sessionType: r.type_name === null ? null : String(r.type_name),
    category: r.category === null ? null : String(r.category),
    fromBooking: r.from_booking === true,
    galleryExtras: r.extras === true,
    amountKobo: num(r.amount),
    invoices: num(r.invoices),
  }));
}

export interface ClientTotal {
  name: string;
  email: string;
  amountKobo: number;
  invoices: number;
}

/** The ten clients who paid the most in the range (received less refunded), by client record or email. */
export async function topClients(db: Db, photographerId: string, range: ReportRange): Promise<ClientTotal[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with per_invoice as (
          select m.invoice_id, sum(m.amount_kobo) as amount from (${moneyRows(photographerId, range)}) m group by 1
        )
        select max(i.client_name) as name, max(lower(i.client_email)) as email, sum(p.amount) as amount,
               count(*) as invoices
          from per_invoice p join invoices i on i.id = p.invoice_id
         group by coalesce(i.client_id::text, lower(i.client_email))
        having sum(p.amount) > 0
         order by 3 desc, 1 limit 10`,
  );
  return rows.map((r) => ({
    name: String(r.name),
    email: String(r.email),
    amountKobo: num(r.amount),
    invoices: num(r.invoices),
  }));
}
