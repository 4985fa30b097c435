import { ACCOUNTS_API, type PhotographerProfile } from '@shared/accounts';
import type { ListingGap, MyListing } from '@shared/marketplace';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { accountKeys } from '@/features/accounts/account-queries';
import { ApprovalBadge } from '@/features/accounts/approval-badge';
import { ProfileSettingsForm } from '@/features/accounts/profile-settings-form';
import { unauthorizedRedirect } from '@/features/accounts/unauthorized-toast';
import { useAuth } from '@/features/accounts/use-auth';
import { marketplaceKeys, useMyListing } from '@/features/marketplace/marketplace-queries';
import { PayoutAccountCard } from '@/features/payments/payout-account-card';
import { api } from '@/lib/api';

/** The photographer's home: approval, application and business profile (later: their studio). */
export default function PhotographerDashboardPage() {
  const { viewer, application } = useAuth();
  const isPhotographer = viewer?.role === 'photographer';
  const profile = useQuery({
    queryKey: accountKeys.photographerProfile,
    queryFn: () => api.get<{ profile: PhotographerProfile }>(ACCOUNTS_API.profile),
    enabled: isPhotographer,
  });
  // Approved is not the same as findable: the listing also needs a business name and a profile
  // address (decision 061), and the server says which of them are missing.
  const listing = useMyListing(isPhotographer && viewer?.isApproved === true);
  const queryClient = useQueryClient();
  // Saving the profile below may fill a gap, so the listing's state is read again.
  useEffect(() => {
    if (profile.dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: marketplaceKeys.myListing });
  }, [profile.dataUpdatedAt, queryClient]);
  if (!viewer) return null;
  if (!isPhotographer)
    return <Navigate to={unauthorizedRedirect.to} replace state={unauthorizedRedirect.state} />;

  return (
    <PageShell
      title="Photographer Portal"
      description="Your approval, your application and your business profile."
      actions={
        <Button asChild variant="outline">
          <Link to="/photographer-dashboard/listing">My Directory Listing</Link>
        </Button>
      }
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle>Approval status</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            <ApprovalBadge isApproved={viewer.isApproved} applicationStatus={application?.status} />
            {viewer.isApproved ? (
              <ApprovedListingState listing={listing.data} />
            ) : (
              <p className="text-muted">
                {application?.status === 'pending'
                  ? 'An admin is reviewing your application.'
                  : application?.status === 'rejected'
                    ? 'Your last application was not approved. You can apply again.'
                    : 'Apply for approval to start taking bookings.'}
              </p>
            )}
            {viewer.isApproved ? null : (
              <Button asChild size="sm">
                <Link to="/photographer-approval">
                  {application?.status === 'pending' ? 'View application' : 'Apply for approval'}
                </Link>
              </Button>
            )}
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Application</CardTitle>
            <CardDescription>
              {application
                ? `Sent on ${format(new Date(application.submittedAt), 'd MMMM yyyy')}`
                : 'No application yet.'}
            </CardDescription>
          </CardHeader>
          {application ? (
            <CardContent className="space-y-1 text-sm">
              <p className="font-semibold">{application.businessName}</p>
              {application.portfolioUrl ? (
                <p className="break-all text-muted">{application.portfolioUrl}</p>
              ) : null}
              {application.description ? (
                <p className="whitespace-pre-line">{application.description}</p>
              ) : null}
              {application.rejectionReason ? (
                <p className="text-red-800">Reviewer's note: {application.rejectionReason}</p>
              ) : null}
            </CardContent>
          ) : null}
        </Card>
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>Profile settings</CardTitle>
            <CardDescription>What clients see on your public profile.</CardDescription>
          </CardHeader>
          <CardContent>
            {profile.data ? (
              <ProfileSettingsForm profile={profile.data.profile} />
            ) : profile.isError ? (
              <p role="alert" className="text-sm text-red-700">
                Your profile could not be loaded.{' '}
                <button type="button" className="underline" onClick={() => void profile.refetch()}>
                  Try again
                </button>
              </p>
            ) : (
              <Skeleton className="h-48 w-full" />
            )}
          </CardContent>
        </Card>
        <PayoutAccountCard />
      </div>
    </PageShell>
  );
}

const MISSING_TEXT: Record<Exclude<ListingGap, 'approval'>, string> = {
  businessName: 'a business name',
  slug: 'a public address (the link to your profile page)',
};

/** After approval: live in the directory, or exactly what still keeps clients from finding you. */
function ApprovedListingState({ listing }: { listing: MyListing | undefined }) {
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
      Your account is approved, but clients cannot find you yet: your profile needs {missing.join(' and ')}.
      Add {missing.length > 1 ? 'them' : 'it'} under Profile settings below.
    </p>
  );
}
