import { CONTRACT_STATUS_LABELS, type ContractStatus, contractStatusLabel } from '@shared/contracts';
import { Badge } from '@/components/ui/badge';

const VARIANT: Record<ContractStatus, 'neutral' | 'default' | 'success' | 'warning' | 'danger'> = {
  draft: 'neutral',
  sent: 'default',
  signed: 'success',
  expired: 'warning',
  void: 'danger',
};

/**
 * A contract's state, the same words to both sides: a sent contract the client signed reads
 * "Awaiting countersignature".
 */
export function ContractStatusBadge({
  contract,
}: {
  contract: { status: ContractStatus; clientSignature: unknown; photographerSignature: unknown };
}) {
  const label = contractStatusLabel(contract);
  const waiting = contract.status === 'sent' && label !== CONTRACT_STATUS_LABELS.sent;
  return <Badge variant={waiting ? 'warning' : (VARIANT[contract.status] ?? 'neutral')}>{label}</Badge>;
}
