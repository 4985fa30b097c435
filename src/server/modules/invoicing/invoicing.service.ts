import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '../../../shared/accounts.ts';
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
  lagosDate,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type PublicInvoice,
  RECEIPT_PREFIX,
  type ReceivedInvoice,
  type RecordPaymentInput,
  recordPaymentSchema,
  TAB_STATUSES,
} from '../../../shared/invoicing.ts';
import { formatNaira } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import {
  clientSaysPaidEmail,
  invoiceReminderEmail,
  invoiceSentEmail,
  receiptEmail,
} from '../../emails/invoice-emails.tsx';
import { toCsv } from '../../lib/csv.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import { type ClientLink, normaliseEmail } from './client-link.ts';
import { readInvoiceLogo } from './invoice-logo.service.ts';
import { onlineOffer } from './invoice-online.service.ts';
import { invoicePaid } from './invoice-paid.ts';
import { type InvoicePdfData, renderInvoicePdf } from './invoice-pdf.ts';
import {
  addEvent,
  deleteDraft,
  ensureSettings,
  findInvoice,
  findInvoiceByToken,
  findPayment,
  type InvoiceRow,
  insertInvoice,
  insertPayment,
  invoicesIssuedBetween,
  listEvents,
  listInvoicePage,
  listInvoicesTo,
  listPayments,
  lockInvoice,
  markOverdue,
  openInvoicesDueBetween,
  type PaymentRow,
  paidBetween,
  paymentsBetween,
  photographerOf,
  reversePayment,
  type SettingsRow,
  statusTotals,
  takeNextNumber,
  totalRecordedPayments,
  updateInvoice,
  updateSettings,
} from './invoicing.repository.ts';
import type { OnlinePay } from './online-pay.ts';

export interface InvoicingDeps {
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  log: FastifyBaseLogger;
  publicUrl: string;
  clients: ClientLink;
  /** Online payment (Paystack, through the payments module); absent: bank transfer only. */
  online?: OnlinePay;
  /** The clock (tests move it). */
  now?: () => Date;
}

const now = (deps: InvoicingDeps) => deps.now?.() ?? new Date();
const today = (deps: InvoicingDeps) => lagosDate(now(deps));
const iso = (d: Date | null) => d?.toISOString() ?? null;
const publicLink = (deps: InvoicingDeps, token: string) => `${deps.publicUrl}/i/${token}`;
const newToken = () => randomBytes(32).toString('base64url');

