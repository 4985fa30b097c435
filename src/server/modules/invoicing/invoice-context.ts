import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Instalment } from '../../../shared/invoice-schedule.ts';
import { INVOICE_MESSAGES, type Invoice } from '../../../shared/invoicing.ts';
import { lagosDate } from '../../../shared/lagos-time.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import { type ClientLink, clientsModuleLink } from './client-link.ts';
import { readSchedule } from './invoice-schedule.service.ts';
import {
  findInvoiceByToken,
  type InvoiceRow,
  type PaymentRow,
  type SettingsRow,
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
}

/**
 * The dependencies of the invoicing service from the app, for another module that bills its
 * clients (e.g. `createAndSendInvoice(invoicingDeps(app, publicUrl), { … })`).
 */
export function invoicingDeps(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'storage' | 'log'>,
  publicUrl: string,
  extra: Partial<Pick<InvoicingDeps, 'clients' | 'online'>> = {},
): InvoicingDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    storage: app.storage,
    log: app.log,
    publicUrl,
    clients: extra.clients ?? clientsModuleLink,
    ...(extra.online ? { online: extra.online } : {}),
  };
}

/** Today in Lagos, by the server's clock. */
export const today = () => lagosDate(clock.now());
export const iso = (d: Date | null) => d?.toISOString() ?? null;
export const publicLink = (deps: InvoicingDeps, token: string) => `${deps.publicUrl}/i/${token}`;

/** The lines and amounts of an invoice, as every reader shows them (balance = total − paid). */
export function amountsOf(row: InvoiceRow) {
  return {
    items: row.items.map((i) => ({ ...i, lineKobo: i.quantity * i.unitKobo })),
    vatEnabled: row.vatEnabled,
    subtotalKobo: row.subtotalKobo,
    discountKobo: row.discountKobo,
    vatKobo: row.vatKobo,
    totalKobo: row.totalKobo,
    paidKobo: row.paidKobo,
    balanceKobo: row.totalKobo - row.paidKobo,
  };
}

/** The photographer's bank details for a transfer, once both the bank and the account are set. */
export function bankOf(settings: SettingsRow) {
  return settings.bankName && settings.accountNumber
    ? {
        bankName: settings.bankName,
        accountName: settings.accountName,
        accountNumber: settings.accountNumber,
      }
    : null;
}

export function toInvoice(deps: InvoicingDeps, row: InvoiceRow, schedule: Instalment[]): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    clientId: row.clientId,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    clientAddress: row.clientAddress,
    ...amountsOf(row),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    notes: row.notes,
    remindersEnabled: row.remindersEnabled,
    sentAt: iso(row.sentAt),
    viewedAt: iso(row.viewedAt),
    paidAt: iso(row.paidAt),
    clientSaysPaidAt: iso(row.clientSaysPaidAt),
    voidedAt: iso(row.voidedAt),
    voidReason: row.voidReason,
    publicUrl: row.token ? publicLink(deps, row.token) : null,
    createdAt: row.createdAt.toISOString(),
    schedule,
  };
}

/** The invoice with its payment schedule, read in `db` (a transaction sees its own writes). */
export async function invoiceOut(deps: InvoicingDeps, db: Db, row: InvoiceRow): Promise<Invoice> {
  return toInvoice(deps, row, await readSchedule(db, row.id, today()));
}

export function toPayment(p: PaymentRow) {
  return {
    id: p.id,
    amountKobo: p.amountKobo,
    method: p.method,
    paidOn: p.paidOn,
    note: p.note,
    receiptNumber: p.receiptNumber,
    refundedKobo: p.refundedKobo,
    reversedAt: iso(p.reversedAt),
    reversalReason: p.reversalReason,
    createdAt: p.createdAt.toISOString(),
  };
}

/** The invoice behind a link, or 404 for a wrong or revoked token (void invoices lose theirs). */
export async function byToken(db: Db, token: string): Promise<InvoiceRow> {
  const row = token.length >= 20 && token.length <= 100 ? await findInvoiceByToken(db, token) : undefined;
  if (!row || row.status === 'draft' || row.status === 'void') throw notFound(INVOICE_MESSAGES.notFound);
  return row;
}
