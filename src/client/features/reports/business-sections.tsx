import { monthLabel } from '@shared/lagos-time';
import type { BookingsMonth, GalleryFigures, SalesShare } from '@shared/report-figures';
import { REPORTS_API, type ReportRange } from '@shared/reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ChartCard } from './chart-card';
import { CHART_COLORS } from './chart-spec';
import { FigureTable } from './figure-table';
import { QueryState } from './query-state';
import { reportQueries, withRange } from './reports-queries';

const BREAKDOWNS = {
  bySessionType: 'By session type',
  byCategory: 'By service category',
  topClients: 'Top ten clients',
} as const;
type Breakdown = keyof typeof BREAKDOWNS;

/** Where the money came from: session types, categories, the clients who paid the most. */
export function SalesSection({ range }: { range: ReportRange }) {
  const query = useQuery(reportQueries.sales(range));
  const [breakdown, setBreakdown] = useState<Breakdown>('bySessionType');
  return (
    <QueryState query={query} what="income by source">
      {(r) => {
        const shares: SalesShare[] = r[breakdown];
        return (
          <ChartCard
            title="Where your income came from"
            description="Money received less refunds, by the session the invoice was for (its type and category), gallery extras and other invoices, and your top clients."
            csvHref={withRange(REPORTS_API.csv(REPORTS_API.sales), range)}
            summary={`${BREAKDOWNS[breakdown]}: ${shares.map((s) => s.label).join(', ') || 'nothing yet'}`}
            chart={
              shares.length
                ? {
                    kind: 'bar',
                    horizontal: true,
                    money: true,
                    x: 'label',
                    rows: shares.map((s) => ({ ...s })),
                    series: [{ key: 'amountKobo', label: 'Received', color: CHART_COLORS.gold }],
                  }
                : null
            }
            table={
              shares.length === 0 ? (
                <p className="text-sm text-muted">No money came in during this period.</p>
              ) : (
                <FigureTable<SalesShare>
                  caption={BREAKDOWNS[breakdown]}
                  rowLabel={
                    breakdown === 'topClients'
                      ? 'Client'
                      : breakdown === 'byCategory'
                        ? 'Category'
                        : 'Session type'
                  }
                  rows={shares}
                  label={(s) => s.label}
                  columns={[
                    { label: 'Received', money: true, value: (s) => s.amountKobo },
                    { label: 'Invoices', value: (s) => s.invoices },
                  ]}
                />
              )
            }
          >
            <div className="max-w-xs space-y-1.5">
              <Label htmlFor="sales-breakdown">Show</Label>
              <NativeSelect
                id="sales-breakdown"
                value={breakdown}
                onChange={(e) => setBreakdown(e.target.value as Breakdown)}
              >
                {Object.entries(BREAKDOWNS).map(([key, label]) => (
                  <option key={key} value={key}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </ChartCard>
        );
      }}
    </QueryState>
  );
}

type BookingsLine = Omit<BookingsMonth, 'month'> & { month?: string };

/** Sessions by the month they are on, who cancelled, and enquiries that became bookings. */
export function BookingsSection({ range }: { range: ReportRange }) {
  const query = useQuery(reportQueries.bookings(range));
  return (
    <QueryState query={query} what="sessions">
      {(r) => (
        <ChartCard
          title="Sessions and enquiries"
          description={`Sessions by the month they are on. ${
            r.conversion === null
              ? 'No enquiries came from your profile in this period.'
              : `${Math.round(r.conversion * 100)}% of enquiries from your profile became a booking (${r.totals.enquiriesBooked} of ${r.totals.enquiries}).`
          }`}
          csvHref={withRange(REPORTS_API.csv(REPORTS_API.bookings), range)}
          summary={`Sessions by month: ${r.totals.confirmed} confirmed, ${r.totals.completed} completed, ${r.totals.cancelledByClient + r.totals.cancelledByPhotographer + r.totals.lapsed} cancelled`}
          chart={{
            kind: 'bar',
            money: false,
            x: 'label',
            rows: r.months.map((m) => ({ ...m, label: monthLabel(m.month, 'short') })),
            series: [
              { key: 'completed', label: 'Completed', color: CHART_COLORS.green, stack: 's' },
              { key: 'confirmed', label: 'Confirmed', color: CHART_COLORS.gold, stack: 's' },
              { key: 'pending', label: 'Pending', color: CHART_COLORS.stone, stack: 's' },
              {
                key: 'cancelledByClient',
                label: 'Cancelled by the client',
                color: CHART_COLORS.red,
                stack: 'c',
              },
              {
                key: 'cancelledByPhotographer',
                label: 'Cancelled by you',
                color: CHART_COLORS.ink,
                stack: 'c',
              },
              { key: 'lapsed', label: 'Released or lapsed', color: CHART_COLORS.blue, stack: 'c' },
            ],
          }}
          table={
            <FigureTable<BookingsLine>
              caption="Sessions and enquiries by month"
              rowLabel="Month"
              rows={r.months}
              label={(m) => (m.month ? monthLabel(m.month) : 'Total')}
              totals={r.totals}
              columns={[
                { label: 'Confirmed', value: (m) => m.confirmed },
                { label: 'Completed', value: (m) => m.completed },
                { label: 'Pending', value: (m) => m.pending },
                { label: 'Cancelled by the client', value: (m) => m.cancelledByClient },
                { label: 'Cancelled by you', value: (m) => m.cancelledByPhotographer },
                { label: 'Released or lapsed', value: (m) => m.lapsed },
                { label: 'Enquiries', value: (m) => m.enquiries },
                { label: 'Became bookings', value: (m) => m.enquiriesBooked },
              ]}
            />
          }
        />
      )}
    </QueryState>
  );
}

/** Each shared gallery's views, favourites and downloads in the period. */
export function GalleriesSection({ range }: { range: ReportRange }) {
  const query = useQuery(reportQueries.galleries(range));
  return (
    <QueryState query={query} what="gallery activity">
      {(r) => (
        <ChartCard
          title="Galleries"
          description="How often each shared gallery was opened, the favourites clients marked and the downloads (views are counted from when reports arrived)."
          csvHref={withRange(REPORTS_API.csv(REPORTS_API.galleries), range)}
          summary={`Galleries: ${r.totals.views} views, ${r.totals.favourites} favourites, ${r.totals.downloads} downloads`}
          chart={
            r.galleries.length
              ? {
                  kind: 'bar',
                  horizontal: true,
                  money: false,
                  x: 'name',
                  rows: r.galleries.slice(0, 10).map((g) => ({ ...g })),
                  series: [
                    { key: 'views', label: 'Views', color: CHART_COLORS.gold },
                    { key: 'favourites', label: 'Favourites', color: CHART_COLORS.red },
                    { key: 'downloads', label: 'Downloads', color: CHART_COLORS.ink },
                  ],
                }
              : null
          }
          table={
            r.galleries.length === 0 ? (
              <p className="text-sm text-muted">No gallery is shared yet.</p>
            ) : (
              <FigureTable<GalleryFigures | (typeof r)['totals']>
                caption="Gallery activity"
                rowLabel="Gallery"
                rows={r.galleries}
                label={(g) => ('name' in g ? g.name : 'Total')}
                totals={r.totals}
                columns={[
                  { label: 'Views', value: (g) => g.views },
                  { label: 'Favourites', value: (g) => g.favourites },
                  { label: 'Downloads', value: (g) => g.downloads },
                ]}
              />
            )
          }
        />
      )}
    </QueryState>
  );
}