function toInvoice(deps: InvoicingDeps, row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    clientId: row.clientId,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    clientAddress: row.clientAddress,
    items: row.items.map((i) => ({ ...i, lineKobo: i.quantity * i.unitKobo })),
    vatEnabled: row.vatEnabled,
    subtotalKobo: row.subtotalKobo,
    discountKobo: row.discountKobo,
    vatKobo: row.vatKobo,
    totalKobo: row.totalKobo,
    paidKobo: row.paidKobo,
    balanceKobo: row.totalKobo - row.paidKobo,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    notes: row.notes,
    remindersEnabled: row.remindersEnabled,
    receiptNumber: row.receiptNumber,
    sentAt: iso(row.sentAt),
    viewedAt: iso(row.viewedAt),
    paidAt: iso(row.paidAt),
    clientSaysPaidAt: iso(row.clientSaysPaidAt),
    voidedAt: iso(row.voidedAt),
    voidReason: row.voidReason,
    publicUrl: row.token ? publicLink(deps, row.token) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toPayment(p: PaymentRow) {
  return {
    id: p.id,
    amountKobo: p.amountKobo,
    method: p.method,
    paidOn: p.paidOn,
    note: p.note,
    reversedAt: iso(p.reversedAt),
    reversalReason: p.reversalReason,
    createdAt: p.createdAt.toISOString(),
  };
}

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
    dueDate: input.dueDate ?? addDays(issueDate, DEFAULT_DUE_DAYS),
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
    if (!options.send) return toInvoice(deps, row);
    return toInvoice(deps, await sendLocked(deps, tx, photographerId, row));
  });
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
    return toInvoice(deps, await updateInvoice(tx, id, { ...values, clientId }));
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
  const [payments, events] = await Promise.all([listPayments(deps.db, id), listEvents(deps.db, id)]);
  return {
    ...toInvoice(deps, row),
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

// ---------------------------------------------------------------- PDFs

async function pdfData(
  deps: InvoicingDeps,
  db: Db,
  row: InvoiceRow,
  kind: 'invoice' | 'receipt',
): Promise<InvoicePdfData> {
  // One after another: `db` may be a transaction handle (one connection).
  const settings = await ensureSettings(db, row.photographerId);
  const who = await photographerOf(db, row.photographerId);
  const payments = kind === 'receipt' ? await listPayments(db, row.id) : [];
  const logo = await readInvoiceLogo(deps, row.photographerId);
  const bank =
    settings.bankName && settings.accountNumber
      ? {
          bankName: settings.bankName,
          accountName: settings.accountName,
          accountNumber: settings.accountNumber,
        }
      : null;
  return {
    kind,
    number: kind === 'receipt' ? (row.receiptNumber ?? '') : (row.number ?? 'DRAFT'),
    invoiceNumber: row.number ?? 'DRAFT',
    status: row.status.toUpperCase(),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    from: {
      name: settings.businessName || who?.name || '',
      lines: [settings.businessName ? (who?.name ?? '') : '', who?.email ?? '', settings.address],
    },
    tin: settings.tin,
    to: { name: row.clientName, lines: [row.clientEmail, row.clientPhone, row.clientAddress] },
    items: row.items.map((i) => ({ ...i, lineKobo: i.quantity * i.unitKobo })),
    vatEnabled: row.vatEnabled,
    subtotalKobo: row.subtotalKobo,
    discountKobo: row.discountKobo,
    vatKobo: row.vatKobo,
    totalKobo: row.totalKobo,
    paidKobo: row.paidKobo,
    notes: row.notes,
    bank,
    payUrl: row.token ? publicLink(deps, row.token) : null,
    payments: payments
      .filter((p) => !p.reversedAt)
      .map((p) => ({ paidOn: p.paidOn, method: PAYMENT_METHOD_LABELS[p.method], amountKobo: p.amountKobo })),
    logo,
  };
}

const pdfName = (row: InvoiceRow, kind: 'invoice' | 'receipt') =>
  `${kind === 'receipt' ? row.receiptNumber : (row.number ?? 'draft-invoice')}.pdf`;

/** The invoice (or receipt) PDF of the photographer's own invoice. */
export async function invoicePdf(
  deps: InvoicingDeps,
  photographerId: string,
  id: string,
  kind: 'invoice' | 'receipt',
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findInvoice(deps.db, photographerId, id);
  if (!row || (kind === 'receipt' && !row.receiptNumber)) throw notFound(INVOICE_MESSAGES.notFound);
  return {
    filename: pdfName(row, kind),
    pdf: await renderInvoicePdf(await pdfData(deps, deps.db, row, kind)),
  };
}

/** Renders and stores a PDF for an email attachment; returns the attachment reference. */
async function storePdf(deps: InvoicingDeps, db: Db, row: InvoiceRow, kind: 'invoice' | 'receipt') {
  const pdf = await renderInvoicePdf(await pdfData(deps, db, row, kind));
  const filename = pdfName(row, kind);
  const storageKey = `invoices/${row.id}/${randomBytes(6).toString('hex')}-${filename}`;
  await deps.storage.put(storageKey, pdf, { contentType: 'application/pdf' });
  return { filename, storageKey, contentType: 'application/pdf' };
}

// ---------------------------------------------------------------- sending

/**
 * Sends a locked invoice row in the caller's transaction. A draft takes its number here
 * (decision 111) and its link token; a sent or overdue invoice is sent again with the same
 * number and link. The email, with the PDF attached, is queued in the same transaction.
 */
async function sendLocked(
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
    return toInvoice(deps, await sendLocked(deps, tx, photographerId, row));
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
    return toInvoice(deps, updated);
  });
}

// ---------------------------------------------------------------- void

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
    return toInvoice(deps, voided);
  });
}

// ---------------------------------------------------------------- payments

/** Status of an issued, unpaid invoice on a given day. */
const openStatus = (row: InvoiceRow, day: string) => (row.dueDate < day ? 'overdue' : 'sent');

