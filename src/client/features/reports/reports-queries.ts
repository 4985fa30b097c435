import type {
  BookingsReport,
  FeesReport,
  GalleriesReport,
  Glance,
  IncomeReport,
  OwedInvoice,
  OwedReport,
  PlatformReport,
  SalesReport,
  VatInvoices,
  VatReport,
} from '@shared/report-figures';
import { REPORTS_API, type ReportRange } from '@shared/reports';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Query keys of the reports, from one factory (a range's reports are cached per range). */
export const reportsKeys = {
  all: ['reports'] as const,
  ranged: (name: string, range: ReportRange) => ['reports', name, range.from, range.to] as const,
  owed: ['reports', 'owed'] as const,
  owedBucket: (bucket: string) => ['reports', 'owed', bucket] as const,
  glance: ['reports', 'glance'] as const,
};

export const rangeQuery = (range: ReportRange) =>
  new URLSearchParams({ from: range.from, to: range.to }).toString();
/** A report's address for a range (its CSV too, with REPORTS_API.csv). */
export const withRange = (path: string, range: ReportRange) => `${path}?${rangeQuery(range)}`;

const ranged =
  <T>(name: string, path: string) =>
  (range: ReportRange) =>
    queryOptions({
      queryKey: reportsKeys.ranged(name, range),
      queryFn: () => api.get<T>(withRange(path, range)),
      staleTime: 60_000,
    });

export const reportQueries = {
  income: ranged<IncomeReport>('income', REPORTS_API.income),
  vat: ranged<VatReport>('vat', REPORTS_API.vat),
  vatInvoices: ranged<VatInvoices>('vat-invoices', REPORTS_API.vatInvoices),
  fees: ranged<FeesReport>('fees', REPORTS_API.fees),
  sales: ranged<SalesReport>('sales', REPORTS_API.sales),
  bookings: ranged<BookingsReport>('bookings', REPORTS_API.bookings),
  galleries: ranged<GalleriesReport>('galleries', REPORTS_API.galleries),
  platform: ranged<PlatformReport>('platform', REPORTS_API.platform),
  owed: queryOptions({
    queryKey: reportsKeys.owed,
    queryFn: () => api.get<OwedReport>(REPORTS_API.owed),
    staleTime: 60_000,
  }),
  owedBucket: (bucket: string) =>
    queryOptions({
      queryKey: reportsKeys.owedBucket(bucket),
      queryFn: () =>
        api.get<{ invoices: OwedInvoice[] }>(
          `${REPORTS_API.owedInvoices}?${new URLSearchParams({ bucket })}`,
        ),
    }),
  glance: queryOptions({
    queryKey: reportsKeys.glance,
    queryFn: () => api.get<Glance>(REPORTS_API.glance),
    staleTime: 60_000,
  }),
};
