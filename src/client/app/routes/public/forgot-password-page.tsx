import { PlannedPage } from '@/components/layout/planned-page';

export default function ForgotPasswordPage() {
  return <PlannedPage title="Forgot password" description="Get a link to reset your password." />;
}
