import { LAGOS_TIME_ZONE } from '@shared/lagos-time';
import { formatSessionTime } from '@shared/scheduling';
import type { OverviewList, OverviewSession } from '@shared/studio';
import { CalendarCheck, CalendarClock, CalendarDays } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { OverviewItem, OverviewSection } from './overview-section';
import { itemLinks } from './studio-queries';

/** The three session lists of the overview: what each is called and says when empty. */
const SESSION_LISTS = {
  today: { title: "Today's sessions", icon: CalendarCheck, empty: 'No sessions today.', timeOnly: true },
  'this-week': {
    title: 'Later this week',
    icon: CalendarDays,
    empty: 'Nothing else booked this week.',
    timeOnly: false,
  },
  'to-confirm': {
    title: 'Bookings to confirm',
    icon: CalendarClock,
    empty: 'No booking is waiting for you.',
    timeOnly: false,
  },
} as const;

/** "Mon 7 Dec 2026, 10:00" in Lagos; `timeOnly` keeps "10:00". */
const when = (at: string, timeOnly: boolean) => {
  const text = formatSessionTime(at, LAGOS_TIME_ZONE);
  return timeOnly ? (text.split(', ')[1] ?? text) : text;
};

/** A list of sessions, each opening the booking itself on /scheduling. */
export function SessionsSection({
  kind,
  list,
}: {
  kind: keyof typeof SESSION_LISTS;
  list: OverviewList<OverviewSession>;
}) {
  const { title, icon, empty, timeOnly } = SESSION_LISTS[kind];
  return (
    <OverviewSection
      id={kind}
      title={title}
      icon={icon}
      list={list}
      empty={empty}
      tool={{ to: '/scheduling', label: 'Open scheduling' }}
      item={(session) => (
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
      )}
    />
  );
}
