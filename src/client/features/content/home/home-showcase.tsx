import type { FeaturedGallery } from '@shared/content';
import { Link } from 'react-router';
import { ArtImage } from '@/components/marketing/art-image';
import { Section } from '@/components/marketing/page-hero';
import { SmartLink } from '@/components/marketing/smart-link';
import { Button } from '@/components/ui/button';
import { useServices } from '../content-queries';
import { LoadError } from '../load-error';
import { ServiceCard, ServiceCardSkeleton } from '../service-card';

/** Section 2: the services from the store, with their naira starting prices. */
export function HomeServices() {
  const services = useServices();
  return (
    <Section
      id="home-services"
      title="Photography for every occasion"
      lead="From studio portraits to three-day weddings, book experienced photographers with clear prices in naira."
    >
      {services.isError ? (
        <LoadError what="our services" onRetry={() => services.refetch()} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.data
            ? services.data.slice(0, 4).map((service) => (
                <li key={service.slug}>
                  <ServiceCard service={service} />
                </li>
              ))
            : [1, 2, 3, 4].map((n) => (
                <li key={n}>
                  <ServiceCardSkeleton />
                </li>
              ))}
        </ul>
      )}
      <div className="mt-10 text-center">
        <Button asChild variant="outline" size="lg">
          <Link to="/services">View all services</Link>
        </Button>
      </div>
    </Section>
  );
}

/** Section 4: galleries the super admin features on the home page. */
export function HomeGalleries({ galleries }: { galleries: FeaturedGallery[] }) {
  if (galleries.length === 0) return null;
  return (
    <Section
      id="home-galleries"
      tinted
      title="Featured galleries"
      lead="Recent work by photographers on Aworan, delivered to their clients through private online galleries."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {galleries.map((gallery) => {
          const card = (
            <figure className="group overflow-hidden rounded-xl bg-white shadow-sm">
              <ArtImage
                src={gallery.imageUrl}
                seed={gallery.title}
                className="aspect-[4/3] w-full transition-transform duration-300 group-hover:scale-105"
              />
              <figcaption className="p-4">
                <p className="font-display text-lg font-semibold text-ink">{gallery.title}</p>
                {gallery.photographer ? (
                  <p className="text-sm text-muted">by {gallery.photographer}</p>
                ) : null}
              </figcaption>
            </figure>
          );
          return (
            <li key={gallery.title}>
              {gallery.link ? (
                <SmartLink to={gallery.link} className="block rounded-xl">
                  {card}
                </SmartLink>
              ) : (
                card
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
