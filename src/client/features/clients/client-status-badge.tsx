import { CLIENT_STATUS_LABELS, type ClientStatus } from '@shared/clients-api';
import { Badge } from '@/components/ui/badge';

const VARIANT = { active: 'success', lead: 'default', inactive: 'neutral' } as const;

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return <Badge variant={VARIANT[status]}>{CLIENT_STATUS_LABELS[status]}</Badge>;
}
