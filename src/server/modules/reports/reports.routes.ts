import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingsReportSchema,
  feesReportSchema,
  galleriesReportSchema,
  glanceSchema,
  incomeReportSchema,
  owedInvoicesSchema,
  owedQuerySchema,
  owedReportSchema,
  platformReportSchema,
  salesReportSchema,
  vatInvoicesSchema,
  vatReportSchema,
} from '../../../shared/report-figures.ts';
import { quarterQuerySchema, REPORTS_API, reportRangeSchema } from '../../../shared/reports.ts';
import { forApprovedPhotographers } from '../../lib/approved-photographers.ts';
import { toCsv } from '../../lib/csv.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { contentDisposition } from '../../lib/uploads/serve-file.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { platformReport } from './platform-report.ts';
import {
  bookingsReport,
  feesReport,
  galleriesReport,
  glance,
  incomeReport,
  owedInvoices,
  owedReport,
  type ReportsDeps,
  salesReport,
  vatInvoices,
  vatReport,
} from './reports.service.ts';
import { owedCsvText, platformCsv, REPORT_CSV } from './reports-csv.ts';
import { quarterlyStatement } from './statement.service.ts';

export interface ReportsRouteOptions {
  deps: () => ReportsDeps;
}

const tags = ['reports'];
/** The part of a report's API path after /api/reports (routes are registered under that prefix). */
const local = (path: string) => path.replace(/^\/api\/reports/, '');
const csvReply = (reply: FastifyReply, name: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', `${name}.csv`))
    .header('cache-control', 'private, no-store')
    .send(csv);

/** The reports that take a date range, each with its CSV beside it. */
const RANGED = {
  income: {
    path: REPORTS_API.income,
    schema: incomeReportSchema,
    read: incomeReport,
    summary: 'Money received by month',
  },
  vat: {
    path: REPORTS_API.vat,
    schema: vatReportSchema,
    read: vatReport,
    summary: 'Output VAT by month and quarter',
  },
  fees: {
    path: REPORTS_API.fees,
    schema: feesReportSchema,
    read: feesReport,
    summary: 'Paystack and platform fees',
  },
  sales: {
    path: REPORTS_API.sales,
    schema: salesReportSchema,
    read: salesReport,
    summary: 'Income by source, top clients',
  },
  bookings: {
    path: REPORTS_API.bookings,
    schema: bookingsReportSchema,
    read: bookingsReport,
    summary: 'Sessions and enquiries',
  },
  galleries: {
    path: REPORTS_API.galleries,
    schema: galleriesReportSchema,
    read: galleriesReport,
    summary: 'Gallery activity',
  },
} as const;

/** The photographer's reports (/api/reports/…): approved photographers, their own figures only. */
export const reportRoutes: FastifyPluginAsyncZod<ReportsRouteOptions> = async (app, opts) => {
  const deps = opts.deps;
  await forApprovedPhotographers(app, async (scope) => {
    for (const [name, report] of Object.entries(RANGED) as [
      keyof typeof RANGED,
      (typeof RANGED)[keyof typeof RANGED],
    ][]) {
      scope.get(
        local(report.path),
        {
          schema: {
            tags,
            summary: report.summary,
            querystring: reportRangeSchema,
            response: { 200: report.schema },
          },
        },
        async (request) => report.read(deps(), viewerOf(request).userId, request.query),
      );
      scope.get(
        local(REPORTS_API.csv(report.path)),
        { schema: { tags, summary: `${report.summary}, as CSV`, querystring: reportRangeSchema } },
        async (request, reply) => {
          const { from, to } = request.query;
          const rows = await REPORT_CSV[name](deps(), viewerOf(request).userId, request.query);
          return csvReply(reply, `${name}-${from}-to-${to}`, toCsv(rows));
        },
      );
    }

    scope.get(
      local(REPORTS_API.owed),
      { schema: { tags, summary: 'What is owed today, by age', response: { 200: owedReportSchema } } },
      async (request) => owedReport(deps(), viewerOf(request).userId),
    );
    scope.get(
      local(REPORTS_API.owedInvoices),
      {
        schema: {
          tags,
          summary: 'The invoices in one age bucket',
          querystring: owedQuerySchema,
          response: { 200: owedInvoicesSchema },
        },
      },
      async (request) => ({
        bucket: request.query.bucket,
        invoices: await owedInvoices(deps(), viewerOf(request).userId, request.query.bucket),
      }),
    );
    scope.get(
      local(REPORTS_API.csv(REPORTS_API.owed)),
      { schema: { tags, summary: 'What is owed today, every invoice, as CSV' } },
      async (request, reply) => {
        const d = deps();
        return csvReply(reply, 'owed', await owedCsvText(d, viewerOf(request).userId, null));
      },
    );
    scope.get(
      local(REPORTS_API.vatInvoices),
      {
        schema: {
          tags,
          summary: 'The invoices behind the VAT of a range',
          querystring: reportRangeSchema,
          response: { 200: vatInvoicesSchema },
        },
      },
      async (request) => vatInvoices(deps(), viewerOf(request).userId, request.query),
    );
    scope.get(
      local(REPORTS_API.glance),
      { schema: { tags, summary: 'The studio overview’s figures', response: { 200: glanceSchema } } },
      async (request) => glance(deps(), viewerOf(request).userId),
    );
    scope.get(
      local(REPORTS_API.statement),
      { schema: { tags, summary: 'The quarterly statement, as PDF', querystring: quarterQuerySchema } },
      async (request, reply) =>
        sendPdf(
          reply,
          await quarterlyStatement(deps(), viewerOf(request).userId, request.query.quarter),
          true,
        ),
    );
  });
};

/** The platform's figures (/api/admin/reports/…): super admins only. */
export const platformReportRoutes: FastifyPluginAsyncZod<ReportsRouteOptions> = async (app, opts) => {
  app.addHook('onRequest', app.requireRole('super_admin'));
  const local = (path: string) => path.replace(/^\/api\/admin\/reports/, '');
  app.get(
    local(REPORTS_API.platform),
    {
      schema: {
        tags,
        summary: 'Money through the platform and its use, by month',
        querystring: reportRangeSchema,
        response: { 200: platformReportSchema },
      },
    },
    async (request) => platformReport(opts.deps().db, request.query),
  );
  app.get(
    local(REPORTS_API.csv(REPORTS_API.platform)),
    { schema: { tags, summary: 'The platform’s figures, as CSV', querystring: reportRangeSchema } },
    async (request, reply) => {
      const { from, to } = request.query;
      return csvReply(reply, `platform-${from}-to-${to}`, await platformCsv(opts.deps(), request.query));
    },
  );
};
