import { PageLoading } from '@/components/layout/page-loading';
import { PageShell } from '@/components/layout/page-shell';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/features/accounts/use-auth';
import { PhotographerGalleries, SharedGalleries } from '@/features/galleries/galleries-screen';
import { WatermarkLogoSlot } from '@/features/galleries/watermark-logo-slot';
import { InvoiceLogoField } from '@/features/invoicing/invoice-logo-field';

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
        // The logo watermark is the invoice logo (decision 166): its field, composed here.
        <WatermarkLogoSlot.Provider
          value={
            <InvoiceLogoField description="Your logo is the one on your invoices and receipts: replacing it here replaces it there too. Photos already processed keep the logo they were made with until the watermark settings change." />
          }
        >
          <PhotographerGalleries />
        </WatermarkLogoSlot.Provider>
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
