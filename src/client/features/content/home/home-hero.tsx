import type { Hero } from '@shared/content';
import { Link } from 'react-router';
import { ArtImage } from '@/components/marketing/art-image';
import { SmartLink } from '@/components/marketing/smart-link';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** Section 1: the hero the super admin edits (heading, subheading, button text and link, image). */
export function HomeHero({ hero }: { hero: Hero | undefined }) {
  return (
    <section className="bg-gradient-to-b from-gold-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        {hero ? (
          <div className="text-center lg:text-left">
            <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">
              Photography, booked and delivered
            </p>
            <h1 className="mt-3 font-display text-4xl font-bold text-ink sm:text-5xl lg:text-6xl">
              {hero.title}
            </h1>
            {hero.subtitle ? <p className="mt-6 text-lg text-muted">{hero.subtitle}</p> : null}
            <div className="mt-10 flex flex-wrap justify-center gap-3 lg:justify-start">
              <Button asChild size="lg">
                <SmartLink to={hero.ctaLink}>{hero.ctaText}</SmartLink>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/services">Explore Services</Link>
              </Button>
            </div>
          </div>
        ) : (
          <div className="space-y-5" role="status" aria-live="polite">
            <span className="sr-only">Loading…</span>
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-3/4" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-12 w-64" />
          </div>
        )}
        <div className="relative mx-auto w-full max-w-lg">
          <div className="absolute -inset-3 -rotate-2 rounded-3xl bg-gold-200/60" aria-hidden />
          <ArtImage
            src={hero?.imageUrl}
            priority
            seed="aworan-hero"
            alt={hero?.imageUrl ? hero.title : ''}
            className="relative aspect-[4/3] w-full rounded-2xl shadow-xl"
          />
        </div>
      </div>
    </section>
  );
}
