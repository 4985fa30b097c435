import { formatLagosDateTime } from '@shared/lagos-time';
import type { Conversation, ReportedConversation } from '@shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListState } from '@/components/ui/list-state';
import { api } from '@/lib/api';
import { ConversationThread } from './conversation-thread';

const reportedKey = ['messages', 'reported'] as const;

/**
 * Super admins: the conversations one side reported. Opening one reads it, and that reading is
 * written to the audit trail (decision 279); nothing else of anyone's messages is shown.
 */
export function ReportedConversationsTab() {
  const [open, setOpen] = useState<string | null>(null);
  const { data, isPending } = useQuery({
    queryKey: reportedKey,
    queryFn: async () =>
      (await api.get<{ conversations: ReportedConversation[] }>('/api/admin/messages')).conversations,
  });
  const rows = data ?? [];
  return (
    <ListState pending={isPending} empty={rows.length === 0} message="No conversation has been reported.">
      <ul className="space-y-3">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-stone-200 p-4">
            <p className="font-medium">
              {row.businessName} and {row.clientName}
            </p>
            <p className="text-sm text-muted">
              Reported by the {row.reportedBy} on {formatLagosDateTime(row.reportedAt)}: “{row.reason}”
            </p>
            {open === row.id ? (
              <ReportedThread id={row.id} />
            ) : (
              <Button variant="outline" size="sm" className="mt-2" onClick={() => setOpen(row.id)}>
                Read the conversation (logged)
              </Button>
            )}
          </li>
        ))}
      </ul>
    </ListState>
  );
}

function ReportedThread({ id }: { id: string }) {
  const { data, isPending } = useQuery({
    queryKey: [...reportedKey, id],
    queryFn: () => api.get<Conversation>(`/api/admin/messages/${id}`),
  });
  if (isPending || !data) return <p className="mt-2 text-sm text-muted">Loading…</p>;
  return (
    <ConversationThread
      messages={data.messages}
      me="photographer"
      attachmentUrl={() => ''}
      emptyText="No messages."
    />
  );
}
