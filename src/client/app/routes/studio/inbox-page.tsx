import { Navigate } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { useAuth } from '@/features/accounts/use-auth';
import { MessagesInbox } from '@/features/messages/messages-inbox';

/** Aworan: the photographer's Messages inbox: every conversation with a client, newest first. */
export default function InboxPage() {
  const { viewer } = useAuth();
  if (!viewer) return null;
  if (viewer.role !== 'photographer') return <Navigate to="/dashboard" replace />;
  return (
    <PageShell title="Messages" description="Conversations with your clients, newest first.">
      <MessagesInbox />
    </PageShell>
  );
}
