import Papa from 'papaparse';
import {
  CLIENT_IMPORT_MAX_ROWS,
  CLIENT_MESSAGES,
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
  type ClientSort,
  type ClientStatus,
  type ClientTab,
  clientInputSchema,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  INVALID_PHONE,
  normalisePhone,
} from '../../../shared/clients.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { withTransaction } from '../../db/transaction.ts';
import { toCsv } from '../../lib/csv.ts';
import { conflict } from '../../lib/http-error.ts';
import { allClients, analyzeClients, existingEmails, insertClients } from './clients.repository.ts';
import { defaultDir } from './clients.service.ts';

/** After an import this large, fresh planner statistics (PGlite has no autovacuum). */
const ANALYZE_AFTER_ROWS = 500;

/** The form's rules for a row, the phone aside (checked once per row, below). */
const rowSchema = clientInputSchema.omit({ phone: true, status: true });

/**
 * CSV import and export of clients (decision 102). Import is two steps: a preview that saves
 * nothing (every row with its errors, duplicates in the file and against existing clients),
 * then a confirm that parses the same text again and saves the good rows in one transaction.
 */

const HEADERS: Record<string, keyof ParsedFields> = {
  name: 'name',
  'full name': 'name',
  'client name': 'name',
  email: 'email',
  'email address': 'email',
  'e-mail': 'email',
  phone: 'phone',
  'phone number': 'phone',
  mobile: 'phone',
  address: 'address',
  notes: 'notes',
  note: 'notes',
  status: 'status',
};

interface ParsedFields {
  name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  status: string;
}

interface CheckedRow extends ImportRow {
  fields: { name: string; email: string; phone: string; address: string; notes: string };
}

/** A cell our own export guarded ('=…) comes back as its text. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function parseStatus(value: string): ClientStatus | null {
  const v = value.trim().toLowerCase();
  if (v === '') return 'lead';
  if (v === 'leads') return 'lead';
  return (CLIENT_STATUSES as readonly string[]).includes(v) ? (v as ClientStatus) : null;
}

export async function previewImport(
  db: Db,
  photographerId: string,
  csv: string,
): Promise<{ preview: ImportPreview; rows: CheckedRow[] }> {
  const text = csv.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const problems: string[] = [];
  const [header = [], ...data] = parsed.data;
  const columns = header.map((h) => HEADERS[unguard(h).trim().toLowerCase()]);
  if (!columns.includes('name') || !columns.includes('email')) {
    problems.push('The first line must name the columns, with at least Name and Email.');
  }
  if (data.length > CLIENT_IMPORT_MAX_ROWS) {
    problems.push(`The file has ${data.length} rows; import at most ${CLIENT_IMPORT_MAX_ROWS} at a time.`);
  }
  if (problems.length > 0) return { preview: { rows: [], total: data.length, ready: 0, problems }, rows: [] };

  // Papaparse reports quoting problems per row (its `row` counts from the header, 0-based).
  const rowErrors = new Map<number, string>();
  for (const e of parsed.errors) {
    if (e.row !== undefined && e.row !== null && e.code !== 'UndetectableDelimiter') {
      rowErrors.set(e.row - 1, e.code === 'MissingQuotes' ? 'A quoted field is not closed' : e.message);
    }
  }

  const rows: CheckedRow[] = data.map((cells, i) => {
    const f: ParsedFields = { name: '', email: '', phone: '', address: '', notes: '', status: '' };
    columns.forEach((column, c) => {
      if (column) f[column] = unguard(cells[c] ?? '').trim();
    });
    const errors: string[] = [];
    const structural = rowErrors.get(i);
    if (structural) errors.push(structural);
    if (cells.length > header.length && !structural)
      errors.push(`This row has ${cells.length} fields; the header has ${header.length}`);
    const status = parseStatus(f.status);
    if (!status) errors.push(`Status must be ${Object.values(CLIENT_STATUS_LABELS).join(', ')}`);
    const checked = rowSchema.safeParse(f);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        if (!errors.includes(issue.message)) errors.push(issue.message);
      }
    }
    // Parsed once per row: libphonenumber is the costly part of a 10,000-row preview.
    const phone = f.phone.length > 30 ? null : normalisePhone(f.phone);
    if (phone === null) errors.push(INVALID_PHONE);
    const email = f.email.toLowerCase();
    return {
      line: i + 2,
      name: f.name,
      email,
      phone: phone ?? f.phone,
      status: status ?? 'lead',
      errors,
      duplicate: null,
      fields: { name: f.name, email, phone: phone ?? '', address: f.address, notes: f.notes },
    };
  });

  const seen = new Set<string>();
  for (const row of rows) {
    if (!row.email) continue;
    if (seen.has(row.email)) row.duplicate = 'file';
    seen.add(row.email);
  }
  const existing = await existingEmails(db, photographerId, [...seen]);
  for (const row of rows) if (!row.duplicate && existing.has(row.email)) row.duplicate = 'existing';

  const ready = rows.filter((r) => r.errors.length === 0 && !r.duplicate).length;
  return {
    preview: {
      rows: rows.map(({ fields: _fields, ...row }) => row),
      total: rows.length,
      ready,
      problems: [],
    },
    rows,
  };
}

export async function confirmImport(db: Db, photographerId: string, csv: string): Promise<ImportResult> {
  try {
    return await withTransaction(db, async (tx) => {
      const { rows } = await previewImport(tx, photographerId, csv);
      const good = rows.filter((r) => r.errors.length === 0 && !r.duplicate);
      const imported = await insertClients(
        tx,
        photographerId,
        'import',
        good.map((r) => ({ ...r.fields, status: r.status })),
      );
      if (imported >= ANALYZE_AFTER_ROWS) await analyzeClients(tx);
      return { imported, skipped: rows.length - imported };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`${CLIENT_MESSAGES.duplicateEmail} Preview the file again.`);
    throw err;
  }
}

export async function exportClients(
  db: Db,
  photographerId: string,
  query: { tab: ClientTab; q: string; sort: ClientSort; dir?: 'asc' | 'desc' | undefined },
): Promise<string> {
  const rows = await allClients(
    db,
    { photographerId, tab: query.tab, q: query.q },
    query.sort,
    query.dir ?? defaultDir(query.sort),
  );
  return toCsv([
    ['Name', 'Email', 'Phone', 'Address', 'Notes', 'Status', 'Last Contact', 'Created'],
    ...rows.map((r) => [
      r.name,
      r.email,
      r.phone,
      r.address,
      r.notes,
      CLIENT_STATUS_LABELS[r.status],
      r.lastContactAt.toISOString(),
      r.createdAt.toISOString(),
    ]),
  ]);
}
