import { PlannedPage } from '@/components/layout/planned-page';

export default function AboutPage() {
  return <PlannedPage title="About Us" description="Our story, our mission and the team behind Aworan." />;
}
