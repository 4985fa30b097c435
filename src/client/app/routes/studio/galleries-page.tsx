import { PageLoading } from '@/components/layout/page-loading';
import { PageShell } from '@/components/layout/page-shell';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/features/accounts/use-auth';
import { PhotographerGalleries, SharedGalleries } from '@/features/galleries/galleries-screen';

/**
 * /galleries: an approved photographer creates, uploads, shares and deletes galleries; anyone
 * else signed in sees the galleries shared with their verified email (the spec's customers).
 */
export default function GalleriesPage() {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageLoading />;
  const viewer = auth.viewer;
  const manages = viewer?.role === 'photographer' && viewer.isApproved;
  return (
    <PageShell
      title="Galleries"
      description={
        manages
          ? 'Create, share and deliver your photo galleries.'
          : 'Photo galleries your photographers shared with you.'
      }
    >
      {manages ? (
        <PhotographerGalleries />
      ) : viewer?.role === 'photographer' ? (
        <Card className="p-6">
          <p>You can create galleries once your photographer account is approved.</p>
        </Card>
      ) : (
        <SharedGalleries emailVerified={viewer?.emailVerified ?? false} />
      )}
    </PageShell>
  );
}
