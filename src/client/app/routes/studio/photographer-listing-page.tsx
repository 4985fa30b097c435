import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { PageShell } from '@/components/layout/page-shell';
import { Card } from '@/components/ui/card';
import { unauthorizedRedirect } from '@/features/accounts/unauthorized-toast';
import { useAuth } from '@/features/accounts/use-auth';
import { LoadError } from '@/features/content/load-error';
import { CoverEditor, PortfolioEditor } from '@/features/marketplace/images-editor';
import { ListingDetailsForm } from '@/features/marketplace/listing-details-form';
import { ListingStatus } from '@/features/marketplace/listing-status';
import { useMyListing } from '@/features/marketplace/marketplace-queries';
import { PackagesEditor } from '@/features/marketplace/packages-editor';

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card className="p-6">
        <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink">
          {title}
        </h2>
        <p className="mt-1 mb-5 text-sm text-muted">{lead}</p>
        {children}
      </Card>
    </section>
  );
}

/**
 * /photographer-dashboard/listing: the photographer edits what the directory and their public
 * profile show. Pending photographers may prepare it; it goes public on approval. Anyone else
 * is sent to the dashboard, as the approval page does.
 */
export default function PhotographerListingPage() {
  const auth = useAuth();
  const isPhotographer = auth.viewer?.role === 'photographer';
  const query = useMyListing(isPhotographer);

  if (auth.status === 'loading') return <PageLoading />;
  if (!isPhotographer)
    return <Navigate to={unauthorizedRedirect.to} replace state={unauthorizedRedirect.state} />;

  return (
    <PageShell
      title="My Directory Listing"
      description="What clients see in the photographer directory and on your public profile."
      actions={
        <Link
          to="/photographer-dashboard"
          className="inline-flex items-center gap-1 text-sm font-semibold text-gold-700 hover:text-gold-800"
        >
          <ArrowLeft className="size-4" aria-hidden /> Photographer Portal
        </Link>
      }
    >
      {query.isPending ? (
        <PageLoading label="Loading your listing…" />
      ) : !query.data ? (
        <LoadError what="your listing" onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-8">
          <ListingStatus listing={query.data} />
          <Section
            id="details"
            title="Public details"
            lead="Your business name, page address, city, bio and categories."
          >
            <ListingDetailsForm listing={query.data} />
          </Section>
          <Section id="packages" title="Packages" lead="What you offer and what it costs, in naira.">
            <PackagesEditor packages={query.data.packages} startingPriceKobo={query.data.startingPriceKobo} />
          </Section>
          <Section
            id="cover"
            title="Cover image"
            lead="The wide image at the top of your profile and on your directory card."
          >
            <CoverEditor cover={query.data.cover} />
          </Section>
          <Section
            id="portfolio"
            title="Portfolio"
            lead="Your best work. Add a short description to each image."
          >
            <PortfolioEditor images={query.data.portfolio} />
          </Section>
        </div>
      )}
    </PageShell>
  );
}
