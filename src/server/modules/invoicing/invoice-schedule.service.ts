import {
  allocatePaid,
  type Instalment,
  instalmentState,
  resolveSchedule,
  SCHEDULE_MESSAGES,
  type ScheduleRow,
} from '../../../shared/invoice-schedule.ts';
import type { InvoiceStatus } from '../../../shared/invoicing.ts';
import { addDays, formatDate } from '../../../shared/lagos-time.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import {
  type InstalmentRow,
  listInstalments,
  replaceInstalments,
  setInstalmentDue,
  setInstalmentPaid,
} from './instalments.repository.ts';
import { addEvent, lockInvoice, updateInvoice } from './invoicing.repository.ts';

/**
 * Payment schedules on the server (decisions 123–126): stored with the draft, shown on every
 * reader, and kept in step with the invoice's paid money.
 */

/**
 * Resolves the form's rows against the invoice's stored total (THE rule, resolveSchedule) and
 * stores them. The form checks the same rule live; this is the check that counts (the VAT
 * default is the photographer's setting, known only here).
 */
export async function saveSchedule(
  tx: Db,
  invoice: { id: string; totalKobo: number; issueDate: string },
  rows: readonly ScheduleRow[],
): Promise<void> {
  const resolved = resolveSchedule(invoice.totalKobo, rows);
  if (!resolved.ok) throw badRequest(resolved.message, { [resolved.path]: resolved.message });
  if (rows.some((r) => r.dueDate < invoice.issueDate))
    throw badRequest(SCHEDULE_MESSAGES.dueBeforeIssue, { schedule: SCHEDULE_MESSAGES.dueBeforeIssue });
  await replaceInstalments(
    tx,
    invoice.id,
    rows.map((r, i) => ({
      label: r.label,
      amountKobo: resolved.amounts[i]!,
      percentBp: r.kind === 'percent' ? r.percentBp! : null,
      dueDate: r.dueDate,
    })),
  );
}

export function toInstalment(row: InstalmentRow, today: string): Instalment {
  return {
    position: row.position,
    label: row.label,
    amountKobo: row.amountKobo,
    percentBp: row.percentBp,
    dueDate: row.dueDate,
    paidKobo: row.paidKobo,
    state: instalmentState(row, today),
  };
}

export async function readSchedule(db: Db, invoiceId: string, today: string): Promise<Instalment[]> {
  return (await listInstalments(db, invoiceId)).map((r) => toInstalment(r, today));
}

/**
 * After the invoice's paid money changed (a payment, a reversal, a refund), in the same
 * transaction under the invoice's lock: each instalment's share again, oldest first. Returns the
 * schedule as it now stands (empty without one).
 */
export async function syncSchedule(
  tx: Db,
  invoiceId: string,
  paidKobo: number,
  at: Date,
): Promise<{ schedule: InstalmentRow[]; completed: InstalmentRow[] }> {
  const rows = await listInstalments(tx, invoiceId);
  const shares = allocatePaid(
    rows.map((r) => r.amountKobo),
    paidKobo,
  );
  // One after another: `tx` is one connection.
  const schedule: InstalmentRow[] = [];
  const completed: InstalmentRow[] = [];
  for (const [i, r] of rows.entries()) {
    const paid = shares[i]!;
    const paidAt = paid >= r.amountKobo ? (r.paidAt ?? at) : null;
    if (paid !== r.paidKobo || paidAt !== r.paidAt)
      await setInstalmentPaid(tx, r.id, { paidKobo: paid, paidAt });
    const next = { ...r, paidKobo: paid, paidAt };
    if (r.paidKobo < r.amountKobo && paid >= r.amountKobo) completed.push(next);
    schedule.push(next);
  }
  return { schedule, completed };
}

/**
 * An open invoice's status on a day: overdue when it is past its due date, or, with a schedule,
 * when one instalment is unpaid past its own (paying that one makes the invoice current again).
 */
export function openStatusWith(
  row: { dueDate: string },
  schedule: readonly { amountKobo: number; paidKobo: number; dueDate: string }[],
  day: string,
): 'sent' | 'overdue' {
  if (schedule.length === 0) return row.dueDate < day ? 'overdue' : 'sent';
  return schedule.some((i) => i.paidKobo < i.amountKobo && i.dueDate < day) ? 'overdue' : 'sent';
}

/**
 * The status once paid money went down (a reversal, a refund): a paid invoice with a balance
 * again is open again; a scheduled open invoice follows its instalments; void stays void.
 */
export function reopenedStatus(
  row: { status: InvoiceStatus; dueDate: string },
  schedule: readonly { amountKobo: number; paidKobo: number; dueDate: string }[],
  day: string,
): InvoiceStatus {
  if (row.status === 'paid' || (schedule.length && (row.status === 'sent' || row.status === 'overdue')))
    return openStatusWith(row, schedule, day);
  return row.status;
}

/**
 * For a module whose invoice is tied to a date that moved (a rescheduled session's Balance,
 * decision 162): the open invoice's last unpaid instalment, and the invoice's due date with it,
 * fall due on `dueDate`, kept after the instalment before it (instalments stay in order: a
 * session moved to the deposit's day has its balance due the next day). Paid, void or
 * unscheduled invoices, and a last instalment already paid, are left as they are.
 */
export async function moveLastInstalmentDue(
  tx: Db,
  photographerId: string,
  invoiceId: string,
  dueDate: string,
  today: string,
): Promise<boolean> {
  const row = await lockInvoice(tx, photographerId, invoiceId);
  if (!row || (row.status !== 'sent' && row.status !== 'overdue')) return false;
  const rows = await listInstalments(tx, invoiceId);
  const last = rows.at(-1);
  const before = rows.at(-2);
  if (!last || !before || last.paidKobo >= last.amountKobo) return false;
  const due = dueDate > before.dueDate ? dueDate : addDays(before.dueDate, 1);
  if (due === last.dueDate) return false;
  await setInstalmentDue(tx, last.id, due);
  const schedule = rows.map((r) => (r.id === last.id ? { ...r, dueDate: due } : r));
  await updateInvoice(tx, invoiceId, { dueDate: due, status: openStatusWith(row, schedule, today) });
  await addEvent(
    tx,
    invoiceId,
    'schedule_moved',
    `${last.label} now due ${formatDate(due)}: the session moved`,
  );
  return true;
}
