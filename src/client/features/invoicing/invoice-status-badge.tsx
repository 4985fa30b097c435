import { invoiceStatusLabel } from '@shared/invoice-status';
import type { InvoiceStatus } from '@shared/invoicing';
import { Badge } from '@/components/ui/badge';

type Variant = 'neutral' | 'default' | 'success' | 'danger' | 'warning';
const LOOK: Record<InvoiceStatus, Variant> = {
  draft: 'neutral',
  sent: 'default',
  overdue: 'danger',
  paid: 'success',
  void: 'neutral',
};

/**
 * The status badge, the same in every list and on the client's page: an open invoice with part
 * of it paid reads "Partially paid"; an unknown status shows as such (the spec's fallback).
 */
export function InvoiceStatusBadge({
  invoice,
}: {
  invoice: { status: InvoiceStatus; totalKobo: number; balanceKobo: number };
}) {
  const label = invoiceStatusLabel(invoice);
  const part = label.startsWith('Partially paid') && invoice.status === 'sent';
  return <Badge variant={part ? 'warning' : (LOOK[invoice.status] ?? 'neutral')}>{label}</Badge>;
}
