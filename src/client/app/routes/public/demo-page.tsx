import { PlannedPage } from '@/components/layout/planned-page';

export default function DemoPage() {
  return (
    <PlannedPage title="Request a Demo" description="See how Aworan can run your photography business." />
  );
}
