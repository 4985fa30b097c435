import { Navigate, useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { useAuth } from '@/features/accounts/use-auth';
import { ClientDetailView } from '@/features/clients/client-detail';

/** Aworan: one client of a photographer, with the timeline of everything that happened. */
export default function ClientDetailPage() {
  const { viewer } = useAuth();
  const { clientId = '' } = useParams();
  if (!viewer) return null;
  if (viewer.role !== 'photographer') return <Navigate to="/clients" replace />;
  return (
    <PageShell title="Client">
      <ClientDetailView clientId={clientId} canSend={viewer.isApproved} />
    </PageShell>
  );
}
