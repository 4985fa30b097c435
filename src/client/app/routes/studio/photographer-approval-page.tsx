import { formatLagosDay } from '@shared/lagos-time';
import { Link, Navigate } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-field';
import { ApplicationForm } from '@/features/accounts/application-form';
import { ApprovalBadge } from '@/features/accounts/approval-badge';
import { useAuth } from '@/features/accounts/use-auth';

export default function PhotographerApprovalPage() {
  const { viewer, application, refresh } = useAuth();
  if (!viewer) return null;
  // The application is for photographers only; everyone else goes back to their dashboard.
  if (viewer.role !== 'photographer') return <Navigate to="/dashboard" replace />;

  if (viewer.isApproved) {
    return (
      <PageShell title="Photographer approval" description="Your photographer account is approved.">
        <Card>
          <CardContent className="flex flex-col items-start gap-4 pt-6">
            <ApprovalBadge isApproved />
            <p>You can take bookings and use every studio tool.</p>
            <Button asChild>
              <Link to="/photographer-dashboard">Open the Photographer Portal</Link>
            </Button>
          </CardContent>
        </Card>
      </PageShell>
    );
  }

  if (application?.status === 'pending') {
    return (
      <PageShell title="Photographer approval" description="Your application is waiting for review.">
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center gap-3">
              <CardTitle>{application.businessName}</CardTitle>
              <ApprovalBadge isApproved={false} applicationStatus="pending" />
            </div>
            <CardDescription>
              Sent on {formatLagosDay(application.submittedAt, 'long')}. We will email you when an admin has
              reviewed it.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-2 text-sm">
            {application.portfolioUrl ? (
              <p>
                Portfolio:{' '}
                <a
                  href={application.portfolioUrl}
                  className="text-gold-700 underline"
                  rel="noreferrer"
                  target="_blank"
                >
                  {application.portfolioUrl}
                </a>
              </p>
            ) : null}
            {application.description ? (
              <p className="whitespace-pre-line">{application.description}</p>
            ) : null}
            <Button asChild variant="outline" className="mt-4">
              <Link to="/dashboard">Back to dashboard</Link>
            </Button>
          </CardContent>
        </Card>
      </PageShell>
    );
  }

  return (
    <PageShell
      title="Photographer approval"
      description="Tell us about your photography business. An admin reviews every application before a photographer can take bookings."
    >
      <Card className="max-w-2xl">
        <CardContent className="space-y-5 pt-6">
          {application?.status === 'rejected' ? (
            <FormAlert tone="error">
              Your previous application was not approved
              {application.rejectionReason ? `: ${application.rejectionReason}` : '.'} You can update it and
              apply again.
            </FormAlert>
          ) : null}
          <ApplicationForm previous={application} onSubmitted={refresh} />
        </CardContent>
      </Card>
    </PageShell>
  );
}
