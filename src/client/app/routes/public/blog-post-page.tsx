import { PlannedPage } from '@/components/layout/planned-page';

export default function BlogPostPage() {
  return <PlannedPage title="Blog post" description="An article from the Aworan blog." />;
}
