import type PDFKit from 'pdfkit';
import { formatDate, monthLabel } from '../../../shared/lagos-time.ts';
import { formatNaira } from '../../../shared/money.ts';
import { newPdfDocument } from '../../lib/pdf-toolkit.ts';

/**
 * The quarterly statement (decision 233): on the app's one pdfkit set-up (lib/pdf-toolkit.ts,
 * DejaVu Sans with ₦, decision 112). A quarter can list thousands of invoices, so the drawing
 * gives the event loop back after every page: other requests never wait behind a long statement.
 */

export interface StatementData {
  quarter: string;
  from: string;
  to: string;
  business: { name: string; lines: string[]; tin: string };
  summary: { label: string; kobo: number; strong?: boolean }[];
  months: { month: string; cells: number[] }[];
  monthHeads: string[];
  invoices: { number: string; date: string; client: string; cells: number[] }[];
}

const INK = '#1f2937';
const MUTED = '#6b7280';
const LEFT = 50;
const RIGHT = 545;
const BOTTOM = 780;
const ROW = 14;
const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

type Column = { x: number; width: number; align?: 'right' };

function heading(doc: PDFKit.PDFDocument, text: string, y: number) {
  doc.fillColor(MUTED).font('bold').fontSize(9).text(text.toUpperCase(), LEFT, y);
  return doc.y + 4;
}

function row(doc: PDFKit.PDFDocument, cols: Column[], cells: string[], y: number, bold = false) {
  doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(8.5)
    .fillColor(INK);
  cells.forEach((cell, i) => {
    const c = cols[i]!;
    doc.text(cell, c.x, y, { width: c.width, align: c.align ?? 'left', lineBreak: false, ellipsis: true });
  });
  return y + ROW;
}

const rule = (doc: PDFKit.PDFDocument, y: number) =>
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#e5e7eb').stroke();

/** Draws `lines` under a header row, starting a new page (with the header again) when full. */
async function table(
  doc: PDFKit.PDFDocument,
  cols: Column[],
  head: string[],
  lines: string[][],
  start: number,
) {
  let y = row(doc, cols, head, start, true);
  rule(doc, y - 3);
  for (const line of lines) {
    if (y > BOTTOM) {
      doc.addPage();
      await nextTick();
      y = row(doc, cols, head, 50, true);
      rule(doc, y - 3);
    }
    y = row(doc, cols, line, y);
  }
  return y;
}

export async function renderStatementPdf(data: StatementData): Promise<Buffer> {
  const { doc, done } = await newPdfDocument({
    info: {
      Title: `Statement ${data.quarter}`,
      Author: data.business.name,
      Producer: 'Aworan',
      Creator: 'Aworan',
    },
  });
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(18)
    .text('QUARTERLY STATEMENT', LEFT, 50, { width: RIGHT - LEFT, align: 'right' });
  doc.font('regular').fontSize(10).fillColor(MUTED);
  doc.text(`${data.quarter}: ${formatDate(data.from)} to ${formatDate(data.to)}`, {
    width: RIGHT - LEFT,
    align: 'right',
  });
  doc.text('Dates in Lagos time (WAT)', { width: RIGHT - LEFT, align: 'right' });
  doc.fillColor(INK).font('bold').fontSize(13).text(data.business.name, LEFT, 110, { width: 300 });
  doc.font('regular').fontSize(9).fillColor(MUTED);
  for (const line of data.business.lines) if (line) doc.text(line, { width: 300 });
  if (data.business.tin) doc.text(`TIN: ${data.business.tin}`, { width: 300 });

  let y = heading(doc, 'Summary', Math.max(doc.y, 160) + 16);
  for (const s of data.summary) {
    doc
      .font(s.strong ? 'bold' : 'regular')
      .fontSize(10)
      .fillColor(INK);
    doc.text(s.label, LEFT, y, { width: 300 });
    doc.text(formatNaira(s.kobo), 360, y, { width: RIGHT - 360, align: 'right' });
    y += 15;
  }

  const monthCols: Column[] = [{ x: LEFT, width: 95 }];
  const width = (RIGHT - LEFT - 95) / data.monthHeads.length;
  for (let i = 0; i < data.monthHeads.length; i++)
    monthCols.push({ x: LEFT + 95 + i * width, width: width - 4, align: 'right' });
  y = heading(doc, 'By month', y + 12);
  y = await table(
    doc,
    monthCols,
    ['Month', ...data.monthHeads],
    data.months.map((m) => [monthLabel(m.month), ...m.cells.map(formatNaira)]),
    y,
  );

  doc.addPage();
  const invoiceCols: Column[] = [
    { x: LEFT, width: 62 },
    { x: 114, width: 58 },
    { x: 174, width: 105 },
    { x: 281, width: 62, align: 'right' },
    { x: 345, width: 62, align: 'right' },
    { x: 409, width: 68, align: 'right' },
    { x: 481, width: RIGHT - 481, align: 'right' },
  ];
  y = heading(doc, `Invoices issued (${data.invoices.length})`, 50);
  await table(
    doc,
    invoiceCols,
    ['Number', 'Issued', 'Client', 'Taxable', 'VAT', 'Total', 'Paid'],
    data.invoices.map((i) => [i.number, formatDate(i.date), i.client, ...i.cells.map(formatNaira)]),
    y,
  );
  if (data.invoices.length === 0)
    doc.font('regular').fontSize(10).fillColor(MUTED).text('No invoices were issued in this quarter.', LEFT);
  doc.end();
  return done;
}
