import { PlannedPage } from '@/components/layout/planned-page';

export default function ClientsPage() {
  return <PlannedPage title="Clients" description="Your clients, leads and their history." />;
}
