import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, ne, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceEvents, invoicePayments, invoiceSettings, invoices, users } from '../../db/schema/index.ts';
import { inTab, newestPage, type PageWindow, type TabbedListColumns } from '../../lib/list-page.ts';
import { hasSchedule, instalmentPastDue } from './instalments.repository.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type PaymentRow = typeof invoicePayments.$inferSelect;
export type SettingsRow = typeof invoiceSettings.$inferSelect;
export type EventRow = typeof invoiceEvents.$inferSelect;

// ---- settings and counters ----

export async function findSettings(db: Db, photographerId: string): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(invoiceSettings)
    .where(eq(invoiceSettings.photographerId, photographerId));
  return row;
}

/** The VAT setting of each of these photographers who saved invoice settings. */
export async function vatSettingsOf(db: Db, photographerIds: string[]) {
  if (photographerIds.length === 0) return [];
  return db
    .select({ photographerId: invoiceSettings.photographerId, vatEnabled: invoiceSettings.vatEnabled })
    .from(invoiceSettings)
    .where(inArray(invoiceSettings.photographerId, photographerIds));
}

/** The photographer's settings row, created with the defaults the first time. */
export async function ensureSettings(db: Db, photographerId: string): Promise<SettingsRow> {
  await db.insert(invoiceSettings).values({ photographerId }).onConflictDoNothing();
  return (await findSettings(db, photographerId))!;
}

export async function updateSettings(
  db: Db,
  photographerId: string,
  values: Partial<typeof invoiceSettings.$inferInsert>,
): Promise<SettingsRow> {
  await ensureSettings(db, photographerId);
  const [row] = await db
    .update(invoiceSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoiceSettings.photographerId, photographerId))
    .returning();
  return row!;
}

/**
 * Takes the next invoice or receipt number: one `UPDATE … RETURNING`, which locks the
 * photographer's counter row until the caller's transaction ends. A rolled-back send gives its
 * number back (the increment rolls back with it), so numbers stay gap-free.
 */
export async function takeNextNumber(
  db: Db,
  photographerId: string,
  which: 'invoice' | 'receipt',
): Promise<{ n: number; prefix: string }> {
  await db.insert(invoiceSettings).values({ photographerId }).onConflictDoNothing();
  const column = which === 'invoice' ? invoiceSettings.lastInvoiceNumber : invoiceSettings.lastReceiptNumber;
  const [row] = await db
    .update(invoiceSettings)
    .set(
      which === 'invoice'
        ? { lastInvoiceNumber: sql`${column} + 1` }
        : { lastReceiptNumber: sql`${column} + 1` },
    )
    .where(eq(invoiceSettings.photographerId, photographerId))
    .returning({ n: column, prefix: invoiceSettings.prefix });
  return row!;
}

// ---- invoices ----

export async function insertInvoice(db: Db, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

export async function findInvoice(
  db: Db,
  photographerId: string,
  id: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.photographerId, photographerId)));
  return row;
}

/** The same, locking the row for the rest of the transaction (send, pay, void). */
export async function lockInvoice(
  db: Db,
  photographerId: string,
  id: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.photographerId, photographerId)))
    .for('update');
  return row;
}

export async function findInvoiceByToken(db: Db, token: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.token, token));
  return row;
}

export async function findInvoiceOwner(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ owner: invoices.photographerId }).from(invoices).where(eq(invoices.id, id));
  return row?.owner;
}

export async function updateInvoice(db: Db, id: string, values: Partial<NewInvoice>): Promise<InvoiceRow> {
  const [row] = await db
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoices.id, id))
    .returning();
  return row!;
}

export async function deleteDraft(db: Db, photographerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(invoices)
    .where(
      and(eq(invoices.id, id), eq(invoices.photographerId, photographerId), eq(invoices.status, 'draft')),
    )
    .returning({ id: invoices.id });
  return rows.length > 0;
}

const listColumns: TabbedListColumns = {
  owner: invoices.photographerId,
  status: invoices.status,
  createdAt: invoices.createdAt,
  id: invoices.id,
};

/** One page of the photographer's invoices in some statuses, newest first (counts: statusTotals). */
export async function listInvoicePage(
  db: Db,
  photographerId: string,
  statuses: readonly InvoiceRow['status'][],
  window: PageWindow,
) {
  const query = db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      clientName: invoices.clientName,
      clientEmail: invoices.clientEmail,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      totalKobo: invoices.totalKobo,
      paidKobo: invoices.paidKobo,
    })
    .from(invoices)
    .where(inTab(listColumns, photographerId, statuses));
  return newestPage(query.$dynamic(), listColumns, window);
}

/** Per status: how many invoices and their open balance, in one pass (tab counts and cards). */
export async function statusTotals(db: Db, photographerId: string) {
  const rows = await db
    .select({
      status: invoices.status,
      n: count(),
      balance: sql<string>`coalesce(sum(${invoices.totalKobo} - ${invoices.paidKobo}), 0)`,
    })
    .from(invoices)
    .where(eq(invoices.photographerId, photographerId))
    .groupBy(invoices.status);
  return rows.map((r) => ({ status: r.status, n: Number(r.n), balanceKobo: Number(r.balance) }));
}

/** Recorded (not reversed) payments of one photographer in [from, to). */
export async function paidBetween(db: Db, photographerId: string, from: string, toExclusive: string) {
  const [paid] = await db
    .select({ paid: sql<string>`coalesce(sum(${invoicePayments.amountKobo}), 0)` })
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.photographerId, photographerId),
        isNull(invoicePayments.reversedAt),
        gte(invoicePayments.paidOn, from),
        lt(invoicePayments.paidOn, toExclusive),
      ),
    );
  return Number(paid?.paid ?? 0);
}

