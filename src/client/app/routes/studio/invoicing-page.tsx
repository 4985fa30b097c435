import { useQuery } from '@tanstack/react-query';
import { PageLoading } from '@/components/layout/page-loading';
import { PageShell } from '@/components/layout/page-shell';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/accounts/use-auth';
import { PhotographerInvoices, ReceivedInvoices } from '@/features/invoicing/invoices-screen';
import { OnlinePaymentsPanel } from '@/features/payments/online-payments-panel';
import { paymentsStatusQuery } from '@/features/payments/payments-queries';

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
        <PhotographerInvoicing />
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

/**
 * The invoices first; the online payments report (12 months of Paystack payments) is read only
 * when its tab is opened, so the screen loads its own data and no more (decision 197).
 */
function PhotographerInvoicing() {
  const online = useQuery(paymentsStatusQuery).data?.online === true;
  return (
    <Tabs defaultValue="invoices">
      {online ? (
        <TabsList className="mb-2">
          <TabsTrigger value="invoices">Invoices</TabsTrigger>
          <TabsTrigger value="online">Online payments</TabsTrigger>
        </TabsList>
      ) : null}
      <TabsContent value="invoices" className="mt-0">
        <PhotographerInvoices />
      </TabsContent>
      {online ? (
        <TabsContent value="online">
          <OnlinePaymentsPanel />
        </TabsContent>
      ) : null}
    </Tabs>
  );
}
