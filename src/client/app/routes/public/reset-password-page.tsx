import { PlannedPage } from '@/components/layout/planned-page';

export default function ResetPasswordPage() {
  return <PlannedPage title="Reset password" description="Choose a new password for your account." />;
}
