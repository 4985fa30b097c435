import { PlannedPage } from '@/components/layout/planned-page';

export default function SchedulingPage() {
  return <PlannedPage title="Scheduling" description="Your sessions and bookings." />;
}
