import { LAGOS_TIME_ZONE } from '../../../shared/lagos-time.ts';
import { nairaDecimal } from '../../../shared/money.ts';
import { AGING_LABELS, type AgingBucket } from '../../../shared/report-figures.ts';
import type { ReportRange } from '../../../shared/reports.ts';
import { toCsv } from '../../lib/csv.ts';
import { platformReport } from './platform-report.ts';
import {
  bookingsReport,
  feesReport,
  galleriesReport,
  incomeReport,
  owedInvoices,
  owedReport,
  type ReportsDeps,
  salesReport,
  vatInvoices,
  vatReport,
} from './reports.service.ts';

/**
 * Each report as CSV, through the one CSV writer (lib/csv.ts): the same figures as the page,
 * naira with two decimals (nairaDecimal), for a spreadsheet or an accountant.
 */

type Cell = string | number;
const blank: Cell[] = [];

async function vatCsv(deps: ReportsDeps, id: string, range: ReportRange): Promise<Cell[][]> {
  const [vat, invoices] = await Promise.all([vatReport(deps, id, range), vatInvoices(deps, id, range)]);
  const figures = (v: (typeof vat)['totals']) => [
    nairaDecimal(v.issuedTaxableKobo),
    nairaDecimal(v.issuedVatKobo),
    v.issuedInvoices,
    nairaDecimal(v.receivedVatKobo),
    nairaDecimal(v.refundedVatKobo),
    nairaDecimal(v.receivedVatKobo - v.refundedVatKobo),
  ];
  const head = [
    'Taxable issued (NGN)',
    'VAT on invoices issued (NGN)',
    'Invoices',
    'VAT in payments (NGN)',
    'VAT in refunds (NGN)',
    'VAT received, net (NGN)',
  ];
  return [
    [`Output VAT, ${range.from} to ${range.to} (${LAGOS_TIME_ZONE})`],
    ['Month', ...head],
    ...vat.months.map((m) => [m.month, ...figures(m)]),
    ...vat.quarters.map((q) => [q.quarter, ...figures(q)]),
    ['Total', ...figures(vat.totals)],
    blank,
    ['Invoices issued'],
    ['Number', 'Client', 'Issue date', 'Status', 'Taxable (NGN)', 'VAT (NGN)', 'Total (NGN)'],
    ...invoices.issued.map((i) => [
      i.number ?? '',
      i.clientName,
      i.issueDate,
      i.status,
      nairaDecimal(i.taxableKobo),
      nairaDecimal(i.vatKobo),
      nairaDecimal(i.totalKobo),
    ]),
    blank,
    ['Payments received, less refunds'],
    ['Number', 'Client', 'Received (NGN)', 'VAT in it (NGN)'],
    ...invoices.received.map((i) => [
      i.number ?? '',
      i.clientName,
      nairaDecimal(i.receivedKobo),
      nairaDecimal(i.vatKobo),
    ]),
  ];
}

async function owedCsv(deps: ReportsDeps, id: string, bucket: AgingBucket | null): Promise<Cell[][]> {
  const [owed, parts] = await Promise.all([owedReport(deps, id), owedInvoices(deps, id, bucket)]);
  return [
    [`Owed on ${owed.asOf}`],
    ['Age', 'Owed (NGN)', 'Invoices'],
    ...owed.buckets.map((b) => [AGING_LABELS[b.bucket], nairaDecimal(b.amountKobo), b.invoices]),
    ['Total', nairaDecimal(owed.outstandingKobo), owed.invoices],
    blank,
    ['Number', 'Client', 'Due date', 'Days overdue', 'Owed (NGN)', 'Invoice total (NGN)'],
    ...parts.map((p) => [
      p.number ?? '',
      p.clientName,
      p.dueDate,
      Math.max(0, p.daysOverdue),
      nairaDecimal(p.owedKobo),
      nairaDecimal(p.totalKobo),
    ]),
  ];
}

