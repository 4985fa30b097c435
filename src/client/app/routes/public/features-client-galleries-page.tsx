import { PlannedPage } from '@/components/layout/planned-page';

export default function FeaturesClientGalleriesPage() {
  return <PlannedPage title="Client Galleries" description="Deliver beautiful, secure online galleries." />;
}
