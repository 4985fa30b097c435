import { PlannedPage } from '@/components/layout/planned-page';

export default function SignupPage() {
  return (
    <PlannedPage title="Sign up" description="Create your Aworan account as a client or a photographer." />
  );
}
