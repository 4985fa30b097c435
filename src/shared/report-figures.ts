import { z } from 'zod';

/**
 * What each report answers (the route's response schema and the page's types). Money is integer
 * kobo; months are YYYY-MM in Lagos; every list of months covers the whole range, zeros included.
 */

const kobo = z.number().int();
const count = z.number().int().min(0);
const month = z.string();
const range = { from: z.string(), to: z.string() };

// Money received: by Paystack and by hand (cash, transfer, POS…), refunds apart.
export const incomeMonthSchema = z.object({
  month,
  onlineKobo: kobo,
  byHandKobo: kobo,
  refundsKobo: kobo,
  netKobo: kobo,
});
export type IncomeMonth = z.infer<typeof incomeMonthSchema>;
export const incomeReportSchema = z.object({
  ...range,
  months: incomeMonthSchema.array(),
  totals: incomeMonthSchema.omit({ month: true }),
});
export type IncomeReport = z.infer<typeof incomeReportSchema>;

// What is owed today: each open invoice's unpaid part (or each unpaid instalment) by days past due.
export const AGING_BUCKETS = ['current', '0-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_LABELS: Record<AgingBucket, string> = {
  current: 'Not yet due',
  '0-30': 'Up to 30 days overdue',
  '31-60': '31–60 days overdue',
  '61-90': '61–90 days overdue',
  '90+': 'Over 90 days overdue',
};
export const owedReportSchema = z.object({
  /** Today in Lagos: what is owed is a figure of now, not of the range. */
  asOf: z.string(),
  outstandingKobo: kobo,
  overdueKobo: kobo,
  invoices: count,
  buckets: z.array(z.object({ bucket: z.enum(AGING_BUCKETS), amountKobo: kobo, invoices: count })),
});
export type OwedReport = z.infer<typeof owedReportSchema>;
export const owedQuerySchema = z.object({ bucket: z.enum(AGING_BUCKETS, 'Choose one of the age buckets') });
export const owedInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string().nullable(),
  clientName: z.string(),
  /** The invoice's due date, or the unpaid instalment's. */
  dueDate: z.string(),
  daysOverdue: z.number().int(),
  owedKobo: kobo,
  totalKobo: kobo,
});
export type OwedInvoice = z.infer<typeof owedInvoiceSchema>;
export const owedInvoicesSchema = z.object({
  bucket: z.enum(AGING_BUCKETS),
  invoices: owedInvoiceSchema.array(),
});

// Output VAT: on invoices issued (by issue date) and on money received (by payment date).
const vatFigures = {
  issuedTaxableKobo: kobo,
  issuedVatKobo: kobo,
  issuedInvoices: count,
  receivedVatKobo: kobo,
  refundedVatKobo: kobo,
};
export const vatMonthSchema = z.object({ month, ...vatFigures });
export type VatMonth = z.infer<typeof vatMonthSchema>;
export const vatReportSchema = z.object({
  ...range,
  months: vatMonthSchema.array(),
  quarters: z.array(z.object({ quarter: z.string(), ...vatFigures })),
  totals: z.object(vatFigures),
});
export type VatReport = z.infer<typeof vatReportSchema>;
export const vatInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string().nullable(),
  clientName: z.string(),
  issueDate: z.string(),
  status: z.string(),
  taxableKobo: kobo,
  vatKobo: kobo,
  totalKobo: kobo,
});
export type VatInvoice = z.infer<typeof vatInvoiceSchema>;
export const vatReceivedSchema = z.object({
  id: z.uuid(),
  number: z.string().nullable(),
  clientName: z.string(),
  receivedKobo: kobo,
  vatKobo: kobo,
});
export type VatReceived = z.infer<typeof vatReceivedSchema>;
export const vatInvoicesSchema = z.object({
  ...range,
  issued: vatInvoiceSchema.array(),
  received: vatReceivedSchema.array(),
});
export type VatInvoices = z.infer<typeof vatInvoicesSchema>;

