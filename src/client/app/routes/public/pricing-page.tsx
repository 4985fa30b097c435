import { tierBookLink } from '@shared/book-links';
import type { PricingTier } from '@shared/content';
import { formatNaira } from '@shared/money';
import { CheckList } from '@/components/marketing/marketing-blocks';
import { PageHero } from '@/components/marketing/page-hero';
import { SmartLink } from '@/components/marketing/smart-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { contentPageQueries, usePricing } from '@/features/content/content-queries';
import { LoadError } from '@/features/content/load-error';
import { usePageMeta } from '@/features/seo/use-page-meta';
import { cn } from '@/lib/cn';
import type { PageData } from '@/lib/page-query';

/** What the server fills before rendering this page (docs/architecture.md, "Server rendering"). */
export const pageData: PageData = () => [contentPageQueries.pricing];

export default function PricingPage() {
  usePageMeta({
    title: 'Pricing',
    description:
      'Clear photography packages in naira: Basic, Standard, Premium, Wedding, Commercial and Custom, with answers to common questions.',
  });
  const pricing = usePricing();

  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Simple, transparent pricing"
        lead="Choose the package that fits your session. Every price is per session in naira, and every package includes a private online gallery."
      />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <p className="mx-auto mb-10 max-w-3xl rounded-lg border border-gold-200 bg-gold-50 px-5 py-4 text-center text-sm text-ink">
          Each photographer on Aworan sets their own prices. These packages show what a session typically
          costs; a package's button shows the photographers who offer one at that price or less.
        </p>
        {pricing.isError ? (
          <LoadError what="our packages" onRetry={() => pricing.refetch()} />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy={pricing.isPending}>
            {pricing.data
              ? pricing.data.tiers.map((tier) => (
                  <li key={tier.name}>
                    <TierCard tier={tier} />
                  </li>
                ))
              : Array.from({ length: 6 }, (_, n) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <li key={n}>
                    <Skeleton className="h-96 w-full rounded-xl" />
                  </li>
                ))}
          </ul>
        )}
      </div>
      {pricing.data && pricing.data.faq.length > 0 ? (
        <section aria-labelledby="faq-heading" className="bg-surface">
          <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
            <h2 id="faq-heading" className="text-center font-display text-3xl font-bold text-ink">
              Frequently asked questions
            </h2>
            <dl className="mt-10 space-y-4">
              {pricing.data.faq.map((item) => (
                <div key={item.question} className="rounded-xl border border-stone-200 bg-white p-6">
                  <dt className="font-semibold text-ink">{item.question}</dt>
                  <dd className="mt-2 text-muted">{item.answer}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      ) : null}
    </>
  );
}

function TierCard({ tier }: { tier: PricingTier }) {
  return (
    <Card
      className={cn(
        'relative flex h-full flex-col p-6',
        tier.mostPopular && 'border-2 border-gold-600 shadow-lg lg:-translate-y-2',
      )}
    >
      {tier.mostPopular ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-gold-700 px-3 py-1 text-xs font-semibold text-white">
          Most Popular
        </span>
      ) : null}
      <h2 className="font-display text-2xl font-bold text-ink">{tier.name}</h2>
      <p className="mt-2 text-sm text-muted">{tier.description}</p>
      <p className="mt-5">
        {tier.priceKobo === null ? (
          <span className="text-2xl font-bold text-gold-800">Tailored to you</span>
        ) : (
          <>
            <span className="text-3xl font-bold text-gold-800">{formatNaira(tier.priceKobo)}</span>
            <span className="text-sm text-muted"> / session</span>
          </>
        )}
      </p>
      <CheckList items={tier.features} className="mt-6 flex-1 text-sm" />
      <Button asChild className="mt-8" variant={tier.mostPopular ? 'default' : 'outline'}>
        <SmartLink to={tierBookLink(tier.buttonLink, tier.priceKobo)}>{tier.buttonText}</SmartLink>
      </Button>
    </Card>
  );
}
