import type { Viewer } from '../../../shared/accounts.ts';
import { instalmentName, nextInstalment, type ScheduleRowInput } from '../../../shared/invoice-schedule.ts';
import {
  addDays,
  DEFAULT_DUE_DAYS,
  formatDate,
  formatDocumentNumber,
  INVOICE_MESSAGES,
  INVOICE_PAGE_SIZE,
  type Invoice,
  type InvoiceDetail,
  type InvoiceInput,
  type InvoiceList,
  type InvoiceSettings,
  type InvoiceTab,
  invoiceInputSchema,
  invoiceTotals,
  type ReceivedInvoice,
  TAB_STATUSES,
} from '../../../shared/invoicing.ts';
import { formatNaira } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { invoiceSentEmail } from '../../emails/invoice-emails.tsx';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { normaliseEmail } from './client-link.ts';
import { listInstalments } from './instalments.repository.ts';
import {
  type InvoicingDeps,
  invoiceOut,
  newToken,
  now,
  publicLink,
  today,
  toInvoice,
  toPayment,
} from './invoice-context.ts';
import { storePdf } from './invoice-documents.ts';
import { readSchedule, saveSchedule } from './invoice-schedule.service.ts';
import {
  addEvent,
  deleteDraft,
  ensureSettings,
  findInvoice,
  type InvoiceRow,
  insertInvoice,
  listEvents,
  listInvoicePage,
  listInvoicesTo,
  listPayments,
  lockInvoice,
  paidBetween,
  photographerOf,
  type SettingsRow,
  statusTotals,
  takeNextNumber,
  updateInvoice,
  updateSettings,
} from './invoicing.repository.ts';

// ---------------------------------------------------------------- settings

function toSettings(row: SettingsRow): InvoiceSettings {
  return {
    prefix: row.prefix,
    vatEnabled: row.vatEnabled,
    tin: row.tin,
    businessName: row.businessName,
    address: row.address,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    remindersEnabled: row.remindersEnabled,
    reminderOffsets: row.reminderOffsets,
  };
}

export async function getSettings(deps: InvoicingDeps, photographerId: string): Promise<InvoiceSettings> {
  return toSettings(await ensureSettings(deps.db, photographerId));
}

export async function saveSettings(
  deps: InvoicingDeps,
  photographerId: string,
  input: InvoiceSettings,
): Promise<InvoiceSettings> {
  const offsets = [...new Set(input.reminderOffsets)].sort((a, b) => a - b);
  return toSettings(await updateSettings(deps.db, photographerId, { ...input, reminderOffsets: offsets }));
}

// ---------------------------------------------------------------- drafts

