import { Link, Navigate } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApplicationCard } from '@/features/accounts/application-card';
import { ApprovalBadge } from '@/features/accounts/approval-badge';
import { unauthorizedRedirect } from '@/features/accounts/unauthorized-toast';
import { useAuth } from '@/features/accounts/use-auth';
import { useMyListing } from '@/features/marketplace/marketplace-queries';
import { ApprovedListingState, PublicProfileCard } from '@/features/marketplace/public-profile-card';
import { PayoutAccountCard } from '@/features/payments/payout-account-card';

/**
 * The Photographer Portal: approval, the application, the public profile as clients see it
 * (edited in one place, the directory listing) and the payout account. The studio's tools are
 * in the studio's navigation around it.
 */
export default function PhotographerDashboardPage() {
  const { viewer, application } = useAuth();
  const isPhotographer = viewer?.role === 'photographer';
  // Approved is not the same as findable: the listing also needs a business name and a profile
  // address (decision 061), and the server says which of them are missing.
  const listing = useMyListing(isPhotographer);
  if (!viewer) return null;
  if (!isPhotographer)
    return <Navigate to={unauthorizedRedirect.to} replace state={unauthorizedRedirect.state} />;

  return (
    <PageShell
      title="Photographer Portal"
      description="Your approval, your application, your public profile and how clients pay you."
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
        <ApplicationCard application={application} />
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>Public profile</CardTitle>
            <CardDescription>What clients see on your page and in the directory.</CardDescription>
          </CardHeader>
          <CardContent>
            <PublicProfileCard query={listing} />
          </CardContent>
        </Card>
        <PayoutAccountCard />
      </div>
    </PageShell>
  );
}
