import type { FastifyInstance } from 'fastify';
import { provideMessageLink } from '../messages/message-links.service.ts';
import { refundableOnline } from '../payments/refunds.service.ts';
import type { ClientLink } from './client-link.ts';
import { registerInvoiceClientRecords } from './client-records.ts';
import { byToken } from './invoice-context.ts';
import { publicInvoiceRoutes } from './invoice-link.routes.ts';
import { invoiceLogoRoutes } from './invoice-logo.routes.ts';
import { creditInvoicePayment, refundInvoicePayment } from './invoice-online.service.ts';
import { registerInvoicePreview } from './invoice-preview.ts';
import { invoiceRoutes } from './invoicing.routes.ts';
import {
  getPublicInvoice,
  type InvoicingDeps,
  invoicingDeps,
  markOverdueInvoices,
  sendDueReminders,
} from './invoicing.service.ts';
import { INVOICE_PAYMENT_PURPOSE, type OnlinePay } from './online-pay.ts';

/** Daily, Africa/Lagos: overdue just after midnight, reminders in the morning. */
export const INVOICE_OVERDUE_JOB = 'invoice-overdue';
export const INVOICE_OVERDUE_CRON = '5 0 * * *';
export const INVOICE_REMINDERS_JOB = 'invoice-reminders';
export const INVOICE_REMINDERS_CRON = '0 9 * * *';

/**
 * The invoicing module inside /api: the photographer's invoices (/api/invoices), the client's
 * link (/api/public/invoices/:token), and the daily overdue and reminder jobs. `clients` is the
 * one port to the clients module (client-link.ts).
 */
export async function invoicingModule(
  api: FastifyInstance,
  opts: { publicUrl: string; clients?: ClientLink },
) {
  // The one port to the payments module (Paystack): invoices are one thing a payment can pay.
  const payments = api.payments;
  const online: OnlinePay = {
    testMode: payments.testMode,
    available: async (photographerId) => payments.online && (await payments.canReceive(photographerId)),
    start: ({ photographerId, invoiceId, email, amountKobo, callbackUrl, invoiceNumber }) =>
      payments.start({
        photographerId,
        purpose: INVOICE_PAYMENT_PURPOSE,
        subjectId: invoiceId,
        email,
        amountKobo,
        callbackUrl,
        metadata: { invoiceNumber },
      }),
    refundable: (invoiceId) => refundableOnline(api.db, INVOICE_PAYMENT_PURPOSE, invoiceId),
    invoiceOf: async (reference) => {
      const attempt = await payments.attempt(reference);
      return attempt?.purpose === INVOICE_PAYMENT_PURPOSE ? attempt.subjectId : undefined;
    },
    settle: (reference) => payments.settle(reference, 'return'),
  };
  payments.registerPurpose(INVOICE_PAYMENT_PURPOSE, {
    settle: (tx, payment) => creditInvoicePayment(deps(), tx, payment),
    refunded: (tx, payment, refund) => refundInvoicePayment(deps(), tx, payment, refund),
  });
  const deps = (): InvoicingDeps =>
    invoicingDeps(api, opts.publicUrl, {
      online,
      ...(opts.clients ? { clients: opts.clients } : {}),
    });
  registerInvoiceClientRecords();
  // The invoice's link also opens the client's conversation with the photographer.
  provideMessageLink('invoice', async (db, token) => {
    const row = await byToken(db, token).catch(() => undefined);
    return row && { photographerId: row.photographerId, clientId: row.clientId };
  });
  // The client's invoice page (/i/<token>) is rendered on the server from the same read.
  if (api.hasDecorator('site')) {
    api.site.addPublicReaders({
      'invoicing.public': async ({ token }) => ({ invoice: await getPublicInvoice(deps(), token) }),
    });
    // A shared link's preview: the business and its logo, no amounts, no names; never indexed.
    registerInvoicePreview(api);
  }
  await api.register(invoiceRoutes, { prefix: '/invoices', deps });
  await api.register(publicInvoiceRoutes, { prefix: '/public/invoices', deps });
  await api.register(invoiceLogoRoutes, { prefix: '/invoices/settings/logo' });
  api.jobs.recurring(INVOICE_OVERDUE_JOB, INVOICE_OVERDUE_CRON, async () => {
    const n = await markOverdueInvoices(deps());
    if (n) api.log.info({ invoices: n }, 'invoices marked overdue');
  });
  api.jobs.recurring(INVOICE_REMINDERS_JOB, INVOICE_REMINDERS_CRON, async () => {
    const n = await sendDueReminders(deps());
    if (n) api.log.info({ reminders: n }, 'invoice reminders queued');
  });
}
