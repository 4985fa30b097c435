import { PlannedPage } from '@/components/layout/planned-page';

export default function BlogPage() {
  return (
    <PlannedPage
      title="Blog"
      description="Tips, tutorials and stories for photographers and their clients."
    />
  );
}
