import type { InvoiceStatus } from './invoicing.ts';

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
};

/**
 * How an invoice's state reads in every list, on the client's page and in the PDF: an open
 * invoice with part of it paid is "Partially paid" (and says so when it is overdue too).
 */
export function invoiceStatusLabel(i: { status: InvoiceStatus; totalKobo: number; balanceKobo: number }) {
  const part = i.balanceKobo > 0 && i.balanceKobo < i.totalKobo;
  if (i.status === 'sent') return part ? 'Partially paid' : 'Sent';
  if (i.status === 'overdue') return part ? 'Partially paid, overdue' : 'Overdue';
  return INVOICE_STATUS_LABELS[i.status] ?? 'Unknown';
}
