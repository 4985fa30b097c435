import { PlannedPage } from '@/components/layout/planned-page';

export default function AdminCreationPage() {
  return <PlannedPage title="Admin Setup" description="Add another super admin." />;
}
