import { PlannedPage } from '@/components/layout/planned-page';

export default function FeaturesForClientsPage() {
  return (
    <PlannedPage title="For Clients" description="Book, pay, sign and receive your photos in one place." />
  );
}
