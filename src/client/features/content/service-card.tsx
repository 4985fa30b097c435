import type { ServiceSummary } from '@shared/content';
import { formatNaira } from '@shared/money';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ArtImage } from '@/components/marketing/art-image';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** A service with its starting price and a Learn More link to its detail page. */
export function ServiceCard({ service }: { service: ServiceSummary }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <ArtImage
        src={service.heroImage}
        seed={service.slug}
        className="aspect-[4/3] w-full"
        sizes="(min-width: 1024px) 33vw, 100vw"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="font-display text-xl font-semibold text-ink">{service.title}</h3>
        <p className="mt-2 flex-1 text-sm text-muted">{service.description}</p>
        <p className="mt-4 text-sm text-muted">
          Starting from{' '}
          <span className="text-lg font-semibold text-gold-800">
            {formatNaira(service.startingPriceKobo)}
          </span>
        </p>
        <Link
          to={`/services/${service.slug}`}
          className="mt-4 inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-gold-700 hover:text-gold-800"
          aria-label={`Learn more about ${service.title}`}
        >
          Learn More <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </Card>
  );
}

export function ServiceCardSkeleton() {
  return (
    <Card className="overflow-hidden">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="space-y-3 p-6">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-5 w-1/3" />
      </div>
    </Card>
  );
}
