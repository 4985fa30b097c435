import Papa from 'papaparse';

/**
 * THE one CSV writer (exports of clients, invoices, payments): Excel-friendly (byte-order mark,
 * CRLF), quoted by papaparse, and every text cell guarded against formula injection.
 */

/**
 * A text cell a spreadsheet would run as a formula (= + - @ tab CR at the start) gets a leading
 * apostrophe. A phone number in international form (+234…) is data, not a formula, and is left
 * as it is (decision 102); numbers are numbers.
 */
export function guardCell(value: string | number): string | number {
  if (typeof value === 'number') return value;
  if (/^\+\d{4,15}$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Rows (the first one usually the header) as a CSV file's text. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const guarded = rows.map((row) => row.map(guardCell));
  return `\uFEFF${Papa.unparse(guarded, { newline: '\r\n', escapeFormulae: false })}\r\n`;
}