export async function recordPayment(
  deps: InvoicingDeps,
  photographerId: string,
  id: string,
  raw: RecordPaymentInput,
): Promise<InvoiceDetail> {
  const input = recordPaymentSchema.parse(raw);
  await withTransaction(deps.db, async (tx) => {
    const row = await lockInvoice(tx, photographerId, id);
    if (!row) throw notFound(INVOICE_MESSAGES.notFound);
    if (row.status !== 'sent' && row.status !== 'overdue') throw conflict(INVOICE_MESSAGES.notIssued);
    const balance = row.totalKobo - row.paidKobo;
    if (input.amountKobo > balance)
      throw badRequest(INVOICE_MESSAGES.overpaid, { amountKobo: INVOICE_MESSAGES.overpaid });
    await applyPayment(deps, tx, row, {
      amountKobo: input.amountKobo,
      method: input.method,
      paidOn: input.paidOn ?? today(deps),
      note: input.note,
    });
  });
  return getInvoiceDetail(deps, photographerId, id);
}

/**
 * Adds a payment to a locked, open invoice: the balance follows, and paid in full the receipt
 * takes its number (once per invoice) and goes to the client. Used for payments recorded by the
 * photographer and for online payments, in the caller's transaction.
 */
export async function applyPayment(
  deps: InvoicingDeps,
  tx: Db,
  row: InvoiceRow,
  payment: { amountKobo: number; method: PaymentMethod; paidOn: string; note: string },
): Promise<InvoiceRow> {
  const { id, photographerId } = row;
  await insertPayment(tx, { invoiceId: id, photographerId, ...payment });
  const paidKobo = row.paidKobo + payment.amountKobo;
  await addEvent(
    tx,
    id,
    'payment',
    `${formatNaira(payment.amountKobo)} by ${PAYMENT_METHOD_LABELS[payment.method].toLowerCase()} recorded`,
  );
  await deps.clients.recordEvent(tx, photographerId, {
    clientId: row.clientId,
    email: row.clientEmail,
    kind: 'payment',
    summary: `${formatNaira(payment.amountKobo)} towards invoice ${row.number}`,
    invoiceId: id,
  });
  if (paidKobo < row.totalKobo) return updateInvoice(tx, id, { paidKobo });
  const receiptNumber =
    row.receiptNumber ??
    formatDocumentNumber(RECEIPT_PREFIX, (await takeNextNumber(tx, photographerId, 'receipt')).n);
  const paid = await updateInvoice(tx, id, { paidKobo, status: 'paid', paidAt: now(deps), receiptNumber });
  const attachment = await storePdf(deps, tx, paid, 'receipt');
  const settings = await ensureSettings(tx, photographerId);
  const who = await photographerOf(tx, photographerId);
  await deps.mailer.send(
    {
      to: paid.clientEmail,
      template: 'invoice-receipt',
      content: receiptEmail({
        clientName: paid.clientName,
        from: settings.businessName || who?.name || 'Your photographer',
        receiptNumber,
        number: paid.number!,
        total: formatNaira(paid.totalKobo),
      }),
      meta: { invoiceId: id },
      attachments: [attachment],
    },
    { db: tx },
  );
  await addEvent(tx, id, 'paid', `Paid in full; receipt ${receiptNumber} sent`);
  await deps.clients.recordEvent(tx, photographerId, {
    clientId: paid.clientId,
    email: paid.clientEmail,
    kind: 'invoice_paid',
    summary: `Invoice ${paid.number} paid (${formatNaira(paid.totalKobo)})`,
    invoiceId: id,
  });
  // Other modules' reactions (a booking's deposit confirms it), in this same transaction.
  await invoicePaid(tx, paid);
  return paid;
}

export async function reverseInvoicePayment(
  deps: InvoicingDeps,
  photographerId: string,
  id: string,
  paymentId: string,
  reason: string,
): Promise<InvoiceDetail> {
  await withTransaction(deps.db, async (tx) => {
    const row = await lockInvoice(tx, photographerId, id);
    if (!row) throw notFound(INVOICE_MESSAGES.notFound);
    const payment = await findPayment(tx, id, paymentId);
    if (!payment) throw notFound(INVOICE_MESSAGES.paymentNotFound);
    if (!(await reversePayment(tx, paymentId, reason))) throw conflict(INVOICE_MESSAGES.alreadyReversed);
    const paidKobo = row.paidKobo - payment.amountKobo;
    // A paid invoice with a balance again is open again (void stays void).
    const status = row.status === 'paid' ? openStatus(row, today(deps)) : row.status;
    await updateInvoice(tx, id, { paidKobo, status, paidAt: null });
    await addEvent(tx, id, 'payment_reversed', `${formatNaira(payment.amountKobo)} reversed: ${reason}`);
  });
  return getInvoiceDetail(deps, photographerId, id);
}

