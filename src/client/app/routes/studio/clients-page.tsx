import { PageShell } from '@/components/layout/page-shell';
import { useAuth } from '@/features/accounts/use-auth';
import { ClientManager } from '@/features/clients/client-manager';
import { MyPhotographersList } from '@/features/clients/my-photographers';

/**
 * /clients: a photographer's client management screen; for everyone else, the photographers
 * who keep them as a client, with ways to reach them.
 */
export default function ClientsPage() {
  const { viewer } = useAuth();
  if (!viewer) return null;
  if (viewer.role === 'photographer') {
    return (
      <PageShell
        title="Client Management"
        description="Your clients and leads: who they are, and everything that happened with them."
      >
        <ClientManager canSend={viewer.isApproved} />
      </PageShell>
    );
  }
  return (
    <PageShell
      title="Your photographers"
      description="The photographers you work with, and how to reach them."
    >
      <MyPhotographersList />
    </PageShell>
  );
}
