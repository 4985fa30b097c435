import { PlannedPage } from '@/components/layout/planned-page';

export default function PhotographerProfilePage() {
  return <PlannedPage title="Photographer" description="A photographer's portfolio, packages and prices." />;
}