// ---------------------------------------------------------------- the client's link

/** The invoice behind a link, or 404 for a wrong or revoked token (void invoices lose theirs). */
async function byToken(db: Db, token: string): Promise<InvoiceRow> {
  const row = token.length >= 20 && token.length <= 100 ? await findInvoiceByToken(db, token) : undefined;
  if (!row || row.status === 'draft' || row.status === 'void') throw notFound(INVOICE_MESSAGES.notFound);
  return row;
}

export async function getPublicInvoice(deps: InvoicingDeps, token: string): Promise<PublicInvoice> {
  let row = await byToken(deps.db, token);
  if (!row.viewedAt) {
    // The first opening is recorded (viewed), once.
    row = await withTransaction(deps.db, async (tx) => {
      const updated = await updateInvoice(tx, row.id, { viewedAt: now(deps) });
      await addEvent(tx, row.id, 'viewed', 'Opened by the client', 'viewed');
      return updated;
    });
  }
  const [settings, who] = await Promise.all([
    ensureSettings(deps.db, row.photographerId),
    photographerOf(deps.db, row.photographerId),
  ]);
  return {
    number: row.number!,
    status: row.status,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    items: row.items.map((i) => ({ ...i, lineKobo: i.quantity * i.unitKobo })),
    vatEnabled: row.vatEnabled,
    subtotalKobo: row.subtotalKobo,
    discountKobo: row.discountKobo,
    vatKobo: row.vatKobo,
    totalKobo: row.totalKobo,
    paidKobo: row.paidKobo,
    balanceKobo: row.totalKobo - row.paidKobo,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    notes: row.notes,
    clientSaysPaidAt: iso(row.clientSaysPaidAt),
    from: {
      name: settings.businessName || who?.name || '',
      email: who?.email ?? '',
      address: settings.address,
      tin: settings.tin,
    },
    bank:
      settings.bankName && settings.accountNumber
        ? {
            bankName: settings.bankName,
            accountName: settings.accountName,
            accountNumber: settings.accountNumber,
          }
        : null,
    pdfUrl: `/api/public/invoices/${token}/pdf`,
    online: await onlineOffer(deps, row),
  };
}

export async function publicInvoicePdf(
  deps: InvoicingDeps,
  token: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await byToken(deps.db, token);
  return {
    filename: pdfName(row, 'invoice'),
    pdf: await renderInvoicePdf(await pdfData(deps, deps.db, row, 'invoice')),
  };
}

/** "I have paid": tells the photographer (once), who checks and records the payment. */
export async function clientSaysPaid(deps: InvoicingDeps, token: string): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const row = await byToken(tx, token);
    if (row.status === 'paid' || row.clientSaysPaidAt) return;
    await updateInvoice(tx, row.id, { clientSaysPaidAt: now(deps) });
    await addEvent(tx, row.id, 'client_says_paid', 'The client says they have paid');
    const who = await photographerOf(tx, row.photographerId);
    if (who)
      await deps.mailer.send(
        {
          to: who.email,
          template: 'invoice-client-says-paid',
          content: clientSaysPaidEmail({
            clientName: row.clientName,
            number: row.number!,
            balance: formatNaira(row.totalKobo - row.paidKobo),
            url: `${deps.publicUrl}/invoicing`,
          }),
          meta: { invoiceId: row.id },
        },
        { db: tx },
      );
  });
}

// ---------------------------------------------------------------- jobs

/** The daily overdue job: sent invoices past their due date (Lagos) become overdue. */
export async function markOverdueInvoices(deps: InvoicingDeps): Promise<number> {
  return withTransaction(deps.db, async (tx) => {
    const rows = await markOverdue(tx, today(deps));
    for (const row of rows)
      await addEvent(tx, row.id, 'overdue', `Due ${formatDate(row.dueDate)}; now overdue`);
    return rows.length;
  });
}

const reminderWhen = (offset: number) =>
  offset < 0
    ? `due in ${-offset} day${offset === -1 ? '' : 's'}`
    : offset === 0
      ? 'due today'
      : `${offset} day${offset === 1 ? '' : 's'} overdue`;

