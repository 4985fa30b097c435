import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/accounts/use-auth';
import { LoadError } from '@/features/content/load-error';
import { StudioGlance } from '@/features/reports/studio-glance';
import { FollowUpsDue } from '@/features/studio/follow-ups-section';
import { SessionsSection } from '@/features/studio/session-sections';
import { useStudioOverview } from '@/features/studio/studio-queries';
import {
  ContractsToCountersign,
  Leads,
  NewSelections,
  UnpaidInvoices,
} from '@/features/studio/work-sections';

/**
 * /studio: the photographer's landing place after sign-in (decision 195). What waits for them,
 * each item a link to the thing itself; the studio's navigation around it leads to every tool.
 */
export default function StudioOverviewPage() {
  const { viewer } = useAuth();
  const approved = viewer?.role === 'photographer' && viewer.isApproved;
  const overview = useStudioOverview(approved);
  if (!viewer) return null;
  return (
    <PageShell
      title="Studio overview"
      description={`Welcome back, ${viewer.firstName || 'photographer'}. Here is what needs you.`}
    >
      {!approved ? (
        <Card className="p-6">
          <p className="mb-4">Your studio tools open once an admin approves your photographer account.</p>
          <Button asChild>
            <Link to="/photographer-approval">Your application</Link>
          </Button>
        </Card>
      ) : overview.isPending ? (
        <div
          className="grid gap-6 md:grid-cols-2 xl:grid-cols-3"
          role="status"
          aria-busy="true"
          aria-label="Loading your studio"
        >
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <Skeleton key={key} className="h-48 w-full" />
          ))}
        </div>
      ) : !overview.data ? (
        <LoadError what="your studio overview" onRetry={() => void overview.refetch()} />
      ) : (
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          <StudioGlance />
          <FollowUpsDue list={overview.data.followUpsDue} today={overview.data.today} />
          <SessionsSection kind="today" list={overview.data.sessionsToday} />
          <SessionsSection kind="this-week" list={overview.data.sessionsLaterThisWeek} />
          <SessionsSection kind="to-confirm" list={overview.data.bookingsToConfirm} />
          <ContractsToCountersign list={overview.data.contractsToCountersign} />
          <UnpaidInvoices invoices={overview.data.unpaidInvoices} />
          <Leads list={overview.data.leads} />
          <NewSelections list={overview.data.newSelections} />
        </div>
      )}
    </PageShell>
  );
}
