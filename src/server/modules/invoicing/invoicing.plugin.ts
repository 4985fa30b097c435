import type { FastifyInstance } from 'fastify';
import { type ClientLink, clientsModuleLink } from './client-link.ts';
import { registerInvoiceClientRecords } from './client-records.ts';
import { invoiceRoutes, publicInvoiceRoutes } from './invoicing.routes.ts';
import { type InvoicingDeps, markOverdueInvoices, sendDueReminders } from './invoicing.service.ts';

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
  opts: { publicUrl: string; clients?: ClientLink; now?: () => Date },
) {
  const deps = (): InvoicingDeps => ({
    db: api.db,
    mailer: api.mailer,
    storage: api.storage,
    log: api.log,
    publicUrl: opts.publicUrl,
    clients: opts.clients ?? clientsModuleLink,
    ...(opts.now ? { now: opts.now } : {}),
  });
  registerInvoiceClientRecords();
  await api.register(invoiceRoutes, { prefix: '/invoices', deps });
  await api.register(publicInvoiceRoutes, { prefix: '/public/invoices', deps });
  api.jobs.recurring(INVOICE_OVERDUE_JOB, INVOICE_OVERDUE_CRON, async () => {
    const n = await markOverdueInvoices(deps());
    if (n) api.log.info({ invoices: n }, 'invoices marked overdue');
  });
  api.jobs.recurring(INVOICE_REMINDERS_JOB, INVOICE_REMINDERS_CRON, async () => {
    const n = await sendDueReminders(deps());
    if (n) api.log.info({ reminders: n }, 'invoice reminders queued');
  });
}
