import { CLIENT_STATUS_LABELS, type ClientStatus } from '@shared/clients-api';
import { DEFAULT_TIME_ZONE } from '@shared/meta';
import { Badge } from '@/components/ui/badge';

const VARIANT = { active: 'success', lead: 'default', inactive: 'neutral' } as const;

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return <Badge variant={VARIANT[status]}>{CLIENT_STATUS_LABELS[status]}</Badge>;
}

/** Dates as Nigerian readers write them: 23 Nov 2026, in Lagos whatever the device's zone. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-NG', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: DEFAULT_TIME_ZONE,
  });

/** "23 Nov 2026, 2:05 pm", Lagos time (the timeline reads the same on every device). */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-NG', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: DEFAULT_TIME_ZONE,
  });
