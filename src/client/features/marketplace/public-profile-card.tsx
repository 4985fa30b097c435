import type { ListingGap, MyListing } from '@shared/marketplace';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ShareLink } from '@/components/ui/share-link';
import { Skeleton } from '@/components/ui/skeleton';

/** The full address of a profile on this Aworan (PUBLIC_URL/photographers/<slug>). */
export const profileUrlOf = (listing: MyListing, slug = listing.details.slug) =>
  `${listing.profileBaseUrl}${slug || 'your-address'}`;

/** The booking page beside it (PUBLIC_URL/book/<slug>). */
const bookingPageUrlOf = (listing: MyListing) =>
  `${new URL(listing.profileBaseUrl).origin}/book/${listing.details.slug}`;

/** Share the profile and the booking page, once they are live in the directory. */
function ShareMyPages({ listing }: { listing: MyListing }) {
  const from = listing.details.businessName;
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium">Share your profile</p>
      <ShareLink kind="profile" link={profileUrlOf(listing)} from={from} copied="Profile link copied" />
      <p className="text-sm font-medium">Share your booking page</p>
      <ShareLink
        kind="booking-page"
        link={bookingPageUrlOf(listing)}
        from={from}
        copied="Booking link copied"
      />
    </div>
  );
}

/**
 * The public profile as clients see it, read-only: it is edited in one place, the directory
 * listing (business name, address, city, phone, bio), so the two can never disagree.
 */
export function PublicProfileCard({ query }: { query: UseQueryResult<MyListing> }) {
  if (query.isPending) return <Skeleton className="h-32 w-full" />;
  if (!query.data) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Your profile could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const { details } = query.data;
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted">Business name</dt>
        <dd className="font-medium">{details.businessName || 'Not set yet'}</dd>
        <dt className="text-muted">Profile address</dt>
        <dd className="font-medium break-all" data-testid="profile-address">
          {details.slug ? profileUrlOf(query.data) : 'Not set yet'}
        </dd>
        <dt className="text-muted">City</dt>
        <dd className="font-medium">{details.city || 'Not set yet'}</dd>
      </dl>
      {query.data.isPublic && details.slug ? <ShareMyPages listing={query.data} /> : null}
      <Button asChild variant="outline" size="sm">
        <Link to="/photographer-dashboard/listing">
          <Pencil aria-hidden /> Edit your public details
        </Link>
      </Button>
    </div>
  );
}

const MISSING_TEXT: Record<Exclude<ListingGap, 'approval'>, string> = {
  businessName: 'a business name',
  slug: 'a public address (the link to your profile page)',
};

/** After approval: live in the directory, or exactly what still keeps clients from finding you. */
export function ApprovedListingState({ listing }: { listing: MyListing | undefined }) {
  if (!listing) return <p className="text-muted">Your account is approved.</p>;
  if (listing.isPublic) {
    return (
      <p className="text-muted">
        Your account is approved and your profile is live: clients can find and book you.{' '}
        <Link to={`/photographers/${listing.details.slug}`} className="font-medium text-gold-800 underline">
          View my public profile
        </Link>
      </p>
    );
  }
  const missing = listing.gaps.filter((gap) => gap !== 'approval').map((gap) => MISSING_TEXT[gap]);
  return (
    <p className="text-amber-950" data-testid="listing-missing">
      Your account is approved, but clients cannot find you yet: your profile needs {missing.join(' and ')}.{' '}
      <Link to="/photographer-dashboard/listing" className="font-medium text-gold-800 underline">
        Add {missing.length > 1 ? 'them' : 'it'} in your directory listing
      </Link>
      .
    </p>
  );
}
