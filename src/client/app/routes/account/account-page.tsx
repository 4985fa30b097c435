import { PlannedPage } from '@/components/layout/planned-page';

export default function AccountPage() {
  return <PlannedPage title="Account" description="Your profile, password and active sessions." />;
}
