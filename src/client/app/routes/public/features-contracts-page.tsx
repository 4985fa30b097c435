import { PlannedPage } from '@/components/layout/planned-page';

export default function FeaturesContractsPage() {
  return (
    <PlannedPage title="Contracts & E-Signatures" description="Send contracts and get them signed online." />
  );
}
