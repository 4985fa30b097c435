import { PageLoading } from '@/components/layout/page-loading';
import { PageShell } from '@/components/layout/page-shell';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/features/accounts/use-auth';
import { PhotographerInvoices, ReceivedInvoices } from '@/features/invoicing/invoices-screen';
import { OnlinePaymentsPanel } from '@/features/payments/online-payments-panel';

/**
 * /invoicing: an approved photographer creates, sends and tracks invoices; anyone else signed in
 * sees the invoices addressed to their verified email.
 */
export default function InvoicingPage() {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageLoading />;
  const viewer = auth.viewer;
  const bills = viewer?.role === 'photographer' && viewer.isApproved;
  return (
    <PageShell
      title="Invoicing"
      description={
        bills ? 'Create, send and track invoices in naira.' : 'Invoices photographers have sent to you.'
      }
    >
      {bills ? (
        <>
          <PhotographerInvoices />
          <OnlinePaymentsPanel />
        </>
      ) : viewer?.role === 'photographer' ? (
        <Card className="p-6">
          <p>You can send invoices once your photographer account is approved.</p>
        </Card>
      ) : (
        <ReceivedInvoices emailVerified={viewer?.emailVerified ?? false} />
      )}
    </PageShell>
  );
}
