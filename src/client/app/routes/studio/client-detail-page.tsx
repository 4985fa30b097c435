import { Navigate, useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { useAuth } from '@/features/accounts/use-auth';
import { ClientDetailView } from '@/features/clients/client-detail';
import { ConversationActions } from '@/features/messages/conversation-actions';
import { ConversationPanel } from '@/features/messages/conversation-panel';

/** Aworan: one client of a photographer, with the timeline of everything that happened. */
export default function ClientDetailPage() {
  const { viewer } = useAuth();
  const { clientId = '' } = useParams();
  if (!viewer) return null;
  if (viewer.role !== 'photographer') return <Navigate to="/clients" replace />;
  return (
    <PageShell title="Client">
      <ClientDetailView clientId={clientId} canSend={viewer.isApproved} />
      <div className="mt-8">
        <ConversationPanel
          source={{ door: 'photographer', clientId }}
          title={(c) => `Messages with ${c.clientName}`}
          actions={(c) => <ConversationActions clientId={clientId} conversation={c} />}
        />
      </div>
    </PageShell>
  );
}
