import { PlannedPage } from '@/components/layout/planned-page';

export default function PublicGalleryPage() {
  return <PlannedPage title="Gallery" description="A photo gallery shared with you." />;
}
