import { Link, useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { ConversationPanel } from '@/features/messages/conversation-panel';

/** Aworan: a signed-in client's conversation with one photographer, from their dashboard. */
export default function MyMessagesPage() {
  const { clientId = '' } = useParams();
  return (
    <PageShell title="Messages" className="max-w-3xl">
      <Link to="/dashboard" className="mb-4 inline-block text-sm text-gold-800 hover:underline">
        ← Your dashboard
      </Link>
      <ConversationPanel
        source={{ door: 'customer', clientId }}
        title={(c) => `Messages with ${c.businessName}`}
      />
    </PageShell>
  );
}
