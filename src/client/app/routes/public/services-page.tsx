import { MessageSquarePlus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHero } from '@/components/marketing/page-hero';
import { Button } from '@/components/ui/button';
import { contentPageQueries, useServices } from '@/features/content/content-queries';
import { LoadError } from '@/features/content/load-error';
import { ServiceCard, ServiceCardSkeleton } from '@/features/content/service-card';
import { usePageMeta } from '@/features/seo/use-page-meta';
import type { PageData } from '@/lib/page-query';

/** What the server fills before rendering this page (docs/architecture.md, "Server rendering"). */
export const pageData: PageData = () => [contentPageQueries.services];

export default function ServicesPage() {
  usePageMeta({
    title: 'Our Services',
    description:
      'Portrait, wedding, event, wildlife, cultural, family, commercial and real-estate photography across Nigeria, with starting prices in naira.',
  });
  const services = useServices();

  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Our Services"
        lead="Professional photography for every moment that matters, by experienced photographers across Nigeria. Every price is a starting price in naira; packages are on each service's page."
      />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        {services.isError ? (
          <LoadError what="our services" onRetry={() => services.refetch()} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-busy={services.isPending}>
            {services.data
              ? services.data.map((service) => (
                  <li key={service.slug}>
                    <ServiceCard service={service} />
                  </li>
                ))
              : Array.from({ length: 8 }, (_, n) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <li key={n}>
                    <ServiceCardSkeleton />
                  </li>
                ))}
          </ul>
        )}
        <div className="mt-16 rounded-2xl bg-surface p-10 text-center">
          <h2 className="font-display text-2xl font-bold text-ink">Need something different?</h2>
          <p className="mx-auto mt-3 max-w-xl text-muted">
            Tell us about your event, product launch or project and we will put together a package that fits
            your day and your budget.
          </p>
          <Button asChild size="lg" className="mt-6">
            <Link to="/contact?subject=general">
              <MessageSquarePlus aria-hidden />
              Request Custom Package
            </Link>
          </Button>
        </div>
      </div>
    </>
  );
}
