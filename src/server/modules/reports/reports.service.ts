import { lagosDate, monthEnd, monthStart, quarterOf } from '../../../shared/lagos-time.ts';
import { CATEGORY_LABELS, isCategory } from '../../../shared/marketplace-terms.ts';
import {
  AGING_BUCKETS,
  type AgingBucket,
  type BookingsReport,
  type FeesReport,
  type GalleriesReport,
  type Glance,
  type IncomeReport,
  type OwedReport,
  type SalesReport,
  type SalesShare,
  type VatInvoices,
  type VatReport,
} from '../../../shared/report-figures.ts';
import { monthsOf, type ReportRange } from '../../../shared/reports.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { followUpsDue } from '../follow-ups/follow-ups.service.ts';
import { bookingsByMonth, enquiriesByMonth, galleryActivity, nextBookings } from './activity.repository.ts';
import {
  feesByMonth,
  incomeByMonth,
  issuedInvoices,
  receivedVatInvoices,
  salesBySource,
  topClients,
  vatByMonth,
} from './money.repository.ts';
import { owedByBucket, owedInBucket } from './owed.repository.ts';

export interface ReportsDeps {
  db: Db;
}

/** Today in Lagos, by the server's clock. */
const lagosToday = () => lagosDate(clock.now());

/** Every month of the range in order, each from its row or zeros (a chart shows quiet months too). */
export function everyMonth<T extends { month: string }>(
  range: ReportRange,
  rows: T[],
  zero: (month: string) => T,
): T[] {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return monthsOf(range).map((m) => byMonth.get(m) ?? zero(m));
}

/** The sum of each numeric field over the rows (the totals line of a report). */
export function totalsOf<T extends { month: string }>(rows: T[], zero: T): Omit<T, 'month'> {
  const { month: _month, ...totals } = { ...zero };
  for (const row of rows)
    for (const key of Object.keys(totals) as (keyof typeof totals)[])
      (totals[key] as number) += row[key] as number;
  return totals;
}

const zeroIncome = (month: string) => ({ month, onlineKobo: 0, byHandKobo: 0, refundsKobo: 0, netKobo: 0 });

export async function incomeReport(
  deps: ReportsDeps,
  photographerId: string,
  range: ReportRange,
): Promise<IncomeReport> {
  const rows = (await incomeByMonth(deps.db, photographerId, range)).map((r) => ({
    ...r,
    netKobo: r.onlineKobo + r.byHandKobo - r.refundsKobo,
  }));
  const months = everyMonth(range, rows, zeroIncome);
  return { ...range, months, totals: totalsOf(months, zeroIncome('')) };
}

export async function owedReport(deps: ReportsDeps, photographerId: string): Promise<OwedReport> {
  const asOf = lagosToday();
  const { buckets, invoices } = await owedByBucket(deps.db, photographerId, asOf);
  const all = AGING_BUCKETS.map(
    (bucket) => buckets.find((b) => b.bucket === bucket) ?? { bucket, amountKobo: 0, invoices: 0 },
  );
  const outstandingKobo = all.reduce((sum, b) => sum + b.amountKobo, 0);
  const currentKobo = all[0]!.amountKobo;
  return { asOf, outstandingKobo, overdueKobo: outstandingKobo - currentKobo, invoices, buckets: all };
}

export async function owedInvoices(deps: ReportsDeps, photographerId: string, bucket: AgingBucket | null) {
  return owedInBucket(deps.db, photographerId, lagosToday(), bucket);
}

const zeroVat = (month: string) => ({
  month,
  issuedTaxableKobo: 0,
  issuedVatKobo: 0,
  issuedInvoices: 0,
  receivedVatKobo: 0,
  refundedVatKobo: 0,
});

export async function vatReport(
  deps: ReportsDeps,
  photographerId: string,
  range: ReportRange,
): Promise<VatReport> {
  const months = everyMonth(range, await vatByMonth(deps.db, photographerId, range), zeroVat);
  const quarters = [...new Set(months.map((m) => quarterOf(m.month)))].map((quarter) => ({
    quarter,
    ...totalsOf(
      months.filter((m) => quarterOf(m.month) === quarter),
      zeroVat(''),
    ),
  }));
  return { ...range, months, quarters, totals: totalsOf(months, zeroVat('')) };
}

export async function vatInvoices(
  deps: ReportsDeps,
  photographerId: string,
  range: ReportRange,
): Promise<VatInvoices> {
  const [issued, received] = await Promise.all([
    issuedInvoices(deps.db, photographerId, range),
    receivedVatInvoices(deps.db, photographerId, range),
  ]);
  return { ...range, issued: issued.map(({ paidKobo: _paid, ...invoice }) => invoice), received };
}

const zeroFees = (month: string) => ({
  month,
  payments: 0,
  grossKobo: 0,
  paystackFeeKobo: 0,
  platformFeeKobo: 0,
  refundsKobo: 0,
  netKobo: 0,
});

