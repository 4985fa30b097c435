import { CONTRACT_STATUS_LABELS, type ContractStatus } from '@shared/contracts';
import { Badge } from '@/components/ui/badge';

const VARIANT: Record<ContractStatus, 'neutral' | 'default' | 'success' | 'warning' | 'danger'> = {
  draft: 'neutral',
  sent: 'default',
  signed: 'success',
  expired: 'warning',
  void: 'danger',
};

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return <Badge variant={VARIANT[status] ?? 'neutral'}>{CONTRACT_STATUS_LABELS[status] ?? 'Unknown'}</Badge>;
}
