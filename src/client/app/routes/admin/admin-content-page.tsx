import { PlannedPage } from '@/components/layout/planned-page';

export default function AdminContentPage() {
  return <PlannedPage title="Content Management" description="Edit what visitors see on the public site." />;
}
