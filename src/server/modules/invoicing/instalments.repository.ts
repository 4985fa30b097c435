import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceInstalments, invoiceSettings, invoices } from '../../db/schema/index.ts';

export type InstalmentRow = typeof invoiceInstalments.$inferSelect;

export async function listInstalments(db: Db, invoiceId: string): Promise<InstalmentRow[]> {
  return db
    .select()
    .from(invoiceInstalments)
    .where(eq(invoiceInstalments.invoiceId, invoiceId))
    .orderBy(asc(invoiceInstalments.position));
}

/** A draft's schedule is replaced whole at each save (an issued invoice's never changes). */
export async function replaceInstalments(
  db: Db,
  invoiceId: string,
  rows: { label: string; amountKobo: number; percentBp: number | null; dueDate: string }[],
): Promise<void> {
  await db.delete(invoiceInstalments).where(eq(invoiceInstalments.invoiceId, invoiceId));
  if (rows.length)
    await db.insert(invoiceInstalments).values(rows.map((r, i) => ({ ...r, invoiceId, position: i + 1 })));
}

export async function setInstalmentPaid(
  db: Db,
  id: string,
  values: { paidKobo: number; paidAt: Date | null },
): Promise<void> {
  await db.update(invoiceInstalments).set(values).where(eq(invoiceInstalments.id, id));
}

/** An issued invoice's schedule changes only here: the last instalment follows a moved session. */
export async function setInstalmentDue(db: Db, id: string, dueDate: string): Promise<void> {
  await db.update(invoiceInstalments).set({ dueDate }).where(eq(invoiceInstalments.id, id));
}

/** Unpaid instalments of open invoices with reminders on, due within [from, to]. */
export async function openInstalmentsDueBetween(db: Db, from: string, to: string) {
  return db
    .select({ instalment: invoiceInstalments, invoice: invoices, settings: invoiceSettings })
    .from(invoiceInstalments)
    .innerJoin(invoices, eq(invoices.id, invoiceInstalments.invoiceId))
    .leftJoin(invoiceSettings, eq(invoiceSettings.photographerId, invoices.photographerId))
    .where(
      and(
        inArray(invoices.status, ['sent', 'overdue']),
        eq(invoices.remindersEnabled, true),
        lt(invoiceInstalments.paidKobo, invoiceInstalments.amountKobo),
        gte(invoiceInstalments.dueDate, from),
        lte(invoiceInstalments.dueDate, to),
      ),
    );
}

/** SQL: the invoice has a payment schedule. */
export const hasSchedule = sql`exists (select 1 from ${invoiceInstalments} where ${invoiceInstalments.invoiceId} = ${invoices.id})`;

/** SQL: an instalment of the invoice is unpaid and past its due date. */
export const instalmentPastDue = (today: string) =>
  sql`exists (select 1 from ${invoiceInstalments} where ${invoiceInstalments.invoiceId} = ${invoices.id} and ${invoiceInstalments.paidKobo} < ${invoiceInstalments.amountKobo} and ${invoiceInstalments.dueDate} < ${today})`;
