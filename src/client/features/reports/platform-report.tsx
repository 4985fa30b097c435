import { monthLabel } from '@shared/lagos-time';
import { formatNaira } from '@shared/money';
import type { PlatformMonth } from '@shared/report-figures';
import { REPORTS_API } from '@shared/reports';
import { useQuery } from '@tanstack/react-query';
import { ChartCard } from './chart-card';
import { CHART_COLORS } from './chart-spec';
import { FigureTable } from './figure-table';
import { QueryState } from './query-state';
import { RangePicker, useReportRange } from './range-picker';
import { reportQueries, withRange } from './reports-queries';

type PlatformLine = Omit<PlatformMonth, 'month'> & { month?: string };
const label = (m: PlatformLine) => (m.month ? monthLabel(m.month) : 'Total');

/** The platform's figures for super admins: money through Aworan, its fees, and how it is used. */
export function PlatformReportTab() {
  const { range } = useReportRange();
  const query = useQuery(reportQueries.platform(range));
  const csvHref = withRange(REPORTS_API.csv(REPORTS_API.platform), range);
  return (
    <div className="space-y-6">
      <RangePicker />
      <QueryState query={query} what="the platform's figures">
        {(r) => (
          <>
            <ChartCard
              title="Money through the platform"
              description="Payments on every photographer's invoices: online through Paystack (by the day paid) and recorded by hand, and the platform's fees."
              csvHref={csvHref}
              summary={`Money through the platform: ${formatNaira(r.totals.onlineKobo)} online, ${formatNaira(r.totals.byHandKobo)} by hand, fees ${formatNaira(r.totals.platformFeeKobo)}`}
              chart={{
                kind: 'bar',
                money: true,
                x: 'label',
                rows: r.months.map((m) => ({ ...m, label: monthLabel(m.month, 'short') })),
                series: [
                  { key: 'onlineKobo', label: 'Online', color: CHART_COLORS.gold, stack: 'in' },
                  { key: 'byHandKobo', label: 'By hand', color: CHART_COLORS.ink, stack: 'in' },
                  { key: 'platformFeeKobo', label: 'Platform fees', color: CHART_COLORS.green },
                ],
              }}
              table={
                <FigureTable<PlatformLine>
                  caption="Money through the platform by month"
                  rowLabel="Month"
                  rows={r.months}
                  label={label}
                  totals={r.totals}
                  columns={[
                    { label: 'Online', money: true, value: (m) => m.onlineKobo },
                    { label: 'By hand', money: true, value: (m) => m.byHandKobo },
                    { label: 'Platform fees', money: true, value: (m) => m.platformFeeKobo },
                  ]}
                />
              }
            />
            <ChartCard
              title="Photographers and their work"
              description="Active photographers (who issued an invoice, were paid, had a session booked or shared a gallery), sign-ups, approvals, bookings made and galleries delivered."
              csvHref={csvHref}
              summary={`Platform use: ${r.totals.activePhotographers} active photographers, ${r.totals.signUps} sign-ups, ${r.totals.bookings} bookings`}
              chart={{
                kind: 'line',
                money: false,
                x: 'label',
                rows: r.months.map((m) => ({ ...m, label: monthLabel(m.month, 'short') })),
                series: [
                  { key: 'activePhotographers', label: 'Active photographers', color: CHART_COLORS.gold },
                  { key: 'signUps', label: 'Sign-ups', color: CHART_COLORS.blue },
                  { key: 'bookings', label: 'Bookings', color: CHART_COLORS.ink },
                  { key: 'galleriesDelivered', label: 'Galleries delivered', color: CHART_COLORS.green },
                ],
              }}
              table={
                <FigureTable<PlatformLine>
                  caption="Platform use by month"
                  rowLabel="Month"
                  rows={r.months}
                  label={label}
                  totals={r.totals}
                  columns={[
                    { label: 'Active photographers', value: (m) => m.activePhotographers },
                    { label: 'Sign-ups', value: (m) => m.signUps },
                    { label: 'Approvals', value: (m) => m.approvals },
                    { label: 'Bookings', value: (m) => m.bookings },
                    { label: 'Galleries delivered', value: (m) => m.galleriesDelivered },
                  ]}
                />
              }
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
