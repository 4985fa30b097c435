import { PlannedPage } from '@/components/layout/planned-page';

export default function ContractsPage() {
  return (
    <PlannedPage title="Contracts" description="Create, send and track contracts for photography services." />
  );
}
