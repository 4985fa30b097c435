import { formatSessionTime } from '@shared/scheduling';
import type { OverviewList, OverviewSession } from '@shared/studio';
import { CalendarCheck, CalendarClock, CalendarDays } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { OverviewItem, OverviewSection } from './overview-section';
import { itemLinks } from './studio-queries';

const LAGOS = 'Africa/Lagos';
/** "Mon 7 Dec 2026, 10:00" in Lagos; `timeOnly` keeps "10:00". */
const when = (at: string, timeOnly = false) => {
  const text = formatSessionTime(at, LAGOS);
  return timeOnly ? (text.split(', ')[1] ?? text) : text;
};

function SessionItems({ list, timeOnly }: { list: OverviewList<OverviewSession>; timeOnly?: boolean }) {
  return list.items.map((session) => (
    <OverviewItem
      key={session.id}
      to={itemLinks.booking(session.id)}
      title={session.clientName}
      detail={`${when(session.startsAt, timeOnly)} · ${session.type}`}
      aside={
        session.status === 'pending' ? (
          <Badge variant="warning">Pending</Badge>
        ) : (
          <Badge variant="success">Confirmed</Badge>
        )
      }
    />
  ));
}

const scheduling = { to: '/scheduling', label: 'Open scheduling' };

export function SessionsToday({ list }: { list: OverviewList<OverviewSession> }) {
  return (
    <OverviewSection
      id="today"
      title="Today's sessions"
      icon={CalendarCheck}
      total={list.total}
      shown={list.items.length}
      empty="No sessions today."
      tool={scheduling}
    >
      <SessionItems list={list} timeOnly />
    </OverviewSection>
  );
}

export function SessionsLaterThisWeek({ list }: { list: OverviewList<OverviewSession> }) {
  return (
    <OverviewSection
      id="this-week"
      title="Later this week"
      icon={CalendarDays}
      total={list.total}
      shown={list.items.length}
      empty="Nothing else booked this week."
      tool={scheduling}
    >
      <SessionItems list={list} />
    </OverviewSection>
  );
}

export function BookingsToConfirm({ list }: { list: OverviewList<OverviewSession> }) {
  return (
    <OverviewSection
      id="to-confirm"
      title="Bookings to confirm"
      icon={CalendarClock}
      total={list.total}
      shown={list.items.length}
      empty="No booking is waiting for you."
      tool={scheduling}
    >
      <SessionItems list={list} />
    </OverviewSection>
  );
}
