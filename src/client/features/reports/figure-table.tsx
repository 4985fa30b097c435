import { formatNaira } from '@shared/money';
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

export interface FigureColumn<R> {
  label: string;
  /** The figure of a row: kobo for money columns, a count otherwise. */
  value: (row: R) => number;
  money?: boolean;
}

/**
 * On a phone each row stands as a block: its label, then one line per figure with the column's
 * name before it (the header row stays for screen readers), so no table scrolls sideways.
 */
const PHONE_STACKED = [
  'max-sm:block max-sm:[&_tbody]:block max-sm:[&_thead]:sr-only',
  'max-sm:[&_tr]:block max-sm:[&_tr]:py-2 max-sm:[&_th]:block max-sm:[&_th]:h-auto max-sm:[&_th]:py-1',
  'max-sm:[&_td]:flex max-sm:[&_td]:justify-between max-sm:[&_td]:gap-4 max-sm:[&_td]:py-1',
  'max-sm:[&_td]:before:text-muted max-sm:[&_td]:before:content-[attr(data-label)]',
].join(' ');

/**
 * A report's figures as a table: one row per month (or label), the figures in naira or counts,
 * and an optional totals row. Row labels are row headers, so a screen reader says "March 2026,
 * Online, ₦…" cell by cell.
 */
export function FigureTable<R>({
  caption,
  rowLabel,
  rows,
  label,
  columns,
  totals,
  rowAction,
}: {
  caption: string;
  rowLabel: string;
  rows: R[];
  label: (row: R) => ReactNode;
  columns: FigureColumn<R>[];
  totals?: R | undefined;
  /** A cell at the end of each row (e.g. a button that opens what is behind the figure). */
  rowAction?: (row: R) => ReactNode;
}) {
  const cell = (c: FigureColumn<R>, row: R) =>
    c.money ? formatNaira(c.value(row)) : c.value(row).toLocaleString('en-NG');
  return (
    <Table className={PHONE_STACKED}>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{rowLabel}</TableHead>
          {columns.map((c) => (
            <TableHead key={c.label} scope="col" className="text-right">
              {c.label}
            </TableHead>
          ))}
          {rowAction ? (
            <TableHead scope="col">
              <span className="sr-only">Details</span>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are a report's fixed lines, in order
          <TableRow key={n}>
            <TableHead scope="row" className="font-medium whitespace-nowrap">
              {label(row)}
            </TableHead>
            {columns.map((c) => (
              <TableCell
                key={c.label}
                data-label={c.label}
                className="text-right tabular-nums whitespace-nowrap"
              >
                {cell(c, row)}
              </TableCell>
            ))}
            {rowAction ? <TableCell className="text-right">{rowAction(row)}</TableCell> : null}
          </TableRow>
        ))}
        {totals ? (
          <TableRow className="border-t-2 border-stone-300 font-semibold">
            <TableHead scope="row">Total</TableHead>
            {columns.map((c) => (
              <TableCell
                key={c.label}
                data-label={c.label}
                className="text-right tabular-nums whitespace-nowrap"
              >
                {cell(c, totals)}
              </TableCell>
            ))}
            {rowAction ? <TableCell /> : null}
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
