import type { ClientEvent } from '@shared/clients';
import { CLIENT_EVENT_LABELS, type ClientEventKind } from '@shared/clients-api';
import { formatDateTime } from '@shared/lagos-time';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const CHANNEL_LABELS = { email: 'Email', message: 'Message', sms: 'SMS' } as const;
const STATE_BADGES: Record<string, 'danger' | 'neutral' | 'default'> = {
  failed: 'danger',
  queued: 'neutral',
};

/** What an entry is: an event's label, or the channel and its direction for an email, message or SMS. */
function labelOf(event: ClientEvent): string {
  if (event.channel && !CLIENT_EVENT_LABELS[event.kind as ClientEventKind]) {
    const channel = CHANNEL_LABELS[event.channel];
    return event.direction === 'in' ? `${channel} from the client` : `${channel} to the client`;
  }
  return CLIENT_EVENT_LABELS[event.kind as ClientEventKind] ?? event.kind.replaceAll('_', ' ');
}

/** The client's timeline: events, and every email, message and SMS with its state. */
export function ClientTimeline({ events }: { events: ClientEvent[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-4" aria-label="Timeline">
          {events.map((event) => (
            <li key={event.id} className="border-l-2 border-gold-200 pl-4">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                {labelOf(event)}
                {event.state ? (
                  <Badge variant={STATE_BADGES[event.state] ?? 'default'}>
                    {event.state.charAt(0).toUpperCase() + event.state.slice(1)}
                  </Badge>
                ) : null}
              </p>
              {event.summary ? <p className="break-words text-sm text-muted">{event.summary}</p> : null}
              <time dateTime={event.occurredAt} className="text-xs text-muted">
                {formatDateTime(event.occurredAt)}
              </time>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
