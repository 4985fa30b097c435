import { formatLagosDateTime } from '@shared/lagos-time';
import type { InboxRow } from '@shared/messages';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { ListState } from '@/components/ui/list-state';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useInbox } from './message-queries';

/** The photographer's inbox: conversations newest first, live, searched by client name or text. */
export function MessagesInbox() {
  const [q, setQ] = useState('');
  const [tab, setTab] = useState<'inbox' | 'archived'>('inbox');
  const id = useId();
  const { data, isPending } = useInbox(q, tab === 'archived');
  const rows = data?.conversations ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Tabs value={tab} onValueChange={(v) => setTab(v as 'inbox' | 'archived')}>
          <TabsList>
            <TabsTrigger value="inbox">Inbox</TabsTrigger>
            <TabsTrigger value="archived">Archived</TabsTrigger>
          </TabsList>
        </Tabs>
        <div className="sm:w-72">
          <label htmlFor={id} className="sr-only">
            Search messages
          </label>
          <Input
            id={id}
            type="search"
            placeholder="Search by client or message"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
      </div>
      <ListState
        pending={isPending}
        empty={rows.length === 0}
        message={
          q
            ? 'No conversation matches your search.'
            : tab === 'archived'
              ? 'No archived conversations.'
              : 'No messages yet. Open a client to write to them.'
        }
      >
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {rows.map((row) => (
            <InboxItem key={row.id} row={row} />
          ))}
        </ul>
      </ListState>
    </div>
  );
}

function InboxItem({ row }: { row: InboxRow }) {
  return (
    <li>
      <Link to={`/inbox/${row.clientId}`} className="flex items-start gap-3 px-4 py-3 hover:bg-gold-50">
        <div className="min-w-0 flex-1">
          <p className={row.unread ? 'font-semibold' : 'font-medium'}>
            {row.clientName}
            {row.blocked ? <span className="ml-2 text-xs text-muted">(blocked)</span> : null}
          </p>
          <p className="truncate text-sm text-muted">
            {row.lastSender === 'photographer' ? 'You: ' : ''}
            {row.lastMessage || 'An attachment'}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {row.lastMessageAt ? (
            <span className="text-xs text-muted">{formatLagosDateTime(row.lastMessageAt)}</span>
          ) : null}
          {row.unread ? <Badge aria-label={`${row.unread} unread`}>{row.unread}</Badge> : null}
        </div>
      </Link>
    </li>
  );
}
