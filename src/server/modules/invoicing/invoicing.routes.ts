import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarDate } from '../../../shared/calendar-dates.ts';
import { receivedInvoiceSchema } from '../../../shared/invoice-link.ts';
import {
  INVOICE_MESSAGES,
  invoiceDetailSchema,
  invoiceInputSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceSchema,
  invoiceSettingsSchema,
  recordPaymentSchema,
  reversePaymentSchema,
  voidInvoiceSchema,
} from '../../../shared/invoicing.ts';
import { requireOwnedInput, requireOwnedParam } from '../../lib/access.ts';
import { forApprovedPhotographers } from '../../lib/approved-photographers.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { contentDisposition } from '../../lib/uploads/serve-file.ts';
import { viewerOf } from '../../plugins/auth.ts';
import {
  createInvoice,
  exportCsv,
  getInvoiceDetail,
  getSettings,
  type InvoicingDeps,
  invoicePdf,
  listForPhotographer,
  listReceived,
  receiptPdf,
  recordPayment,
  removeDraft,
  replaceLink,
  reverseInvoicePayment,
  saveSettings,
  sendInvoice,
  updateInvoiceDraft,
  voidInvoice,
} from './invoicing.service.ts';

export interface InvoicingRouteOptions {
  deps: () => InvoicingDeps;
}

export const tags = ['invoicing'];
const idParams = z.object({ id: z.uuid(INVOICE_MESSAGES.notFound) });
const paymentParams = idParams.extend({ paymentId: z.uuid(INVOICE_MESSAGES.paymentNotFound) });

