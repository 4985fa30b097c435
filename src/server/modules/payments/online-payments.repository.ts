import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { onlinePayments, paymentEvents, paymentRefunds } from '../../db/schema/index.ts';

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

export async function insertOnlinePayment(
  db: Db,
  row: typeof onlinePayments.$inferInsert,
): Promise<OnlinePaymentRow> {
  const [saved] = await db.insert(onlinePayments).values(row).returning();
  return saved!;
}

/** The payment behind a reference, locked until the transaction ends (one settlement at a time). */
export async function lockOnlinePayment(db: Db, reference: string): Promise<OnlinePaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.reference, reference))
    .for('update');
  return row;
}

export async function findOnlinePayment(db: Db, reference: string): Promise<OnlinePaymentRow | undefined> {
  const [row] = await db.select().from(onlinePayments).where(eq(onlinePayments.reference, reference));
  return row;
}

export async function updateOnlinePayment(
  db: Db,
  id: string,
  fields: Partial<Omit<OnlinePaymentRow, 'id' | 'createdAt'>>,
): Promise<OnlinePaymentRow> {
  const [row] = await db
    .update(onlinePayments)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(onlinePayments.id, id))
    .returning();
  return row!;
}

export async function listOnlinePaymentsFor(
  db: Db,
  purpose: string,
  subjectId: string,
): Promise<OnlinePaymentRow[]> {
  return db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.purpose, purpose), eq(onlinePayments.subjectId, subjectId)))
    .orderBy(onlinePayments.createdAt);
}

/** Stores an event unless the same one was stored before; undefined for a duplicate or replay. */
export async function insertEventOnce(
  db: Db,
  row: typeof paymentEvents.$inferInsert,
): Promise<PaymentEventRow | undefined> {
  const [saved] = await db.insert(paymentEvents).values(row).onConflictDoNothing().returning();
  return saved;
}

export async function findEvent(db: Db, id: string): Promise<PaymentEventRow | undefined> {
  const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
  return row;
}

/** Records what an event's work did; `done: false` leaves it to be applied later. */
export async function markEventProcessed(db: Db, id: string, outcome: string, done = true): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ processedAt: done ? sql`now()` : null, outcome })
    .where(eq(paymentEvents.id, id));
}

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

export async function lockOnlinePaymentById(db: Db, id: string): Promise<OnlinePaymentRow | undefined> {
  const [row] = await db.select().from(onlinePayments).where(eq(onlinePayments.id, id)).for('update');
  return row;
}

/** Kobo already refunded or on its way back (failed refunds do not count). */
export async function refundedKobo(db: Db, onlinePaymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amountKobo}), 0)` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.onlinePaymentId, onlinePaymentId), ne(paymentRefunds.status, 'failed')));
  return Number(row?.total ?? 0);
}

export async function insertRefund(
  db: Db,
  row: typeof paymentRefunds.$inferInsert,
): Promise<PaymentRefundRow> {
  const [saved] = await db.insert(paymentRefunds).values(row).returning();
  return saved!;
}

export async function updateRefund(
  db: Db,
  id: string,
  fields: Partial<Omit<PaymentRefundRow, 'id' | 'createdAt'>>,
): Promise<PaymentRefundRow> {
  const [row] = await db.update(paymentRefunds).set(fields).where(eq(paymentRefunds.id, id)).returning();
  return row!;
}

export async function lockRefundByProviderId(
  db: Db,
  providerRefundId: string,
): Promise<PaymentRefundRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.providerRefundId, providerRefundId))
    .for('update');
  return row;
}

export async function findOnlinePaymentById(db: Db, id: string): Promise<OnlinePaymentRow | undefined> {
  const [row] = await db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
  return row;
}

/** Refund events stored before their refund was known here (Paystack can be that fast). */
export async function unprocessedRefundEvents(db: Db, providerRefundId: string): Promise<PaymentEventRow[]> {
  return db
    .select()
    .from(paymentEvents)
    .where(
      and(
        isNull(paymentEvents.processedAt),
        sql`${paymentEvents.event} like 'refund.%'`,
        sql`${paymentEvents.payload} -> 'data' ->> 'id' = ${providerRefundId}`,
      ),
    );
}

/** Payments recorded as succeeded whose payment time falls in a window (reconciliation). */
export async function succeededBetween(db: Db, from: Date, to: Date): Promise<OnlinePaymentRow[]> {
  return db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.status, 'succeeded'),
        sql`${onlinePayments.paidAt} >= ${from.toISOString()}`,
        sql`${onlinePayments.paidAt} <= ${to.toISOString()}`,
      ),
    );
}
