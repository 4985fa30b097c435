/**
 * The invoicing module's entry point: what its routes, its plugin and other modules call.
 * The rules live by concern: drafts and voiding (invoice-drafts.service.ts), reading
 * (invoice-reads.service.ts), sending (invoice-send.service.ts), settings
 * (invoice-settings.service.ts), payments (invoice-payments.service.ts), the client's link
 * (invoice-link.service.ts), the daily jobs (invoice-jobs.service.ts) and the accountant's
 * export (invoice-export.service.ts).
 */
export { byToken, type InvoicingDeps, invoicingDeps } from './invoice-context.ts';
export { invoicePdf, receiptPdf } from './invoice-documents.ts';
export {
  closeUnpaidRemainder,
  createAndSendInvoice,
  createInvoice,
  removeDraft,
  updateInvoiceDraft,
  voidIfUnpaid,
  voidInvoice,
} from './invoice-drafts.service.ts';
export { exportCsv, platformRevenueKobo } from './invoice-export.service.ts';
export { markOverdueInvoices, sendDueReminders } from './invoice-jobs.service.ts';
export {
  clientSaysPaid,
  getPublicInvoice,
  publicInvoicePdf,
  publicReceiptPdf,
} from './invoice-link.service.ts';
export { onInvoicePayment } from './invoice-payment-hooks.ts';
export {
  applyPayment,
  lockedInvoiceMoney,
  recordPayment,
  refundRecordedPayments,
  reverseInvoicePayment,
} from './invoice-payments.service.ts';
export { getInvoiceDetail, listForPhotographer, listReceived } from './invoice-reads.service.ts';
export { moveLastInstalmentDue } from './invoice-schedule.service.ts';
export { replaceLink, sendInvoice } from './invoice-send.service.ts';
export { chargesVat, getSettings, saveSettings, whichChargeVat } from './invoice-settings.service.ts';
export { INVOICE_PAYMENT_PURPOSE } from './online-pay.ts';