/** The photographer's invoices (/api/invoices/...): approved photographers, their own only. */
export const invoiceRoutes: FastifyPluginAsyncZod<InvoicingRouteOptions> = async (app, opts) => {
  const deps = opts.deps;
  const own = requireOwnedParam(app.db, 'invoicing.invoice');
  // A client picked in the form must be one of the photographer's own.
  const ownClient = requireOwnedInput(app.db, 'clients.client', 'clientId');

  // Any signed-in person: invoices addressed to their verified email.
  app.get(
    '/received',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Invoices sent to my verified email',
        response: { 200: z.object({ invoices: receivedInvoiceSchema.array() }) },
      },
    },
    async (request) => ({ invoices: await listReceived(deps(), viewerOf(request)) }),
  );

  await forApprovedPhotographers(app, async (scope) => {
    scope.get(
      '/',
      {
        schema: {
          tags,
          summary: 'One page of my invoices (by tab) and the summary cards',
          querystring: invoiceListQuerySchema,
          response: { 200: invoiceListSchema },
        },
      },
      async (request) => listForPhotographer(deps(), viewerOf(request).userId, request.query),
    );

    scope.post(
      '/',
      {
        preHandler: ownClient,
        schema: {
          tags,
          summary: 'Create an invoice (Save as Draft), or create and send it (?send=true)',
          querystring: z.object({ send: z.enum(['true', 'false']).optional() }),
          body: invoiceInputSchema,
          response: { 201: z.object({ invoice: invoiceSchema }) },
        },
      },
      async (request, reply) => {
        const invoice = await createInvoice(deps(), viewerOf(request).userId, request.body, {
          send: request.query.send === 'true',
        });
        return reply.status(201).send({ invoice });
      },
    );

    scope.get(
      '/settings',
      {
        schema: {
          tags,
          summary: 'My invoice settings',
          response: { 200: z.object({ settings: invoiceSettingsSchema }) },
        },
      },
      async (request) => ({ settings: await getSettings(deps(), viewerOf(request).userId) }),
    );

    scope.put(
      '/settings',
      {
        schema: {
          tags,
          summary: 'Change my invoice settings',
          body: invoiceSettingsSchema,
          response: { 200: z.object({ settings: invoiceSettingsSchema }) },
        },
      },
      async (request) => ({ settings: await saveSettings(deps(), viewerOf(request).userId, request.body) }),
    );

    scope.get(
      '/export.csv',
      {
        schema: {
          tags,
          summary: 'Invoices and payments of a date range, as CSV',
          querystring: z.object({
            from: calendarDate(),
            to: calendarDate(),
          }),
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const csv = await exportCsv(deps(), viewerOf(request).userId, from, to);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition('attachment', `invoices-${from}-to-${to}.csv`))
          .send(csv);
      },
    );

    scope.get(
      '/:id',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'One invoice, with payments and history',
          params: idParams,
          response: { 200: z.object({ invoice: invoiceDetailSchema }) },
        },
      },
      async (request) => ({
        invoice: await getInvoiceDetail(deps(), viewerOf(request).userId, request.params.id),
      }),
    );

    scope.put(
      '/:id',
      {
        preHandler: [own, ownClient],
        schema: {
          tags,
          summary: 'Edit a draft',
          params: idParams,
          body: invoiceInputSchema,
          response: { 200: z.object({ invoice: invoiceSchema }) },
        },
      },
      async (request) => ({
        invoice: await updateInvoiceDraft(deps(), viewerOf(request).userId, request.params.id, request.body),
      }),
    );

    scope.delete(
      '/:id',
      { preHandler: own, schema: { tags, summary: 'Delete a draft', params: idParams } },
      async (request, reply) => {
        await removeDraft(deps(), viewerOf(request).userId, request.params.id);
        return reply.status(204).send();
      },
    );

    scope.post(
      '/:id/send',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'Send (or send again) by email with the PDF',
          params: idParams,
          response: { 200: z.object({ invoice: invoiceSchema }) },
        },
      },
      async (request) => ({
        invoice: await sendInvoice(deps(), viewerOf(request).userId, request.params.id),
      }),
    );

    scope.post(
      '/:id/link',
      {
        preHandler: own,
        schema: {
          tags,
          summary: "Replace the client's link (the old one stops working)",
          params: idParams,
          response: { 200: z.object({ invoice: invoiceSchema }) },
        },
      },
      async (request) => ({
        invoice: await replaceLink(deps(), viewerOf(request).userId, request.params.id),
      }),
    );

    scope.post(
      '/:id/void',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'Void an issued invoice, with a reason',
          params: idParams,
          body: voidInvoiceSchema,
          response: { 200: z.object({ invoice: invoiceSchema }) },
        },
      },
      async (request) => ({
        invoice: await voidInvoice(deps(), viewerOf(request).userId, request.params.id, request.body.reason),
      }),
    );

    scope.get(
      '/:id/pdf',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'The invoice PDF',
          params: idParams,
          querystring: z.object({ download: z.enum(['1']).optional() }),
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await invoicePdf(deps(), viewerOf(request).userId, request.params.id),
          Boolean(request.query.download),
        ),
    );

    scope.get(
      '/:id/payments/:paymentId/receipt.pdf',
      { preHandler: own, schema: { tags, summary: "A payment's receipt PDF", params: paymentParams } },
      async (request, reply) =>
        sendPdf(
          reply,
          await receiptPdf(deps(), viewerOf(request).userId, request.params.id, request.params.paymentId),
          true,
        ),
    );

    scope.post(
      '/:id/payments',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'Record a payment (cash, transfer, POS, other)',
          params: idParams,
          body: recordPaymentSchema,
          response: { 201: z.object({ invoice: invoiceDetailSchema }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          invoice: await recordPayment(deps(), viewerOf(request).userId, request.params.id, request.body),
        }),
    );

    scope.post(
      '/:id/payments/:paymentId/reverse',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'Reverse a recorded payment, with a reason',
          params: paymentParams,
          body: reversePaymentSchema,
          response: { 200: z.object({ invoice: invoiceDetailSchema }) },
        },
      },
      async (request) => ({
        invoice: await reverseInvoicePayment(
          deps(),
          viewerOf(request).userId,
          request.params.id,
          request.params.paymentId,
          request.body.reason,
        ),
      }),
    );
  });
};
