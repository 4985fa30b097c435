import type { DirectoryCard } from '@shared/marketplace';
import { CATEGORY_LABELS } from '@shared/marketplace-terms';
import { formatNaira } from '@shared/money';
import { vatNote } from '@shared/vat';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { ArtImage } from '@/components/marketing/art-image';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';

/** One photographer in the directory: the whole card links to the profile. */
export function PhotographerCard({ photographer }: { photographer: DirectoryCard }) {
  const { slug, businessName, city, categories, startingPriceKobo, vatEnabled, cover } = photographer;
  const { ratingAverage, ratingCount } = photographer;
  return (
    <Card className="group relative flex h-full flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-gold-600 hover:shadow-md">
      <ArtImage
        src={cover?.mediumUrl}
        seed={slug}
        className="aspect-[4/3] w-full"
        sizes="(min-width: 1024px) 33vw, 100vw"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="font-display text-xl font-semibold text-ink">
          <Link
            to={`/photographers/${slug}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-gold-800"
          >
            {businessName}
          </Link>
        </h3>
        {city ? (
          <p className="flex items-center gap-1 text-sm text-muted">
            <MapPin className="size-4 text-gold-700" aria-hidden />
            {city}
          </p>
        ) : null}
        {ratingAverage !== null ? (
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <StarRating value={ratingAverage} />
            <span className="font-semibold text-ink">{ratingAverage.toFixed(1)}</span>({ratingCount})
          </p>
        ) : null}
        {categories.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Categories">
            {categories.map((c) => (
              <li key={c}>
                <Badge>{CATEGORY_LABELS[c]}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-auto pt-2 text-sm text-muted">
          {startingPriceKobo === null ? (
            'Prices on request'
          ) : (
            <>
              Starting from{' '}
              <span className="text-lg font-semibold text-gold-800">{formatNaira(startingPriceKobo)}</span>{' '}
              {vatNote(vatEnabled)}
            </>
          )}
        </p>
      </div>
    </Card>
  );
}

export function PhotographerCardSkeleton() {
  return (
    <Card className="overflow-hidden">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
        <Skeleton className="h-5 w-1/2" />
      </div>
    </Card>
  );
}
