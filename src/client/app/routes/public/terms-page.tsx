import { PlannedPage } from '@/components/layout/planned-page';

export default function TermsPage() {
  return <PlannedPage title="Terms of Service" description="The terms that govern your use of Aworan." />;
}
