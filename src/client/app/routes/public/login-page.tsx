import { PlannedPage } from '@/components/layout/planned-page';

export default function LoginPage() {
  return <PlannedPage title="Log in" description="Sign in to your Aworan account." />;
}
