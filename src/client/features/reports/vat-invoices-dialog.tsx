import { formatDate } from '@shared/invoicing';
import { formatNaira } from '@shared/money';
import type { ReportRange } from '@shared/reports';
import { useQuery } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { QueryState } from './query-state';
import { reportQueries } from './reports-queries';

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
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>VAT of {title}</DialogTitle>
          <DialogDescription>
            The invoices behind the figures, from {formatDate(range.from)} to {formatDate(range.to)}.
          </DialogDescription>
        </DialogHeader>
        <QueryState query={query} what="the invoices">
          {(r) => (
            <div className="space-y-6">
              <section aria-label="Invoices issued">
                <h3 className="mb-2 font-semibold">Invoices issued ({r.issued.length})</h3>
                {r.issued.length === 0 ? (
                  <p className="text-sm text-muted">No invoices were issued.</p>
                ) : (
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead scope="col">Invoice</TableHead>
                        <TableHead scope="col">Client</TableHead>
                        <TableHead scope="col">Issued</TableHead>
                        <TableHead scope="col" className="text-right">
                          Taxable
                        </TableHead>
                        <TableHead scope="col" className="text-right">
                          VAT
                        </TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {r.issued.map((i) => (
                        <TableRow key={i.id}>
                          <TableCell>{i.number}</TableCell>
                          <TableCell>{i.clientName}</TableCell>
                          <TableCell className="whitespace-nowrap">{formatDate(i.issueDate)}</TableCell>
                          <TableCell className="text-right tabular-nums">
                            {formatNaira(i.taxableKobo)}
                          </TableCell>
                          <TableCell className="text-right tabular-nums">{formatNaira(i.vatKobo)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </section>
              <section aria-label="Money received">
                <h3 className="mb-2 font-semibold">Money received, less refunds ({r.received.length})</h3>
                {r.received.length === 0 ? (
                  <p className="text-sm text-muted">No money with VAT came in.</p>
                ) : (
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead scope="col">Invoice</TableHead>
                        <TableHead scope="col">Client</TableHead>
                        <TableHead scope="col" className="text-right">
                          Received
                        </TableHead>
                        <TableHead scope="col" className="text-right">
                          VAT in it
                        </TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {r.received.map((i) => (
                        <TableRow key={i.id}>
                          <TableCell>{i.number}</TableCell>
                          <TableCell>{i.clientName}</TableCell>
                          <TableCell className="text-right tabular-nums">
                            {formatNaira(i.receivedKobo)}
                          </TableCell>
                          <TableCell className="text-right tabular-nums">{formatNaira(i.vatKobo)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </section>
            </div>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
