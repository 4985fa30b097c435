import { PlannedPage } from '@/components/layout/planned-page';

export default function PhotographersPage() {
  return (
    <PlannedPage title="Find a Photographer" description="Browse approved photographers across Nigeria." />
  );
}
