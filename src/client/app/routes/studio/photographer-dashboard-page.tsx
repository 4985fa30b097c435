import { PlannedPage } from '@/components/layout/planned-page';

export default function PhotographerDashboardPage() {
  return (
    <PlannedPage title="Photographer Portal" description="Your approval status, application and profile." />
  );
}
