import { PlannedPage } from '@/components/layout/planned-page';

export default function FeaturesForPhotographersPage() {
  return (
    <PlannedPage
      title="For Photographers"
      description="Everything you need to run your photography business."
    />
  );
}
