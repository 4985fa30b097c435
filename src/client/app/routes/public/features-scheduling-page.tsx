import { PlannedPage } from '@/components/layout/planned-page';

export default function FeaturesSchedulingPage() {
  return <PlannedPage title="Online Scheduling" description="Let clients book sessions in real time." />;
}
