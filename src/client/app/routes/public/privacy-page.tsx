import { LegalPage } from '@/features/marketing/legal/legal-page';
import { PRIVACY_UPDATED, privacyText } from '@/features/marketing/legal/privacy-text';
import { usePageMeta } from '@/features/seo/use-page-meta';

export default function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description:
      'How Aworan collects, uses and protects personal data under the Nigeria Data Protection Act 2023.',
  });
  return <LegalPage title="Privacy Policy" updated={PRIVACY_UPDATED} source={privacyText} />;
}
