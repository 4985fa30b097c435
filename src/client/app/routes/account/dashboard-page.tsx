import { PlannedPage } from '@/components/layout/planned-page';

export default function DashboardPage() {
  return <PlannedPage title="Dashboard" description="Your account at a glance." />;
}
