import { lagosDate } from '@shared/lagos-time';
import type { PublicProfile } from '@shared/marketplace';
import { bookingPath, CATEGORY_LABELS } from '@shared/marketplace-terms';
import { formatNaira } from '@shared/money';
import { ArrowLeft, CalendarCheck, MapPin, MessageSquare, Phone } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ArtImage } from '@/components/marketing/art-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound } from '@/features/content/content-queries';
import { LoadError } from '@/features/content/load-error';
import { ContactPhotographerForm } from '@/features/marketplace/contact-photographer-form';
import { marketplacePageQueries, usePublicProfile } from '@/features/marketplace/marketplace-queries';
import { PackageList } from '@/features/marketplace/package-list';
import { PortfolioGrid } from '@/features/marketplace/portfolio-grid';
import { ProfileReviewsSection } from '@/features/reviews/profile-reviews';
import { reviewsPageQueries } from '@/features/reviews/reviews-queries';
import { usePageMeta } from '@/features/seo/use-page-meta';
import type { PageData } from '@/lib/page-query';

/** What the server fills before rendering this page (docs/architecture.md, "Server rendering"). */
export const pageData: PageData = ({ params }) => [
  marketplacePageQueries.profile(params.slug ?? ''),
  reviewsPageQueries.profile(params.slug ?? ''),
];

/** /photographers/{slug}: a listed photographer's public profile, packages, work and calls to act. */
export default function PhotographerProfilePage() {
  const { slug = '' } = useParams();
  const query = usePublicProfile(slug);
  const profile = query.data;
  usePageMeta({
    title: profile?.businessName ?? (isNotFound(query.error) ? 'Photographer not found' : 'Photographer'),
    description: profile
      ? profile.bio.slice(0, 155) ||
        `${profile.businessName}: portfolio, packages in naira and online booking on Aworan.`
      : 'A photographer’s portfolio, packages and prices.',
    image: profile?.cover?.url ?? profile?.portfolio[0]?.url,
    type: 'profile',
  });

  if (query.isPending) return <ProfileSkeleton />;
  if (isNotFound(query.error)) return <ProfileNotFound />;
  if (!profile) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h1 className="sr-only">Photographer</h1>
        <LoadError what="this photographer" onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <Profile profile={profile} />;
}

function Profile({ profile }: { profile: PublicProfile }) {
  const since = lagosDate(new Date(profile.memberSince)).slice(0, 4);
  return (
    <article>
      <header className="relative">
        <ArtImage src={profile.cover?.url} seed={profile.slug} className="h-56 w-full sm:h-72" />
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          {/* relative: a positioned card paints over the cover photo it overlaps, so the link reads on white. */}
          <div className="relative -mt-16 rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:-mt-20 sm:p-8">
            <Link
              to="/photographers"
              className="inline-flex items-center gap-1 text-sm font-semibold text-gold-700 hover:text-gold-800"
            >
              <ArrowLeft className="size-4" aria-hidden /> All photographers
            </Link>
            <div className="mt-3 flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
              <div>
                <h1 className="font-display text-3xl font-bold text-ink sm:text-4xl">
                  {profile.businessName}
                </h1>
                <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
                  {profile.city ? (
                    <span className="inline-flex items-center gap-1">
                      <MapPin className="size-4 text-gold-700" aria-hidden /> {profile.city}
                    </span>
                  ) : null}
                  <span>On Aworan since {since}</span>
                </p>
                {profile.categories.length > 0 ? (
                  <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Categories">
                    {profile.categories.map((c) => (
                      <li key={c}>
                        <Badge>{CATEGORY_LABELS[c]}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              <div className="flex flex-col gap-3 sm:flex-row lg:flex-col lg:items-end">
                {profile.startingPriceKobo !== null ? (
                  <p className="text-sm text-muted">
                    Starting from{' '}
                    <span className="text-xl font-bold text-gold-800">
                      {formatNaira(profile.startingPriceKobo)}
                    </span>
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Button asChild size="lg">
                    <Link to={bookingPath(profile.slug)}>
                      <CalendarCheck aria-hidden /> Book a Session
                    </Link>
                  </Button>
                  <Button asChild size="lg" variant="outline">
                    <a href="#contact">
                      <MessageSquare aria-hidden /> Contact
                    </a>
                  </Button>
                </div>
              </div>
            </div>
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:px-6">
        {profile.bio ? (
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="font-display text-2xl font-bold text-ink">
              About
            </h2>
            <p className="mt-3 max-w-3xl whitespace-pre-line text-ink">{profile.bio}</p>
          </section>
        ) : null}

        <section aria-labelledby="packages-heading">
          <h2 id="packages-heading" className="mb-5 font-display text-2xl font-bold text-ink">
            Packages
          </h2>
          <PackageList slug={profile.slug} packages={profile.packages} vatEnabled={profile.vatEnabled} />
        </section>

        <section aria-labelledby="portfolio-heading">
          <h2 id="portfolio-heading" className="mb-5 font-display text-2xl font-bold text-ink">
            Portfolio
          </h2>
          <PortfolioGrid images={profile.portfolio} businessName={profile.businessName} />
        </section>

        <ProfileReviewsSection slug={profile.slug} businessName={profile.businessName} />

        <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-24">
          <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
            <div>
              <h2 id="contact-heading" className="font-display text-2xl font-bold text-ink">
                Contact {profile.businessName}
              </h2>
              <p className="mt-3 text-muted">
                Ask about dates, locations or a custom package. They will reply to you by email.
              </p>
              {profile.phone ? (
                <p className="mt-4">
                  <a
                    href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`}
                    className="inline-flex items-center gap-2 font-semibold text-gold-700 hover:text-gold-800"
                  >
                    <Phone className="size-4" aria-hidden /> {profile.phone}
                  </a>
                </p>
              ) : null}
            </div>
            <Card className="p-6">
              <ContactPhotographerForm slug={profile.slug} businessName={profile.businessName} />
            </Card>
          </div>
        </section>
      </div>
    </article>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading photographer">
      <Skeleton className="h-56 w-full rounded-none sm:h-72" />
      <div className="mx-auto max-w-6xl space-y-4 px-4 py-10 sm:px-6">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-32 w-full" />
      </div>
    </div>
  );
}

function ProfileNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-bold text-ink">Photographer not found</h1>
      <p className="mt-3 text-muted">
        This photographer is not listed, or their profile address has changed.
      </p>
      <Button asChild className="mt-6">
        <Link to="/photographers">Browse photographers</Link>
      </Button>
    </div>
  );
}
