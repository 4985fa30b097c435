import { type ApplicationStatus, ROLE_LABELS, STUDIO_HOME, type Viewer } from '@shared/accounts';
import { Camera, LayoutDashboard, Settings, ShieldCheck, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApprovalBadge } from '@/features/accounts/approval-badge';
import { useUnauthorizedToast } from '@/features/accounts/unauthorized-toast';
import { displayName, useAuth } from '@/features/accounts/use-auth';
import { useSignOut } from '@/features/accounts/use-sign-out';
import { MyPhotographersSection } from '@/features/clients/my-photographers';
import { MyReviewInvitations } from '@/features/reviews/my-review-invitations';

/**
 * What an unapproved photographer's next step is, by the state of their application: once it is
 * sent there is nothing left to complete, only a review to wait for.
 */
const APPLICATION_STEP = {
  none: {
    title: 'Complete Profile',
    description: 'Tell us about your business so an admin can approve your photographer account.',
    action: 'Complete Profile',
  },
  pending: {
    title: 'Application under review',
    description: 'Your application is with our team. You will get an email as soon as it is reviewed.',
    action: 'View application',
  },
  rejected: {
    title: 'Apply again',
    description: 'Your last application was not approved. Update your details and apply again.',
    action: 'Update and apply again',
  },
} as const;

function applicationStep(status: string | undefined) {
  return status === 'pending' || status === 'rejected' ? APPLICATION_STEP[status] : APPLICATION_STEP.none;
}

export default function DashboardPage() {
  useUnauthorizedToast();
  const { viewer, application } = useAuth();
  const signOut = useSignOut();
  if (!viewer) return null;
  const isPhotographer = viewer.role === 'photographer';

  return (
    <PageShell
      title="Dashboard"
      description={`Welcome, ${viewer.firstName || displayName(viewer)}.`}
      actions={
        <Button variant="outline" onClick={() => void signOut()}>
          Sign Out
        </Button>
      }
    >
      <div className="grid gap-6 md:grid-cols-2">
        <AccountCard viewer={viewer} applicationStatus={application?.status} />

        {isPhotographer && !viewer.isApproved ? <ApplicationCard status={application?.status} /> : null}

        {isPhotographer && viewer.isApproved ? <StudioCard /> : null}

        {viewer.role === 'super_admin' ? <AdminCard /> : null}

        {viewer.role === 'customer' ? <FindPhotographerCard /> : null}
      </div>
      {/* The client's side: photographers who keep this person's verified email as a client. */}
      <MyPhotographersSection />
      <MyReviewInvitations />
    </PageShell>
  );
}

function AccountCard({
  viewer,
  applicationStatus,
}: {
  viewer: Viewer;
  applicationStatus: ApplicationStatus | undefined;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your account</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[8rem_1fr] gap-y-3 text-sm">
          <dt className="text-muted">Name</dt>
          <dd className="font-medium">{displayName(viewer)}</dd>
          <dt className="text-muted">Email</dt>
          <dd className="font-medium break-all">{viewer.email}</dd>
          <dt className="text-muted">Account type</dt>
          <dd className="font-medium">{ROLE_LABELS[viewer.role]}</dd>
          {viewer.role === 'photographer' ? (
            <>
              <dt className="text-muted">Status</dt>
              <dd>
                <ApprovalBadge isApproved={viewer.isApproved} applicationStatus={applicationStatus} />
              </dd>
            </>
          ) : null}
        </dl>
        <Button asChild variant="link" className="mt-4 px-0">
          <Link to="/account">
            <Settings aria-hidden /> Account settings
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** An unapproved photographer's next step with their application. */
function ApplicationCard({ status }: { status: string | undefined }) {
  const step = applicationStep(status);
  return (
    <Card className="border-gold-300 bg-gold-50/60">
      <CardHeader>
        <CardTitle>{step.title}</CardTitle>
        <CardDescription>{step.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant={status === 'pending' ? 'outline' : 'default'}>
          <Link to="/photographer-approval">
            <Camera aria-hidden /> {step.action}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function StudioCard() {
  return (
    <Card className="border-gold-300 bg-gold-50/60">
      <CardHeader>
        <CardTitle>Your studio</CardTitle>
        <CardDescription>
          Today's sessions, what waits for you, and your clients, invoices, contracts, scheduling and
          galleries.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={STUDIO_HOME}>
            <LayoutDashboard aria-hidden /> Open your studio
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/photographer-dashboard">Photographer Portal</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function AdminCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Admin Functions</CardTitle>
        <CardDescription>Approve photographers, manage users and the site's content.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/admin">
            <ShieldCheck aria-hidden /> Admin Dashboard
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin/content">Manage content</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin-creation">
            <UserPlus aria-hidden /> Admin Setup
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function FindPhotographerCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Find a photographer</CardTitle>
        <CardDescription>Browse services and book your next session.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/photographers">Browse photographers</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/services">Our services</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
