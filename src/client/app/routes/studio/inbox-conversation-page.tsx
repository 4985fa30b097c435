import { Link, Navigate, useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { useAuth } from '@/features/accounts/use-auth';
import { ConversationActions } from '@/features/messages/conversation-actions';
import { ConversationPanel } from '@/features/messages/conversation-panel';

/** Aworan: one conversation from the inbox (or an unread-message email), with the client's page a click away. */
export default function InboxConversationPage() {
  const { viewer } = useAuth();
  const { clientId = '' } = useParams();
  if (!viewer) return null;
  if (viewer.role !== 'photographer') return <Navigate to="/dashboard" replace />;
  return (
    <PageShell title="Messages">
      <div className="mb-4 flex gap-4 text-sm">
        <Link to="/inbox" className="text-gold-800 hover:underline">
          ← All messages
        </Link>
        <Link to={`/clients/${clientId}`} className="text-gold-800 hover:underline">
          Client details
        </Link>
      </div>
      <ConversationPanel
        source={{ door: 'photographer', clientId }}
        title={(c) => c.clientName}
        actions={(c) => <ConversationActions clientId={clientId} conversation={c} />}
      />
    </PageShell>
  );
}
