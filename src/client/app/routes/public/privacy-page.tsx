import { PlannedPage } from '@/components/layout/planned-page';

export default function PrivacyPage() {
  return (
    <PlannedPage
      title="Privacy Policy"
      description="How Aworan collects, uses and protects your personal data."
    />
  );
}
