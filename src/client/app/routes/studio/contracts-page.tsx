import { PageLoading } from '@/components/layout/page-loading';
import { PageShell } from '@/components/layout/page-shell';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/features/accounts/use-auth';
import { PhotographerContracts, ReceivedContracts } from '@/features/contracts/contracts-screen';

/**
 * /contracts: an approved photographer creates, sends and tracks contracts; anyone else signed
 * in sees the contracts sent to their verified email and signs them there.
 */
export default function ContractsPage() {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageLoading />;
  const viewer = auth.viewer;
  const makes = viewer?.role === 'photographer' && viewer.isApproved;
  return (
    <PageShell
      title="Contracts"
      description={
        makes
          ? 'Create, send and track contracts for photography services.'
          : 'Contracts photographers have sent you to sign.'
      }
    >
      {makes ? (
        <PhotographerContracts
          photographer={{ name: `${viewer.firstName} ${viewer.lastName}`.trim(), email: viewer.email }}
        />
      ) : viewer?.role === 'photographer' ? (
        <Card className="p-6">
          <p>You can send contracts once your photographer account is approved.</p>
        </Card>
      ) : (
        <ReceivedContracts emailVerified={viewer?.emailVerified ?? false} />
      )}
    </PageShell>
  );
}
