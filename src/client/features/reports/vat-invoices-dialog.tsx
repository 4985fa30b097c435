import { formatDate } from '@shared/lagos-time';
import { formatNaira } from '@shared/money';
import type { VatInvoice, VatReceived } from '@shared/report-figures';
import type { ReportRange } from '@shared/reports';
import { useQuery } from '@tanstack/react-query';
import { type ListColumn, ListTable, ReportDialog } from './list-table';
import { QueryState } from './query-state';
import { reportQueries } from './reports-queries';

const invoiceColumns = [
  { label: 'Invoice', cell: (i: { number: string | null }) => i.number },
  { label: 'Client', cell: (i: { clientName: string }) => i.clientName },
];
const issuedColumns: ListColumn<VatInvoice>[] = [
  ...invoiceColumns,
  { label: 'Issued', cell: (i) => formatDate(i.issueDate), nowrap: true },
  { label: 'Taxable', cell: (i) => formatNaira(i.taxableKobo), numeric: true },
  { label: 'VAT', cell: (i) => formatNaira(i.vatKobo), numeric: true },
];
const receivedColumns: ListColumn<VatReceived>[] = [
  ...invoiceColumns,
  { label: 'Received', cell: (i) => formatNaira(i.receivedKobo), numeric: true },
  { label: 'VAT in it', cell: (i) => formatNaira(i.vatKobo), numeric: true },
];

/** One list of the invoices behind the VAT, or a sentence when there are none. */
function Part<R extends { id: string }>(props: {
  title: string;
  none: string;
  rows: R[];
  columns: ListColumn<R>[];
}) {
  return (
    <section aria-label={props.title}>
      <h3 className="mb-2 font-semibold">
        {props.title} ({props.rows.length})
      </h3>
      {props.rows.length === 0 ? (
        <p className="text-sm text-muted">{props.none}</p>
      ) : (
        <ListTable rows={props.rows} columns={props.columns} rowKey={(i) => i.id} />
      )}
    </section>
  );
}

/** The invoices behind a month's VAT: those issued in it, and those whose money came in it. */
export function VatInvoicesDialog({
  title,
  range,
  onClose,
}: {
  title: string;
  range: ReportRange;
  onClose: () => void;
}) {
  const query = useQuery(reportQueries.vatInvoices(range));
  return (
    <ReportDialog
      title={`VAT of ${title}`}
      description={`The invoices behind the figures, from ${formatDate(range.from)} to ${formatDate(range.to)}.`}
      onClose={onClose}
    >
      <QueryState query={query} what="the invoices">
        {(r) => (
          <div className="space-y-6">
            <Part
              title="Invoices issued"
              none="No invoices were issued."
              rows={r.issued}
              columns={issuedColumns}
            />
            <Part
              title="Money received, less refunds"
              none="No money with VAT came in."
              rows={r.received}
              columns={receivedColumns}
            />
          </div>
        )}
      </QueryState>
    </ReportDialog>
  );
}
