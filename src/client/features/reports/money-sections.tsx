import { monthLabel } from '@shared/lagos-time';
import { formatNaira } from '@shared/money';
import type { FeesMonth, IncomeMonth } from '@shared/report-figures';
import { REPORTS_API, type ReportRange } from '@shared/reports';
import { useQuery } from '@tanstack/react-query';
import { ChartCard } from './chart-card';
import { CHART_COLORS } from './chart-spec';
import { FigureTable } from './figure-table';
import { QueryState } from './query-state';
import { reportQueries, withRange } from './reports-queries';

const short = (month: string) => monthLabel(month, 'short');

/** Money received by month: online and by hand stacked, refunds apart, the net in the table. */
export function IncomeSection({ range }: { range: ReportRange }) {
  const query = useQuery(reportQueries.income(range));
  return (
    <QueryState query={query} what="money received">
      {(r) => (
        <ChartCard
          title="Money received"
          description="Payments on your invoices by the day they were paid: through Paystack and by hand (cash, transfer, POS), with refunds apart."
          csvHref={withRange(REPORTS_API.csv(REPORTS_API.income), range)}
          summary={`Money received by month, ${r.months.length} months, net total ${formatNaira(r.totals.netKobo)}`}
          chart={{
            kind: 'bar',
            money: true,
            x: 'label',
            rows: r.months.map((m) => ({ ...m, label: short(m.month) })),
            series: [
              { key: 'onlineKobo', label: 'Online (Paystack)', color: CHART_COLORS.gold, stack: 'in' },
              { key: 'byHandKobo', label: 'By hand', color: CHART_COLORS.ink, stack: 'in' },
              { key: 'refundsKobo', label: 'Refunds', color: CHART_COLORS.red },
            ],
          }}
          table={
            <FigureTable<IncomeMonth | (typeof r)['totals']>
              caption="Money received by month"
              rowLabel="Month"
              rows={r.months}
              label={(m) => ('month' in m ? monthLabel(m.month) : 'Total')}
              totals={r.totals}
              columns={[
                { label: 'Online', money: true, value: (m) => m.onlineKobo },
                { label: 'By hand', money: true, value: (m) => m.byHandKobo },
                { label: 'Refunds', money: true, value: (m) => m.refundsKobo },
                { label: 'Net', money: true, value: (m) => m.netKobo },
              ]}
            />
          }
        />
      )}
    </QueryState>
  );
}

/** Paystack's fee and the platform's on online payments, and what Paystack paid out. */
export function FeesSection({ range }: { range: ReportRange }) {
  const query = useQuery(reportQueries.fees(range));
  return (
    <QueryState query={query} what="fees">
      {(r) => (
        <ChartCard
          title="Fees and payouts"
          description="Online payments by the day paid: Paystack's fee, the platform fee, refunds, and the net Paystack pays into your account."
          csvHref={withRange(REPORTS_API.csv(REPORTS_API.fees), range)}
          summary={`Fees by month: Paystack fees ${formatNaira(r.totals.paystackFeeKobo)}, platform fee ${formatNaira(r.totals.platformFeeKobo)}`}
          chart={
            r.totals.payments === 0
              ? null
              : {
                  kind: 'bar',
                  money: true,
                  x: 'label',
                  rows: r.months.map((m) => ({ ...m, label: short(m.month) })),
                  series: [
                    { key: 'netKobo', label: 'Net paid out', color: CHART_COLORS.green, stack: 'gross' },
                    {
                      key: 'paystackFeeKobo',
                      label: 'Paystack fees',
                      color: CHART_COLORS.blue,
                      stack: 'gross',
                    },
                    {
                      key: 'platformFeeKobo',
                      label: 'Platform fee',
                      color: CHART_COLORS.gold,
                      stack: 'gross',
                    },
                    { key: 'refundsKobo', label: 'Refunds', color: CHART_COLORS.red, stack: 'gross' },
                  ],
                }
          }
          table={
            r.totals.payments === 0 ? (
              <p className="text-sm text-muted">No online payments in this period.</p>
            ) : (
              <FigureTable<FeesMonth | (typeof r)['totals']>
                caption="Fees and payouts by month"
                rowLabel="Month"
                rows={r.months}
                label={(m) => ('month' in m ? monthLabel(m.month) : 'Total')}
                totals={r.totals}
                columns={[
                  { label: 'Paid online', money: true, value: (m) => m.grossKobo },
                  { label: 'Paystack fees', money: true, value: (m) => m.paystackFeeKobo },
                  { label: 'Platform fee', money: true, value: (m) => m.platformFeeKobo },
                  { label: 'Refunds', money: true, value: (m) => m.refundsKobo },
                  { label: 'Net paid out', money: true, value: (m) => m.netKobo },
                ]}
              />
            )
          }
        />
      )}
    </QueryState>
  );
}
