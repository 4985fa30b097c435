import { PlannedPage } from '@/components/layout/planned-page';

export default function ServiceDetailPage() {
  return (
    <PlannedPage title="Service" description="Details, packages and prices for this photography service." />
  );
}
