import { PlannedPage } from '@/components/layout/planned-page';

export default function AdminPage() {
  return <PlannedPage title="Admin Dashboard" description="Manage photographers, users and the platform." />;
}
