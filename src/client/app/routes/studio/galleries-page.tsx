import { PlannedPage } from '@/components/layout/planned-page';

export default function GalleriesPage() {
  return <PlannedPage title="Galleries" description="Create, share and deliver your photo galleries." />;
}
