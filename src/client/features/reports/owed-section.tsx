import { formatDate } from '@shared/lagos-time';
import { formatNaira } from '@shared/money';
import { AGING_LABELS, type AgingBucket, type OwedInvoice, type OwedReport } from '@shared/report-figures';
import { REPORTS_API } from '@shared/reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChartCard } from './chart-card';
import { CHART_COLORS } from './chart-spec';
import { FigureTable } from './figure-table';
import { type ListColumn, ListTable, ReportDialog } from './list-table';
import { QueryState } from './query-state';
import { reportQueries } from './reports-queries';

type Bucket = OwedReport['buckets'][number];

/** What clients owe today, by how long past due; each age opens its invoices. */
export function OwedSection() {
  const query = useQuery(reportQueries.owed);
  const [open, setOpen] = useState<AgingBucket | null>(null);
  return (
    <QueryState query={query} what="what is owed">
      {(r) => (
        <ChartCard
          title="What you are owed"
          description={`Today, ${formatDate(r.asOf)}: ${formatNaira(r.outstandingKobo)} on ${r.invoices} ${r.invoices === 1 ? 'invoice' : 'invoices'}, ${formatNaira(r.overdueKobo)} of it overdue. An invoice with a payment schedule counts each instalment by its own due date.`}
          csvHref={REPORTS_API.csv(REPORTS_API.owed)}
          summary={`Owed by age: ${r.buckets.map((b) => `${AGING_LABELS[b.bucket]} ${formatNaira(b.amountKobo)}`).join(', ')}`}
          chart={{
            kind: 'bar',
            money: true,
            x: 'label',
            rows: r.buckets.map((b) => ({
              label: AGING_LABELS[b.bucket].replace(' overdue', ''),
              amountKobo: b.amountKobo,
            })),
            series: [{ key: 'amountKobo', label: 'Owed', color: CHART_COLORS.gold }],
          }}
          table={
            <FigureTable<Bucket | { amountKobo: number; invoices: number }>
              caption="What you are owed, by age"
              rowLabel="Age"
              rows={r.buckets}
              label={(b) => ('bucket' in b ? AGING_LABELS[b.bucket] : 'Total')}
              totals={{ amountKobo: r.outstandingKobo, invoices: r.invoices }}
              columns={[
                { label: 'Owed', money: true, value: (b) => b.amountKobo },
                { label: 'Invoices', value: (b) => b.invoices },
              ]}
            />
          }
        >
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Open the invoices of an age</legend>
            {r.buckets.map((b) => (
              <Button
                key={b.bucket}
                variant="outline"
                size="sm"
                disabled={b.invoices === 0}
                onClick={() => setOpen(b.bucket)}
              >
                {AGING_LABELS[b.bucket]} ({b.invoices})
              </Button>
            ))}
          </fieldset>
          {open ? <OwedInvoicesDialog bucket={open} onClose={() => setOpen(null)} /> : null}
        </ChartCard>
      )}
    </QueryState>
  );
}

const owedColumns: ListColumn<OwedInvoice>[] = [
  { label: 'Invoice', cell: (i) => i.number },
  { label: 'Client', cell: (i) => i.clientName },
  {
    label: 'Due',
    nowrap: true,
    cell: (i) => (
      <>
        {formatDate(i.dueDate)}
        {i.daysOverdue > 0 ? (
          <span className="block text-xs text-red-700">{i.daysOverdue} days overdue</span>
        ) : null}
      </>
    ),
  },
  { label: 'Owed', cell: (i) => formatNaira(i.owedKobo), numeric: true },
];

function OwedInvoicesDialog({ bucket, onClose }: { bucket: AgingBucket; onClose: () => void }) {
  const query = useQuery(reportQueries.owedBucket(bucket));
  return (
    <ReportDialog
      title={AGING_LABELS[bucket]}
      description="The invoices (or their unpaid instalments) in this age, longest due first."
      onClose={onClose}
    >
      <QueryState query={query} what="the invoices">
        {(r) => (
          // An invoice can have two unpaid instalments in one age: its row key adds the place.
          <ListTable rows={r.invoices} columns={owedColumns} rowKey={(i, n) => `${i.id}-${n}`} />
        )}
      </QueryState>
    </ReportDialog>
  );
}