/**
 * The daily reminder job: for each open invoice with reminders on (the photographer's and the
 * invoice's), a reminder on each configured day relative to the due date. The history row's
 * unique key makes a repeated run send each reminder once. Paid and void invoices get none.
 */
export async function sendDueReminders(deps: InvoicingDeps): Promise<number> {
  const day = today(deps);
  const candidates = await openInvoicesDueBetween(deps.db, addDays(day, -90), addDays(day, 60));
  let sent = 0;
  for (const { invoice, settings } of candidates) {
    const remindersOn = settings?.remindersEnabled ?? true;
    const offsets = settings?.reminderOffsets ?? [-3, 0, 7];
    if (!remindersOn || !invoice.token) continue;
    const offset = offsets.find((o) => addDays(invoice.dueDate, o) === day);
    if (offset === undefined) continue;
    const didSend = await withTransaction(deps.db, async (tx) => {
      const locked = await lockInvoice(tx, invoice.photographerId, invoice.id);
      if (!locked || (locked.status !== 'sent' && locked.status !== 'overdue') || !locked.token) return false;
      const when = reminderWhen(offset);
      if (!(await addEvent(tx, invoice.id, 'reminder', `Reminder sent (${when})`, `reminder:${offset}`)))
        return false;
      const who = await photographerOf(tx, locked.photographerId);
      await deps.mailer.send(
        {
          to: locked.clientEmail,
          template: 'invoice-reminder',
          content: invoiceReminderEmail({
            clientName: locked.clientName,
            from: settings?.businessName || who?.name || 'Your photographer',
            number: locked.number!,
            total: formatNaira(locked.totalKobo),
            balance: formatNaira(locked.totalKobo - locked.paidKobo),
            dueDate: formatDate(locked.dueDate),
            url: publicLink(deps, locked.token),
            when,
          }),
          meta: { invoiceId: locked.id, reminder: offset },
        },
        { db: tx },
      );
      await deps.clients.recordEvent(tx, locked.photographerId, {
        clientId: locked.clientId,
        email: locked.clientEmail,
        kind: 'invoice_reminder',
        summary: `Reminder for invoice ${locked.number} (${when})`,
        invoiceId: locked.id,
      });
      return true;
    });
    if (didSend) sent++;
  }
  return sent;
}

// ---------------------------------------------------------------- accountant and admin

const naira = (kobo: number) => (kobo / 100).toFixed(2);

/** Invoices issued and payments received in a date range, one CSV with a section each. */
export async function exportCsv(
  deps: InvoicingDeps,
  photographerId: string,
  from: string,
  to: string,
): Promise<string> {
  const [issued, payments] = await Promise.all([
    invoicesIssuedBetween(deps.db, photographerId, from, to),
    paymentsBetween(deps.db, photographerId, from, to),
  ]);
  const blank: string[] = [];
  return toCsv([
    ['Invoices'],
    [
      'Number',
      'Client',
      'Client email',
      'Issue date',
      'Due date',
      'Status',
      'Subtotal (NGN)',
      'Discount (NGN)',
      'VAT (NGN)',
      'Total (NGN)',
      'Paid (NGN)',
      'Balance (NGN)',
    ],
    ...issued.map((r) => [
      r.number ?? '',
      r.clientName,
      r.clientEmail,
      r.issueDate,
      r.dueDate,
      r.status,
      naira(r.subtotalKobo),
      naira(r.discountKobo),
      naira(r.vatKobo),
      naira(r.totalKobo),
      naira(r.paidKobo),
      naira(r.totalKobo - r.paidKobo),
    ]),
    blank,
    ['Payments'],
    ['Date', 'Invoice', 'Client', 'Method', 'Amount (NGN)', 'Note', 'Reversed', 'Reversal reason'],
    ...payments.map((p) => [
      p.payment.paidOn,
      p.number ?? '',
      p.clientName,
      PAYMENT_METHOD_LABELS[p.payment.method],
      naira(p.payment.amountKobo),
      p.payment.note,
      p.payment.reversedAt ? 'yes' : 'no',
      p.payment.reversalReason ?? '',
    ]),
  ]);
}

/** The admin overview's revenue: every recorded payment not reversed, in kobo. */
export const platformRevenueKobo = (db: Db) => totalRecordedPayments(db);