// Fees on online payments, and what Paystack paid out.
export const feesMonthSchema = z.object({
  month,
  payments: count,
  grossKobo: kobo,
  paystackFeeKobo: kobo,
  platformFeeKobo: kobo,
  refundsKobo: kobo,
  netKobo: kobo,
});
export type FeesMonth = z.infer<typeof feesMonthSchema>;
export const feesReportSchema = z.object({
  ...range,
  months: feesMonthSchema.array(),
  totals: feesMonthSchema.omit({ month: true }),
});
export type FeesReport = z.infer<typeof feesReportSchema>;

// Where the money came from: session types, service categories, the best clients.
const share = z.object({ label: z.string(), amountKobo: kobo, invoices: count });
export const salesReportSchema = z.object({
  ...range,
  bySessionType: share.array(),
  byCategory: share.array(),
  topClients: share.extend({ email: z.string() }).array(),
});
export type SalesReport = z.infer<typeof salesReportSchema>;
export type SalesShare = z.infer<typeof share>;

// Sessions by the month they are (were) on, and enquiries that became bookings.
export const bookingsMonthSchema = z.object({
  month,
  pending: count,
  confirmed: count,
  completed: count,
  cancelledByClient: count,
  cancelledByPhotographer: count,
  /** Released or lapsed: a deposit not paid in time, a request not confirmed before the session. */
  lapsed: count,
  enquiries: count,
  enquiriesBooked: count,
});
export type BookingsMonth = z.infer<typeof bookingsMonthSchema>;
export const bookingsReportSchema = z.object({
  ...range,
  months: bookingsMonthSchema.array(),
  totals: bookingsMonthSchema.omit({ month: true }),
  /** Share of enquiries that became a booking, 0–1; null with no enquiries. */
  conversion: z.number().nullable(),
});
export type BookingsReport = z.infer<typeof bookingsReportSchema>;

export const galleryFiguresSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  views: count,
  favourites: count,
  downloads: count,
});
export type GalleryFigures = z.infer<typeof galleryFiguresSchema>;
export const galleriesReportSchema = z.object({
  ...range,
  galleries: galleryFiguresSchema.array(),
  totals: galleryFiguresSchema.omit({ id: true, name: true }),
});
export type GalleriesReport = z.infer<typeof galleriesReportSchema>;

/** Follow-ups due (reminders the photographer sets on a client), from the follow-ups module. */
export const followUpsDueSchema = z.object({
  total: count,
  items: z.array(z.object({ id: z.uuid(), clientName: z.string(), dueOn: z.string(), note: z.string() })),
});
export type FollowUpsDue = z.infer<typeof followUpsDueSchema>;

// The studio overview's figures: this month against last, what is owed, the next sessions.
export const glanceSchema = z.object({
  thisMonth: z.object({ month, netKobo: kobo }),
  lastMonth: z.object({ month, netKobo: kobo }),
  outstandingKobo: kobo,
  overdueKobo: kobo,
  nextBookings: z.array(
    z.object({
      id: z.uuid(),
      typeName: z.string(),
      clientName: z.string(),
      startsAt: z.string(),
      status: z.enum(['pending', 'confirmed']),
    }),
  ),
  followUpsDue: followUpsDueSchema.nullable(),
});
export type Glance = z.infer<typeof glanceSchema>;

// The platform, for super admins.
export const platformMonthSchema = z.object({
  month,
  onlineKobo: kobo,
  byHandKobo: kobo,
  platformFeeKobo: kobo,
  activePhotographers: count,
  signUps: count,
  approvals: count,
  bookings: count,
  galleriesDelivered: count,
});
export type PlatformMonth = z.infer<typeof platformMonthSchema>;
export const platformReportSchema = z.object({
  ...range,
  months: platformMonthSchema.array(),
  totals: platformMonthSchema.omit({ month: true }),
});
export type PlatformReport = z.infer<typeof platformReportSchema>;
