import { PlannedPage } from '@/components/layout/planned-page';

export default function InvoicingPage() {
  return <PlannedPage title="Invoicing" description="Create, send and track invoices in naira." />;
}
