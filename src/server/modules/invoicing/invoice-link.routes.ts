import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invoicePayChoiceSchema,
  invoicePayStartSchema,
  invoiceReturnResultSchema,
  invoiceReturnSchema,
  publicInvoiceSchema,
} from '../../../shared/invoice-link.ts';
import { INVOICE_MESSAGES } from '../../../shared/invoicing.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { documentLinkRoutes, privateToLink, tokenParams } from '../../lib/token-link.ts';
import { returnFromPayment, startInvoicePayment } from './invoice-online.service.ts';
import { type InvoicingRouteOptions, tags } from './invoicing.routes.ts';
import { clientSaysPaid, getPublicInvoice, publicInvoicePdf, publicReceiptPdf } from './invoicing.service.ts';

const ok = z.object({ ok: z.literal(true) });

/** The client's link (/api/public/invoices/:token): the token is the access, nothing else. */
export const publicInvoiceRoutes: FastifyPluginAsyncZod<InvoicingRouteOptions> = async (app, opts) => {
  const deps = opts.deps;
  const params = tokenParams;

  documentLinkRoutes(app, {
    tags,
    name: 'invoice',
    schema: publicInvoiceSchema,
    summary: 'An invoice by its link',
    pdfSummary: 'The invoice PDF by its link',
    read: (token) => getPublicInvoice(deps(), token),
    pdf: (token) => publicInvoicePdf(deps(), token),
  });

  app.get(
    '/:token/payments/:paymentId/receipt.pdf',
    {
      schema: {
        tags,
        summary: "A payment's receipt PDF by the invoice's link",
        params: params.extend({ paymentId: z.uuid(INVOICE_MESSAGES.receiptNotFound) }),
      },
    },
    async (request, reply) =>
      sendPdf(
        privateToLink(reply),
        await publicReceiptPdf(deps(), request.params.token, request.params.paymentId),
        true,
      ),
  );

  app.post(
    '/:token/paid',
    { schema: { tags, summary: '"I have paid": tells the photographer', params, response: { 200: ok } } },
    async (request) => {
      await clientSaysPaid(deps(), request.params.token);
      return { ok: true as const };
    },
  );

  app.post(
    '/:token/pay',
    {
      schema: {
        tags,
        summary: '"Pay ₦… now": starts a Paystack checkout for the next instalment or the balance',
        params,
        body: invoicePayChoiceSchema.nullish(),
        response: { 200: invoicePayStartSchema },
      },
    },
    async (request) => startInvoicePayment(deps(), request.params.token, request.body ?? { pay: 'next' }),
  );

  app.post(
    '/:token/return',
    {
      schema: {
        tags,
        summary: 'Back from checkout: verifies the payment with Paystack and records it once',
        params,
        body: invoiceReturnSchema,
        response: { 200: invoiceReturnResultSchema },
      },
    },
    async (request) => returnFromPayment(deps(), request.params.token, request.body.reference),
  );
};
