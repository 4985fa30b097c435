import type { InvoiceStatus } from '@shared/invoicing';
import { Badge } from '@/components/ui/badge';

const LOOK: Record<
  InvoiceStatus,
  { label: string; variant: 'neutral' | 'default' | 'success' | 'danger' | 'warning' }
> = {
  draft: { label: 'Draft', variant: 'neutral' },
  sent: { label: 'Sent', variant: 'default' },
  overdue: { label: 'Overdue', variant: 'danger' },
  paid: { label: 'Paid', variant: 'success' },
  void: { label: 'Void', variant: 'neutral' },
};

/** The status badge; an unknown status shows as such (the spec's fallback). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const look = LOOK[status] ?? { label: 'Unknown', variant: 'neutral' as const };
  return <Badge variant={look.variant}>{look.label}</Badge>;
}
