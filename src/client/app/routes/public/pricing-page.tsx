import { PlannedPage } from '@/components/layout/planned-page';

export default function PricingPage() {
  return <PlannedPage title="Pricing" description="Simple, transparent pricing for every occasion." />;
}
