import { monthEnd, monthLabel } from '@shared/lagos-time';
import { formatNaira } from '@shared/money';
import type { VatMonth } from '@shared/report-figures';
import { REPORTS_API, type ReportRange } from '@shared/reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChartCard } from './chart-card';
import { CHART_COLORS } from './chart-spec';
import { FigureTable } from './figure-table';
import { QueryState } from './query-state';
import { reportQueries, withRange } from './reports-queries';
import { VatInvoicesDialog } from './vat-invoices-dialog';

type VatLine = Omit<VatMonth, 'month'> & { month?: string; quarter?: string };
const net = (v: VatLine) => v.receivedVatKobo - v.refundedVatKobo;
const columns = [
  { label: 'Taxable issued', money: true, value: (v: VatLine) => v.issuedTaxableKobo },
  { label: 'VAT on invoices', money: true, value: (v: VatLine) => v.issuedVatKobo },
  { label: 'VAT received', money: true, value: (v: VatLine) => v.receivedVatKobo },
  { label: 'VAT refunded', money: true, value: (v: VatLine) => v.refundedVatKobo },
  { label: 'VAT received, net', money: true, value: net },
];

/** The days of one month, within the report's range. */
const monthRange = (month: string, range: ReportRange): ReportRange => {
  const from = `${month}-01`;
  const to = monthEnd(from);
  return { from: from < range.from ? range.from : from, to: to > range.to ? range.to : to };
};

/**
 * Output VAT for the FIRS return: charged on invoices issued (by issue date) and carried by the
 * money received (by payment date), by month and by quarter; each month opens its invoices.
 */
export function VatSection({ range }: { range: ReportRange }) {
  const query = useQuery(reportQueries.vat(range));
  const [open, setOpen] = useState<{ title: string; range: ReportRange } | null>(null);
  return (
    <QueryState query={query} what="VAT">
      {(r) => (
        <ChartCard
          title="VAT"
          description="Output VAT (7.5%) on the invoices you issued and in the money you received. The CSV lists every invoice behind the figures, for your accountant or your FIRS return."
          csvHref={withRange(REPORTS_API.csv(REPORTS_API.vat), range)}
          summary={`VAT by month: ${formatNaira(r.totals.issuedVatKobo)} on invoices issued, ${formatNaira(net(r.totals))} received`}
          chart={{
            kind: 'bar',
            money: true,
            x: 'label',
            rows: r.months.map((m) => ({
              label: monthLabel(m.month, 'short'),
              issued: m.issuedVatKobo,
              received: net(m),
            })),
            series: [
              { key: 'issued', label: 'VAT on invoices issued', color: CHART_COLORS.gold },
              { key: 'received', label: 'VAT received, net', color: CHART_COLORS.ink },
            ],
          }}
          table={
            <FigureTable<VatLine>
              caption="VAT by month"
              rowLabel="Month"
              rows={r.months}
              label={(m) => (m.month ? monthLabel(m.month) : 'Total')}
              totals={r.totals}
              columns={columns}
              rowAction={(m) => (
                <Button
                  variant="link"
                  size="sm"
                  aria-label={`Invoices behind the VAT of ${monthLabel(m.month!)}`}
                  onClick={() => setOpen({ title: monthLabel(m.month!), range: monthRange(m.month!, range) })}
                >
                  Invoices
                </Button>
              )}
            />
          }
        >
          <FigureTable<VatLine>
            caption="VAT by quarter"
            rowLabel="Quarter"
            rows={r.quarters}
            label={(q) => q.quarter ?? ''}
            columns={columns}
          />
          {open ? (
            <VatInvoicesDialog title={open.title} range={open.range} onClose={() => setOpen(null)} />
          ) : null}
        </ChartCard>
      )}
    </QueryState>
  );
}