/** The CSV builders by report name (the route adds `.csv` to the report's address). */
export const REPORT_CSV = {
  income: async (deps: ReportsDeps, id: string, range: ReportRange) => {
    const r = await incomeReport(deps, id, range);
    const line = (m: (typeof r)['totals']) => [
      nairaDecimal(m.onlineKobo),
      nairaDecimal(m.byHandKobo),
      nairaDecimal(m.refundsKobo),
      nairaDecimal(m.netKobo),
    ];
    return [
      ['Month', 'Online, Paystack (NGN)', 'By hand (NGN)', 'Refunds (NGN)', 'Net (NGN)'],
      ...r.months.map((m) => [m.month, ...line(m)]),
      ['Total', ...line(r.totals)],
    ];
  },
  vat: vatCsv,
  fees: async (deps: ReportsDeps, id: string, range: ReportRange) => {
    const r = await feesReport(deps, id, range);
    const line = (m: (typeof r)['totals']) => [
      m.payments,
      nairaDecimal(m.grossKobo),
      nairaDecimal(m.paystackFeeKobo),
      nairaDecimal(m.platformFeeKobo),
      nairaDecimal(m.refundsKobo),
      nairaDecimal(m.netKobo),
    ];
    return [
      [
        'Month',
        'Payments',
        'Paid online (NGN)',
        'Paystack fees (NGN)',
        'Platform fee (NGN)',
        'Refunds (NGN)',
        'Net paid out (NGN)',
      ],
      ...r.months.map((m) => [m.month, ...line(m)]),
      ['Total', ...line(r.totals)],
    ];
  },
  sales: async (deps: ReportsDeps, id: string, range: ReportRange) => {
    const r = await salesReport(deps, id, range);
    const shares = (title: string, list: (typeof r)['bySessionType']) => [
      [title, 'Received, less refunds (NGN)', 'Invoices'],
      ...list.map((s) => [s.label, nairaDecimal(s.amountKobo), s.invoices]),
      blank,
    ];
    return [
      ...shares('Session type', r.bySessionType),
      ...shares('Category', r.byCategory),
      ['Top client', 'Email', 'Paid, less refunds (NGN)', 'Invoices'],
      ...r.topClients.map((c) => [c.label, c.email, nairaDecimal(c.amountKobo), c.invoices]),
    ];
  },
  bookings: async (deps: ReportsDeps, id: string, range: ReportRange) => {
    const r = await bookingsReport(deps, id, range);
    const line = (m: (typeof r)['totals']) => [
      m.pending,
      m.confirmed,
      m.completed,
      m.cancelledByClient,
      m.cancelledByPhotographer,
      m.lapsed,
      m.enquiries,
      m.enquiriesBooked,
    ];
    return [
      [
        'Month',
        'Pending',
        'Confirmed',
        'Completed',
        'Cancelled by the client',
        'Cancelled by you',
        'Released or lapsed',
        'Enquiries',
        'Enquiries that booked',
      ],
      ...r.months.map((m) => [m.month, ...line(m)]),
      ['Total', ...line(r.totals)],
    ];
  },
  galleries: async (deps: ReportsDeps, id: string, range: ReportRange) => {
    const r = await galleriesReport(deps, id, range);
    return [
      ['Gallery', 'Views', 'Favourites', 'Downloads'],
      ...r.galleries.map((g) => [g.name, g.views, g.favourites, g.downloads]),
      ['Total', r.totals.views, r.totals.favourites, r.totals.downloads],
    ];
  },
} satisfies Record<string, (deps: ReportsDeps, id: string, range: ReportRange) => Promise<Cell[][]>>;

export async function owedCsvText(deps: ReportsDeps, id: string, bucket: AgingBucket | null) {
  return toCsv(await owedCsv(deps, id, bucket));
}

export async function platformCsv(deps: ReportsDeps, range: ReportRange) {
  const r = await platformReport(deps.db, range);
  const line = (m: (typeof r)['totals']) => [
    nairaDecimal(m.onlineKobo),
    nairaDecimal(m.byHandKobo),
    nairaDecimal(m.platformFeeKobo),
    m.activePhotographers,
    m.signUps,
    m.approvals,
    m.bookings,
    m.galleriesDelivered,
  ];
  return toCsv([
    [
      'Month',
      'Paid online (NGN)',
      'Recorded by hand (NGN)',
      'Platform fees (NGN)',
      'Active photographers',
      'Sign-ups',
      'Approvals',
      'Bookings made',
      'Galleries delivered',
    ],
    ...r.months.map((m) => [m.month, ...line(m)]),
    ['Total', ...line(r.totals)],
  ]);
}
