import { PlannedPage } from '@/components/layout/planned-page';

export default function PhotographerApprovalPage() {
  return (
    <PlannedPage title="Photographer Application" description="Tell us about your business to be approved." />
  );
}
