import { formatDate } from '@shared/lagos-time';
import type { OverviewFollowUp, OverviewList } from '@shared/studio';
import { BellRing } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { OverviewItem, OverviewSection } from './overview-section';
import { itemLinks } from './studio-queries';

/** Follow-ups due today or earlier: each opens the client's page, where it is done or snoozed. */
export function FollowUpsDue({ list, today }: { list: OverviewList<OverviewFollowUp>; today: string }) {
  return (
    <OverviewSection
      id="follow-ups"
      title="Follow-ups due"
      icon={BellRing}
      list={list}
      empty="No follow-up is due. Add one from a client's page."
      tool={{ to: '/clients', label: 'Open clients' }}
      item={(followUp) => (
        <OverviewItem
          key={followUp.id}
          to={itemLinks.client(followUp.clientId)}
          title={`${followUp.clientName} · ${followUp.note}`}
          detail={followUp.dueOn === today ? 'Due today' : `Due since ${formatDate(followUp.dueOn)}`}
          aside={followUp.dueOn < today ? <Badge variant="danger">Late</Badge> : null}
        />
      )}
    />
  );
}
