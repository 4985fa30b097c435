import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

export interface ListColumn<R> {
  label: string;
  cell: (row: R) => ReactNode;
  /** Money and counts: right-aligned, in even-width digits. */
  numeric?: boolean;
  nowrap?: boolean;
}

/** The rows behind a report's figure (its invoices), one column per fact. */
export function ListTable<R>({
  rows,
  columns,
  rowKey,
}: {
  rows: R[];
  columns: ListColumn<R>[];
  rowKey: (row: R, index: number) => string;
}) {
  const cellClass = (c: ListColumn<R>) =>
    [c.numeric ? 'text-right tabular-nums' : '', c.nowrap ? 'whitespace-nowrap' : ''].join(' ').trim();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.label} scope="col" className={c.numeric ? 'text-right' : undefined}>
              {c.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, n) => (
          <TableRow key={rowKey(row, n)}>
            {columns.map((c) => (
              <TableCell key={c.label} className={cellClass(c) || undefined}>
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A dialog that opens the rows behind a figure; closing it returns to the report. */
export function ReportDialog({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  description: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
