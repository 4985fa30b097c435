import { bookChooserLink } from '@shared/book-links';
import { formatNaira } from '@shared/money';
import { ArrowLeft, CalendarPlus, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Markdown } from '@/components/markdown/markdown';
import { ArtImage } from '@/components/marketing/art-image';
import { CheckList } from '@/components/marketing/marketing-blocks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { contentPageQueries, isNotFound, useService } from '@/features/content/content-queries';
import { LoadError } from '@/features/content/load-error';
import { usePageMeta } from '@/features/seo/use-page-meta';
import type { PageData } from '@/lib/page-query';

/** Where "Book This Package" leads: the public chooser of a photographer, service and package passed on. */
const bookingLink = (serviceSlug: string, packageName: string) =>
  bookChooserLink({ service: serviceSlug, package: packageName });

/** What the server fills before rendering this page (docs/architecture.md, "Server rendering"). */
export const pageData: PageData = ({ params }) => [contentPageQueries.service(params.serviceSlug ?? '')];

export default function ServiceDetailPage() {
  const { serviceSlug = '' } = useParams();
  const { data: service, error, isPending, refetch } = useService(serviceSlug);
  const notFound = isNotFound(error);
  usePageMeta({
    title: service?.title ?? (notFound ? 'Service Not Found' : 'Service'),
    description: service?.description ?? 'Professional photography services across Nigeria.',
    image: service?.heroImage || undefined,
  });

  if (isPending) return <ServiceSkeleton />;
  if (notFound) return <ServiceNotFound />;
  if (!service) {
    return (
      <div className="px-4 py-16">
        <h1 className="sr-only">Service</h1>
        <LoadError what="this service" onRetry={() => refetch()} />
      </div>
    );
  }

  return (
    <article>
      <header className="bg-gradient-to-b from-gold-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2">
          <div>
            <Link
              to="/services"
              className="inline-flex items-center gap-1 text-sm font-medium text-gold-700 hover:text-gold-800"
            >
              <ArrowLeft className="size-4" aria-hidden /> All services
            </Link>
            <h1 className="mt-4 font-display text-4xl font-bold text-ink sm:text-5xl">{service.title}</h1>
            <p className="mt-4 text-lg text-muted">{service.description}</p>
            <p className="mt-6 text-muted">
              Starting from{' '}
              <span className="text-2xl font-bold text-gold-800">
                {formatNaira(service.startingPriceKobo)}
              </span>
            </p>
          </div>
          <ArtImage
            src={service.heroImage}
            priority
            seed={service.slug}
            alt={service.heroImage ? service.title : ''}
            className="aspect-[4/3] w-full rounded-2xl shadow-lg"
          />
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Markdown source={service.content} />
        </div>
        {service.features.length > 0 ? (
          <aside aria-labelledby="features-heading" className="h-fit rounded-xl bg-surface p-6">
            <h2 id="features-heading" className="font-display text-xl font-semibold text-ink">
              What's included
            </h2>
            <CheckList items={service.features} className="mt-4" />
          </aside>
        ) : null}
      </div>

      {service.packages.length > 0 ? (
        <section aria-labelledby="packages-heading" className="bg-surface">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
            <h2 id="packages-heading" className="text-center font-display text-3xl font-bold text-ink">
              Packages
            </h2>
            <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
              {service.packages.map((pkg) => (
                <li key={pkg.name}>
                  <Card className="flex h-full flex-col p-6">
                    <h3 className="font-display text-xl font-semibold text-ink">{pkg.name}</h3>
                    <p className="mt-2 text-3xl font-bold text-gold-800">{formatNaira(pkg.priceKobo)}</p>
                    <p className="mt-3 text-sm text-muted">{pkg.description}</p>
                    <CheckList items={pkg.highlights} className="mt-5 flex-1 text-sm" />
                    <Button asChild className="mt-6">
                      <Link
                        to={bookingLink(service.slug, pkg.name)}
                        aria-label={`Book This Package: ${pkg.name}`}
                      >
                        <CalendarPlus aria-hidden />
                        Book This Package
                      </Link>
                    </Button>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section
        className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6"
        aria-labelledby="questions-heading"
      >
        <h2 id="questions-heading" className="font-display text-2xl font-bold text-ink">
          Have questions about {service.title.toLowerCase()}?
        </h2>
        <p className="mt-3 text-muted">
          Our team will help you choose the right package or build a custom one.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/contact?subject=general">Contact Us</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/services">View All Services</Link>
          </Button>
        </div>
      </section>
    </article>
  );
}

function ServiceSkeleton() {
  return (
    <div
      className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2"
      role="status"
      aria-live="polite"
    >
      <span className="sr-only">Loading…</span>
      <div className="space-y-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-5/6" />
        <Skeleton className="h-8 w-48" />
      </div>
      <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
    </div>
  );
}

function ServiceNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <SearchX className="size-12 text-gold-700" aria-hidden />
      <h1 className="mt-4 font-display text-3xl font-bold text-ink">Service Not Found</h1>
      <p className="mt-3 text-muted">The service you are looking for doesn't exist.</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/services">View All Services</Link>
      </Button>
    </div>
  );
}
