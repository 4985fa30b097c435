import { PlannedPage } from '@/components/layout/planned-page';

export default function FeaturesInvoicingPage() {
  return (
    <PlannedPage
      title="Seamless Invoicing & Payments"
      description="Professional invoices in naira, paid online."
    />
  );
}
