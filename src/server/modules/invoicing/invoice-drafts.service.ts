/**
 * Invoicing: drafts (create, or create and send; the entry point other modules bill through;
 * edit; delete) and voiding an issued invoice, which is never deleted.
 */
import type { ScheduleRowInput } from '../../../shared/invoice-schedule.ts';
import {
  DEFAULT_DUE_DAYS,
  INVOICE_MESSAGES,
  type Invoice,
  type InvoiceInput,
  invoiceInputSchema,
  invoiceTotals,
} from '../../../shared/invoicing.ts';
import { addDays } from '../../../shared/lagos-time.ts';
import { withTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { normaliseEmail } from './client-link.ts';
import { type InvoicingDeps, invoiceOut, today } from './invoice-context.ts';
import { saveSchedule } from './invoice-schedule.service.ts';
import { sendLocked } from './invoice-send.service.ts';
import {
  addEvent,
  deleteDraft,
  ensureSettings,
  findInvoice,
  insertInvoice,
  lockInvoice,
  updateInvoice,
} from './invoicing.repository.ts';

/** The stored fields of a draft from the form: amounts from THE totals function. */
function draftValues(input: ReturnType<typeof invoiceInputSchema.parse>, vatDefault: boolean) {
  const vatEnabled = input.vatEnabled ?? vatDefault;
  const totals = invoiceTotals(input.items, { vatEnabled, discountKobo: input.discountKobo });
  const issueDate = input.issueDate ?? today();
  return {
    clientName: input.clientName,
    clientEmail: normaliseEmail(input.clientEmail),
    clientPhone: input.clientPhone,
    clientAddress: input.clientAddress,
    items: input.items.map((i) => ({
      description: i.description,
      quantity: i.quantity,
      unitKobo: i.unitKobo,
    })),
    vatEnabled,
    subtotalKobo: totals.subtotalKobo,
    discountKobo: totals.discountKobo,
    vatKobo: totals.vatKobo,
    totalKobo: totals.totalKobo,
    issueDate,
    // With a payment schedule the invoice is due when its last instalment is (decision 123).
    dueDate: input.schedule.at(-1)?.dueDate ?? input.dueDate ?? addDays(issueDate, DEFAULT_DUE_DAYS),
    notes: input.notes,
    remindersEnabled: input.remindersEnabled,
  };
}

/** Save as Draft, or (with `send`) Send Invoice straight from the dialog, in one transaction. */
export async function createInvoice(
  deps: InvoicingDeps,
  photographerId: string,
  raw: InvoiceInput,
  options: { send: boolean },
): Promise<Invoice> {
  const input = invoiceInputSchema.parse(raw);
  return withTransaction(deps.db, async (tx) => {
    const settings = await ensureSettings(tx, photographerId);
    const values = draftValues(input, settings.vatEnabled);
    const clientId = await deps.clients.resolveClient(tx, photographerId, {
      clientId: input.clientId ?? null,
      name: values.clientName,
      email: values.clientEmail,
    });
    const row = await insertInvoice(tx, { ...values, clientId, photographerId, status: 'draft' });
    await addEvent(tx, row.id, 'created', 'Draft created');
    await saveSchedule(tx, row, input.schedule);
    if (!options.send) return invoiceOut(deps, tx, row);
    return invoiceOut(deps, tx, await sendLocked(deps, tx, photographerId, row));
  });
}

/**
 * THE entry point for other modules (scheduling, contracts, galleries): an invoice for a client,
 * numbered and sent (email with the PDF and the link) in one transaction. The client is found
 * among the photographer's clients by id or email, or added as a lead. Rules and messages are
 * the create dialog's (a 400 HttpError when the input breaks one).
 * e.g. a booking deposit: schedule [{ label: 'Deposit', kind: 'percent', percentBp: 5000, dueDate },
 * { label: 'Balance', kind: 'percent', percentBp: 5000, dueDate: sessionDate }].
 */
export async function createAndSendInvoice(
  deps: InvoicingDeps,
  input: {
    photographerId: string;
    client: { id?: string | null; name: string; email: string; phone?: string; address?: string };
    items: InvoiceInput['items'];
    /** A payment schedule: a deposit first, then the balance (2 to 6 rows; decision 127). */
    schedule?: ScheduleRowInput[];
    dueDate?: string;
    notes?: string;
    vatEnabled?: boolean;
  },
): Promise<Invoice> {
  const checked = invoiceInputSchema.safeParse({
    clientId: input.client.id ?? null,
    clientName: input.client.name,
    clientEmail: input.client.email,
    clientPhone: input.client.phone ?? '',
    clientAddress: input.client.address ?? '',
    items: input.items,
    schedule: input.schedule ?? [],
    ...(input.dueDate ? { dueDate: input.dueDate } : {}),
    ...(input.notes ? { notes: input.notes } : {}),
    ...(input.vatEnabled === undefined ? {} : { vatEnabled: input.vatEnabled }),
  });
  if (!checked.success) {
    // The caller gets the dialog's message as a 400, not a validation library's error.
    const issue = checked.error.issues[0]!;
    throw badRequest(issue.message, { [issue.path.join('.') || '_']: issue.message });
  }
  return createInvoice(deps, input.photographerId, checked.data, { send: true });
}

export async function updateInvoiceDraft(
  deps: InvoicingDeps,
  photographerId: string,
  id: string,
  raw: InvoiceInput,
): Promise<Invoice> {
  const input = invoiceInputSchema.parse(raw);
  return withTransaction(deps.db, async (tx) => {
    const row = await lockInvoice(tx, photographerId, id);
    if (!row) throw notFound(INVOICE_MESSAGES.notFound);
    if (row.status !== 'draft') throw conflict(INVOICE_MESSAGES.onlyDrafts);
    const values = draftValues(input, row.vatEnabled);
    const clientId = await deps.clients.resolveClient(tx, photographerId, {
      clientId: input.clientId ?? row.clientId,
      name: values.clientName,
      email: values.clientEmail,
    });
    const updated = await updateInvoice(tx, id, { ...values, clientId });
    await saveSchedule(tx, updated, input.schedule);
    return invoiceOut(deps, tx, updated);
  });
}

export async function removeDraft(deps: InvoicingDeps, photographerId: string, id: string): Promise<void> {
  if (await deleteDraft(deps.db, photographerId, id)) return;
  const row = await findInvoice(deps.db, photographerId, id);
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  throw conflict(INVOICE_MESSAGES.onlyDrafts);
}

// ---------------------------------------------------------------- void

/**
 * For modules that issue an invoice on the client's behalf (a booking's deposit): voids it only
 * while it is still open and nothing was paid on it. One the photographer already voided, or
 * one the client paid, is left as it is, so releasing or cancelling never fails on it.
 */
export async function voidIfUnpaid(
  deps: InvoicingDeps,
  photographerId: string,
  id: string,
  reason: string,
): Promise<boolean> {
  const row = await lockInvoice(deps.db, photographerId, id);
  if (!row || (row.status !== 'sent' && row.status !== 'overdue') || row.paidKobo > 0) return false;
  await voidInvoice(deps, photographerId, id, reason);
  return true;
}

/**
 * For modules whose invoice stops being owed (a cancelled booking, decision 160): closes what
 * is still unpaid so no reminder or overdue follows, deleting nothing. An open invoice (sent or
 * overdue) is voided with the reason; the payments already on it stay recorded against it (a
 * refund of them still works: a void invoice stays void when its paid money goes down). A paid
 * invoice has nothing left to close, unless part of it is being refunded (`refunding`), which
 * would otherwise reopen it; a void one is already closed. Returns whether it voided.
 */
export async function closeUnpaidRemainder(
  deps: InvoicingDeps,
  photographerId: string,
  id: string,
  reason: string,
  options: { refunding?: boolean } = {},
): Promise<boolean> {
  const row = await lockInvoice(deps.db, photographerId, id);
  // A paid invoice about to be refunded is closed too: the refund must not reopen it to reminders.
  const open =
    row?.status === 'sent' || row?.status === 'overdue' || (row?.status === 'paid' && options.refunding);
  if (!row || !open) return false;
  await voidInvoice(deps, photographerId, id, reason);
  return true;
}

export async function voidInvoice(
  deps: InvoicingDeps,
  photographerId: string,
  id: string,
  reason: string,
): Promise<Invoice> {
  return withTransaction(deps.db, async (tx) => {
    const row = await lockInvoice(tx, photographerId, id);
    if (!row) throw notFound(INVOICE_MESSAGES.notFound);
    if (row.status === 'draft') throw conflict('A draft has no number: delete it instead');
    if (row.status === 'void') throw conflict(INVOICE_MESSAGES.alreadyVoid);
    // The link is revoked with it: /i/<token> answers 404 from now on.
    const voided = await updateInvoice(tx, id, {
      status: 'void',
      voidedAt: clock.now(),
      voidReason: reason,
      token: null,
    });
    await addEvent(tx, id, 'voided', reason);
    await deps.clients.recordEvent(tx, photographerId, {
      clientId: row.clientId,
      email: row.clientEmail,
      kind: 'invoice_voided',
      summary: `Invoice ${row.number} voided: ${reason}`,
      invoiceId: id,
    });
    return invoiceOut(deps, tx, voided);
  });
}