/** Issued invoices addressed to this email (for the signed-in customer). */
export async function listInvoicesTo(db: Db, email: string) {
  return db
    .select({ invoice: invoices })
    .from(invoices)
    .where(and(eq(invoices.clientEmail, email), ne(invoices.status, 'draft')))
    .orderBy(desc(invoices.issueDate))
    .limit(500);
}

/** Sent invoices whose due date has passed (Lagos date), for the overdue job. */
export async function markOverdue(db: Db, today: string): Promise<InvoiceRow[]> {
  return (
    db
      .update(invoices)
      .set({ status: 'overdue', updatedAt: new Date() })
      // With a payment schedule, overdue as soon as one instalment is unpaid past its own due date.
      .where(and(eq(invoices.status, 'sent'), or(lt(invoices.dueDate, today), instalmentPastDue(today))))
      .returning()
  );
}

/** Open invoices with reminders on whose due date is within [from, to]. */
export async function openInvoicesDueBetween(db: Db, from: string, to: string) {
  return db
    .select({ invoice: invoices, settings: invoiceSettings })
    .from(invoices)
    .leftJoin(invoiceSettings, eq(invoiceSettings.photographerId, invoices.photographerId))
    .where(
      and(
        inArray(invoices.status, ['sent', 'overdue']),
        eq(invoices.remindersEnabled, true),
        gte(invoices.dueDate, from),
        lte(invoices.dueDate, to),
        // A scheduled invoice is reminded of each instalment instead (openInstalmentsDueBetween).
        not(hasSchedule),
      ),
    );
}

// ---- payments ----

export async function insertPayment(
  db: Db,
  values: typeof invoicePayments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await db.insert(invoicePayments).values(values).returning();
  return row!;
}

export async function listPayments(db: Db, invoiceId: string): Promise<PaymentRow[]> {
  return (
    db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoiceId))
      // Payments written in one transaction share its time: their receipt numbers keep the order.
      .orderBy(
        asc(invoicePayments.createdAt),
        sql`length(${invoicePayments.receiptNumber})`,
        asc(invoicePayments.receiptNumber),
      )
  );
}

export async function findPayment(
  db: Db,
  invoiceId: string,
  paymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, invoiceId)));
  return row;
}

/** Adds what Paystack refunded to the online payment it belongs to (found by its reference). */
export async function addRefundedToPayment(db: Db, invoiceId: string, reference: string, amountKobo: number) {
  await db
    .update(invoicePayments)
    .set({
      refundedKobo: sql`least(${invoicePayments.amountKobo}, ${invoicePayments.refundedKobo} + ${amountKobo})`,
    })
    .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.reference, reference)));
}

/**
 * Reverses a payment: a mistake (`refundedKobo` 0), or money given back by hand, whose part given
 * back is kept on the row so reports show it as received, then refunded (decision 230).
 */
export async function reversePayment(
  db: Db,
  paymentId: string,
  reason: string,
  refundedKobo = 0,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(invoicePayments)
    .set({ reversedAt: new Date(), reversalReason: reason, refundedKobo })
    .where(and(eq(invoicePayments.id, paymentId), isNull(invoicePayments.reversedAt)))
    .returning();
  return row;
}

/** Every recorded (not reversed) payment on the platform: the admin's revenue figure. */
export async function totalRecordedPayments(db: Db): Promise<number> {
  // Each invoice's paid money: its payments not reversed, less what Paystack refunded.
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${invoices.paidKobo}), 0)` })
    .from(invoices);
  return Number(row?.total ?? 0);
}

/** Payments of one photographer in a date range, with their invoice, for the CSV export. */
export async function paymentsBetween(db: Db, photographerId: string, from: string, to: string) {
  return db
    .select({ payment: invoicePayments, number: invoices.number, clientName: invoices.clientName })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(
      and(
        eq(invoicePayments.photographerId, photographerId),
        gte(invoicePayments.paidOn, from),
        lte(invoicePayments.paidOn, to),
      ),
    )
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
}

export async function invoicesIssuedBetween(db: Db, photographerId: string, from: string, to: string) {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.photographerId, photographerId),
        ne(invoices.status, 'draft'),
        gte(invoices.issueDate, from),
        lte(invoices.issueDate, to),
      ),
    )
    .orderBy(asc(invoices.issueDate), asc(invoices.number));
}

// ---- history ----

export async function addEvent(
  db: Db,
  invoiceId: string,
  kind: string,
  detail = '',
  key?: string,
): Promise<boolean> {
  const rows = await db
    .insert(invoiceEvents)
    .values({ invoiceId, kind, detail, key: key ?? null })
    .onConflictDoNothing()
    .returning({ id: invoiceEvents.id });
  return rows.length > 0;
}

export async function listEvents(db: Db, invoiceId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(invoiceEvents)
    .where(eq(invoiceEvents.invoiceId, invoiceId))
    .orderBy(asc(invoiceEvents.createdAt));
}

export async function photographerOf(db: Db, photographerId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, photographerId));
  return row;
}

/** Issued invoices (sent, overdue, paid or void) of a photographer to one client. */
export async function issuedInvoicesFor(db: Db, photographerId: string, clientId: string, email: string) {
  return db
    .select({
      status: invoices.status,
      totalKobo: invoices.totalKobo,
      paidKobo: invoices.paidKobo,
      number: invoices.number,
      token: invoices.token,
      dueDate: invoices.dueDate,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.photographerId, photographerId),
        ne(invoices.status, 'draft'),
        sql`(${invoices.clientId} = ${clientId} or ${invoices.clientEmail} = ${email.toLowerCase()})`,
      ),
    );
}
