import { formatDate } from '@shared/lagos-time';
import { PageLoading } from '@/components/layout/page-loading';
import { PageShell } from '@/components/layout/page-shell';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/features/accounts/use-auth';
import { BookingsSection, GalleriesSection, SalesSection } from '@/features/reports/business-sections';
import { FeesSection, IncomeSection } from '@/features/reports/money-sections';
import { OwedSection } from '@/features/reports/owed-section';
import { RangePicker, useReportRange } from '@/features/reports/range-picker';
import { StatementCard } from '@/features/reports/statement-card';
import { VatSection } from '@/features/reports/vat-section';

/**
 * /reports: what came in, what is owed, the VAT to file and the business at a glance, for any
 * period in Lagos time; every chart has its table and its CSV (decision 234).
 */
export default function ReportsPage() {
  const auth = useAuth();
  const { range } = useReportRange();
  if (auth.status === 'loading') return <PageLoading />;
  const approved = auth.viewer?.role === 'photographer' && auth.viewer.isApproved;
  return (
    <PageShell
      title="Reports"
      description="Your money and your business, from your invoices, payments, sessions and galleries."
    >
      {!approved ? (
        <Card className="p-6">
          <p>Reports open once your photographer account is approved.</p>
        </Card>
      ) : (
        <div className="space-y-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <RangePicker />
            <p className="text-sm text-muted" aria-live="polite">
              {formatDate(range.from)} to {formatDate(range.to)}
            </p>
          </div>
          <IncomeSection range={range} />
          <OwedSection />
          <VatSection range={range} />
          <FeesSection range={range} />
          <SalesSection range={range} />
          <BookingsSection range={range} />
          <GalleriesSection range={range} />
          <StatementCard />
        </div>
      )}
    </PageShell>
  );
}
