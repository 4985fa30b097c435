import { LegalPage } from '@/features/marketing/legal/legal-page';
import { TERMS_UPDATED, termsText } from '@/features/marketing/legal/terms-text';
import { usePageMeta } from '@/features/seo/use-page-meta';

export default function TermsPage() {
  usePageMeta({
    title: 'Terms of Service',
    description: 'The terms that govern the use of Aworan by photographers and clients in Nigeria.',
  });
  return <LegalPage title="Terms of Service" updated={TERMS_UPDATED} source={termsText} />;
}