export async function feesReport(
  deps: ReportsDeps,
  photographerId: string,
  range: ReportRange,
): Promise<FeesReport> {
  const rows = (await feesByMonth(deps.db, photographerId, range)).map((r) => ({
    ...r,
    netKobo: r.grossKobo - r.paystackFeeKobo - r.platformFeeKobo - r.refundsKobo,
  }));
  const months = everyMonth(range, rows, zeroFees);
  return { ...range, months, totals: totalsOf(months, zeroFees('')) };
}

/** Shares of the same label added together, largest first. */
function sharesBy<T>(
  rows: T[],
  label: (row: T) => string,
  amount: (row: T) => number,
  count: (row: T) => number,
) {
  const shares = new Map<string, SalesShare>();
  for (const row of rows) {
    const key = label(row);
    const share = shares.get(key) ?? { label: key, amountKobo: 0, invoices: 0 };
    share.amountKobo += amount(row);
    share.invoices += count(row);
    shares.set(key, share);
  }
  return [...shares.values()].sort((a, b) => b.amountKobo - a.amountKobo || a.label.localeCompare(b.label));
}

export const NOT_FROM_A_BOOKING = 'Not from a booking';
export const GALLERY_EXTRAS = 'Gallery extras';
export const OTHER_INVOICES = 'Other invoices';
export const NOT_CATEGORISED = 'Not categorised';

export async function salesReport(
  deps: ReportsDeps,
  photographerId: string,
  range: ReportRange,
): Promise<SalesReport> {
  const [rows, clients] = await Promise.all([
    salesBySource(deps.db, photographerId, range),
    topClients(deps.db, photographerId, range),
  ]);
  const source = (r: (typeof rows)[number]) =>
    r.sessionType ?? (r.galleryExtras ? GALLERY_EXTRAS : OTHER_INVOICES);
  const category = (r: (typeof rows)[number]) =>
    !r.fromBooking
      ? NOT_FROM_A_BOOKING
      : isCategory(r.category)
        ? CATEGORY_LABELS[r.category]
        : NOT_CATEGORISED;
  return {
    ...range,
    bySessionType: sharesBy(
      rows,
      source,
      (r) => r.amountKobo,
      (r) => r.invoices,
    ),
    byCategory: sharesBy(
      rows,
      category,
      (r) => r.amountKobo,
      (r) => r.invoices,
    ),
    topClients: clients.map((c) => ({
      label: c.name,
      email: c.email,
      amountKobo: c.amountKobo,
      invoices: c.invoices,
    })),
  };
}

const zeroBookings = (month: string) => ({
  month,
  pending: 0,
  confirmed: 0,
  completed: 0,
  cancelledByClient: 0,
  cancelledByPhotographer: 0,
  lapsed: 0,
  enquiries: 0,
  enquiriesBooked: 0,
});

export async function bookingsReport(
  deps: ReportsDeps,
  photographerId: string,
  range: ReportRange,
): Promise<BookingsReport> {
  const [sessions, enquiries] = await Promise.all([
    bookingsByMonth(deps.db, photographerId, range),
    enquiriesByMonth(deps.db, photographerId, range),
  ]);
  const months = monthsOf(range).map((month) => {
    const e = enquiries.find((r) => r.month === month);
    return {
      ...zeroBookings(month),
      ...sessions.find((r) => r.month === month),
      enquiries: e?.enquiries ?? 0,
      enquiriesBooked: e?.booked ?? 0,
    };
  });
  const totals = totalsOf(months, zeroBookings(''));
  return {
    ...range,
    months,
    totals,
    conversion: totals.enquiries ? totals.enquiriesBooked / totals.enquiries : null,
  };
}

export async function galleriesReport(
  deps: ReportsDeps,
  photographerId: string,
  range: ReportRange,
): Promise<GalleriesReport> {
  const galleries = await galleryActivity(deps.db, photographerId, range);
  const totals = { views: 0, favourites: 0, downloads: 0 };
  for (const g of galleries) {
    totals.views += g.views;
    totals.favourites += g.favourites;
    totals.downloads += g.downloads;
  }
  return { ...range, galleries, totals };
}

/** The studio overview's figures: this month so far against last month, what is owed, the next three sessions. */
export async function glance(deps: ReportsDeps, photographerId: string): Promise<Glance> {
  const today = lagosToday();
  const lastMonth = monthStart(today, -1);
  const [income, owed, next, followUps] = await Promise.all([
    incomeByMonth(deps.db, photographerId, { from: lastMonth, to: monthEnd(today) }),
    owedReport(deps, photographerId),
    nextBookings(deps.db, photographerId, clock.now(), 3),
    followUpsDue(deps.db, photographerId, today, 3),
  ]);
  const netOf = (month: string) => {
    const row = income.find((r) => r.month === month);
    return { month, netKobo: row ? row.onlineKobo + row.byHandKobo - row.refundsKobo : 0 };
  };
  return {
    thisMonth: netOf(today.slice(0, 7)),
    lastMonth: netOf(lastMonth.slice(0, 7)),
    outstandingKobo: owed.outstandingKobo,
    overdueKobo: owed.overdueKobo,
    nextBookings: next,
    followUpsDue: {
      total: followUps.total,
      items: followUps.items.map((f) => ({
        id: f.id,
        clientName: f.clientName,
        dueOn: f.dueOn,
        note: f.note,
      })),
    },
  };
}