/** The stored fields of a draft from the form: amounts from THE totals function. */
function draftValues(
  deps: InvoicingDeps,
  input: ReturnType<typeof invoiceInputSchema.parse>,
  vatDefault: boolean,
) {
  const vatEnabled = input.vatEnabled ?? vatDefault;
  const totals = invoiceTotals(input.items, { vatEnabled, discountKobo: input.discountKobo });
  const issueDate = input.issueDate ?? today(deps);
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
    const values = draftValues(deps, input, settings.vatEnabled);
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
    const values = draftValues(deps, input, row.vatEnabled);
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

// ---------------------------------------------------------------- reading

export async function listForPhotographer(
  deps: InvoicingDeps,
  photographerId: string,
  query: { tab: InvoiceTab; page: number },
): Promise<InvoiceList> {
  const day = today(deps);
  const monthStart = `${day.slice(0, 7)}-01`;
  const next = new Date(`${monthStart}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const offset = (query.page - 1) * INVOICE_PAGE_SIZE;
  const statuses = TAB_STATUSES[query.tab];
  const rows = await listInvoicePage(deps.db, photographerId, statuses, INVOICE_PAGE_SIZE, offset);
  const totals = await statusTotals(deps.db, photographerId);
  const paidThisMonthKobo = await paidBetween(
    deps.db,
    photographerId,
    monthStart,
    next.toISOString().slice(0, 10),
  );
  const sum = (pick: (t: (typeof totals)[number]) => number, among: readonly string[]) =>
    totals.filter((t) => among.includes(t.status)).reduce((a, t) => a + pick(t), 0);
  return {
    invoices: rows.map(({ paidKobo, ...r }) => ({ ...r, balanceKobo: r.totalKobo - paidKobo })),
    total: sum((t) => t.n, statuses),
    page: query.page,
    pageSize: INVOICE_PAGE_SIZE,
    summary: {
      outstandingKobo: sum((t) => t.balanceKobo, ['sent', 'overdue']),
      overdueKobo: sum((t) => t.balanceKobo, ['overdue']),
      paidThisMonthKobo,
    },
  };
}

export async function getInvoiceDetail(
  deps: InvoicingDeps,
  photographerId: string,
  id: string,
): Promise<InvoiceDetail> {
  const row = await findInvoice(deps.db, photographerId, id);
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  const [payments, events, schedule] = await Promise.all([
    listPayments(deps.db, id),
    listEvents(deps.db, id),
    readSchedule(deps.db, id, today(deps)),
  ]);
  return {
    ...toInvoice(deps, row, schedule),
    payments: payments.map(toPayment),
    history: events.map((e) => ({ kind: e.kind, detail: e.detail, at: e.createdAt.toISOString() })),
  };
}

/** Issued invoices to the signed-in person's email, once that email is verified. */
export async function listReceived(deps: InvoicingDeps, viewer: Viewer): Promise<ReceivedInvoice[]> {
  if (!viewer.emailVerified) return [];
  const rows = await listInvoicesTo(deps.db, normaliseEmail(viewer.email));
  return rows
    .filter((r) => r.invoice.token && r.invoice.number)
    .map(({ invoice, from }) => ({
      number: invoice.number!,
      status: invoice.status,
      from,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      totalKobo: invoice.totalKobo,
      balanceKobo: invoice.totalKobo - invoice.paidKobo,
      publicUrl: `/i/${invoice.token}`,
    }));
}

// ---------------------------------------------------------------- sending

/**
 * Sends a locked invoice row in the caller's transaction. A draft takes its number here
 * (decision 111) and its link token; a sent or overdue invoice is sent again with the same
 * number and link. The email, with the PDF attached, is queued in the same transaction.
 */
export async function sendLocked(
  deps: InvoicingDeps,
  tx: Db,
  photographerId: string,
  row: InvoiceRow,
): Promise<InvoiceRow> {
  if (row.status === 'paid' || row.status === 'void') throw conflict('A paid or void invoice cannot be sent');
  let sent = row;
  if (row.status === 'draft') {
    const { n, prefix } = await takeNextNumber(tx, photographerId, 'invoice');
    sent = await updateInvoice(tx, row.id, {
      number: formatDocumentNumber(prefix, n),
      status: 'sent',
      sentAt: now(deps),
      token: newToken(),
    });
  } else if (!row.token) {
    sent = await updateInvoice(tx, row.id, { token: newToken() });
  }
  const attachment = await storePdf(deps, tx, sent, 'invoice');
  const schedule = await listInstalments(tx, sent.id);
  const next = nextInstalment(schedule);
  const who = await photographerOf(tx, photographerId);
  const settings = await ensureSettings(tx, photographerId);
  const from = settings.businessName || who?.name || 'Your photographer';
  await deps.mailer.send(
    {
      to: sent.clientEmail,
      template: 'invoice-sent',
      content: invoiceSentEmail({
        clientName: sent.clientName,
        from,
        number: sent.number!,
        total: formatNaira(sent.totalKobo - sent.paidKobo),
        dueDate: formatDate(sent.dueDate),
        url: publicLink(deps, sent.token!),
        ...(next
          ? {
              firstDue: `${formatNaira(next.amountKobo - next.paidKobo)} (${instalmentName(next, schedule.length)}) by ${formatDate(next.dueDate)}`,
            }
          : {}),
      }),
      meta: { invoiceId: sent.id },
      attachments: [attachment],
    },
    { db: tx },
  );
  await addEvent(tx, sent.id, 'sent', `Sent to ${sent.clientEmail}`);
  await deps.clients.recordEvent(tx, photographerId, {
    clientId: sent.clientId,
    email: sent.clientEmail,
    kind: 'invoice_sent',
    summary: `Invoice ${sent.number} sent (${formatNaira(sent.totalKobo)})`,
    invoiceId: sent.id,
  });
  return sent;
}

export async function sendInvoice(deps: InvoicingDeps, photographerId: string, id: string): Promise<Invoice> {
  return withTransaction(deps.db, async (tx) => {
    const row = await lockInvoice(tx, photographerId, id);
    if (!row) throw notFound(INVOICE_MESSAGES.notFound);
    return invoiceOut(deps, tx, await sendLocked(deps, tx, photographerId, row));
  });
}

/**
 * Replaces the client's link (e.g. it was forwarded to the wrong person): the old link answers
 * 404 from now on; the new one goes out with the next send.
 */
export async function replaceLink(deps: InvoicingDeps, photographerId: string, id: string): Promise<Invoice> {
  return withTransaction(deps.db, async (tx) => {
    const row = await lockInvoice(tx, photographerId, id);
    if (!row) throw notFound(INVOICE_MESSAGES.notFound);
    if (row.status === 'draft' || row.status === 'void') throw conflict('Only an issued invoice has a link');
    const updated = await updateInvoice(tx, id, { token: newToken() });
    await addEvent(tx, id, 'link_replaced', 'Client link replaced; the old link no longer works');
    return invoiceOut(deps, tx, updated);
  });
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
      voidedAt: now(deps),
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
