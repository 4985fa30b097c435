import { PlannedPage } from '@/components/layout/planned-page';

export default function ServicesPage() {
  return <PlannedPage title="Our Services" description="Professional photography services across Nigeria." />;
}
