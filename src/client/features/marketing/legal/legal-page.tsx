import { Markdown } from '@/components/markdown/markdown';
import { PageHero } from '@/components/marketing/page-hero';
import { useSiteContent } from '@/lib/site-content-query';

/** A legal document: a title, its date, the text, and how to reach us about it. */
export function LegalPage({ title, updated, source }: { title: string; updated: string; source: string }) {
  const { data } = useSiteContent();
  const email = data?.settings.contactEmail;
  return (
    <>
      <PageHero title={title} lead={`Last updated ${updated}`} />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <Markdown source={source} />
        <p className="mt-10 rounded-xl bg-surface p-6 text-sm text-stone-700">
          Questions about this document? Write to us at{' '}
          {email ? (
            <a href={`mailto:${email}`} className="font-medium text-gold-700 underline">
              {email}
            </a>
          ) : (
            'the address on our contact page'
          )}{' '}
          or use the contact form on our contact page.
        </p>
      </div>
    </>
  );
}
