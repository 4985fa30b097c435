import { PlannedPage } from '@/components/layout/planned-page';

export default function FeaturesCrmPage() {
  return (
    <PlannedPage
      title="Client Management"
      description="Keep every client, message and follow-up in one place."
    />
  );
}
