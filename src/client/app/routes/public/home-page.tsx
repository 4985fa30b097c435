import { CtaBand } from '@/components/marketing/marketing-blocks';
import { contentPageQueries } from '@/features/content/content-queries';
import { HomeHero } from '@/features/content/home/home-hero';
import { HomeGalleries, HomeServices } from '@/features/content/home/home-showcase';
import { HomeAbout, HomeFeatures, HomeTestimonials } from '@/features/content/home/home-story';
import { LoadError } from '@/features/content/load-error';
import { usePageMeta } from '@/features/seo/use-page-meta';
import type { PageData } from '@/lib/page-query';
import { useSiteContent } from '@/lib/site-content-query';

/** What the server fills before rendering this page (docs/architecture.md, "Server rendering"). */
export const pageData: PageData = () => [contentPageQueries.services];

/** The home page: six sections, the hero and featured content coming from the content store. */
export default function HomePage() {
  const site = useSiteContent();
  usePageMeta({
    title: '',
    description:
      site.data?.hero.subtitle ||
      'Book trusted Nigerian photographers and run your photography business: bookings, galleries, contracts and invoices in one place.',
    image: site.data?.hero.imageUrl || undefined,
  });
  const featured = site.data?.featured;

  return (
    <>
      {site.isError ? (
        <div className="px-4 py-16">
          <h1 className="sr-only">Aworan</h1>
          <LoadError what="this page" onRetry={() => site.refetch()} />
        </div>
      ) : (
        <HomeHero hero={site.data?.hero} />
      )}
      <HomeServices />
      <HomeFeatures />
      {featured ? <HomeGalleries galleries={featured.featuredGalleries} /> : null}
      {featured ? <HomeAbout about={featured.about} /> : null}
      {featured ? <HomeTestimonials testimonials={featured.testimonials} /> : null}
      <CtaBand
        title="Ready to grow your photography business?"
        text="Join photographers across Nigeria who book, bill and deliver with Aworan."
        primary={{ to: '/signup', label: 'Get Started Free' }}
        secondary={{ to: '/demo', label: 'Request a Demo' }}
      />
    </>
  );
}
