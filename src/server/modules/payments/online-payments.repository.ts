import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { onlinePayments, paymentEvents, paymentRefunds } from '../../db/schema/index.ts';

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

/**
 * Stores an attempt as the open checkout of its purpose, subject and amount; undefined when
 * another one is open already (the unique index decides between requests at the same moment).
 */
export async function insertOpenCheckout(
  db: Db,
  row: Omit<typeof onlinePayments.$inferInsert, 'checkoutOpen'>,
): Promise<OnlinePaymentRow | undefined> {
  const [saved] = await db
    .insert(onlinePayments)
    .values({ ...row, checkoutOpen: true })
    .onConflictDoNothing({
      target: [onlinePayments.purpose, onlinePayments.subjectId, onlinePayments.amountKobo],
      where: sql`${onlinePayments.checkoutOpen}`,
    })
    .returning();
  return saved;
}

/** The open checkout for this amount of this thing, with whether it is younger than `minutes`. */
export async function findOpenCheckout(
  db: Db,
  key: { purpose: string; subjectId: string; amountKobo: number },
  minutes: number,
): Promise<(OnlinePaymentRow & { fresh: boolean }) | undefined> {
  const [row] = await db
    .select({
      payment: onlinePayments,
      fresh: sql<boolean>`${onlinePayments.createdAt} > now() - (${minutes} * interval '1 minute')`,
    })
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.purpose, key.purpose),
        eq(onlinePayments.subjectId, key.subjectId),
        eq(onlinePayments.amountKobo, key.amountKobo),
        eq(onlinePayments.checkoutOpen, true),
      ),
    );
  return row ? { ...row.payment, fresh: Boolean(row.fresh) } : undefined;
}

/** A checkout that is settled or too old stops being the one handed out. */
export async function closeCheckout(db: Db, id: string): Promise<void> {
  await db.update(onlinePayments).set({ checkoutOpen: false }).where(eq(onlinePayments.id, id));
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
  // Settled (paid, failed or flagged): its checkout is no longer the one handed out.
  const settled = fields.status !== undefined && fields.status !== 'initialized';
  const [row] = await db
    .update(onlinePayments)
    .set({ ...fields, ...(settled ? { checkoutOpen: false } : {}), updatedAt: sql`now()` })
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

export interface PaymentListRow extends OnlinePaymentRow {
  refundedKobo: number;
  pendingRefundKobo: number;
}

/** A photographer's online payments in a window, newest first, with what was refunded of each and what is on its way back. */
export async function listPhotographerPayments(
  db: Db,
  photographerId: string,
  from: Date,
  to: Date,
): Promise<PaymentListRow[]> {
  const refundsIn = (status: 'processed' | 'pending') =>
    sql<string>`coalesce((select sum(r.amount_kobo) from payment_refunds r
      where r.online_payment_id = "online_payments"."id" and r.status = ${status}), 0)`;
  const rows = await db
    .select({ payment: onlinePayments, refunded: refundsIn('processed'), pending: refundsIn('pending') })
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.photographerId, photographerId),
        ne(onlinePayments.status, 'initialized'),
        sql`${onlinePayments.createdAt} >= ${from.toISOString()}`,
        sql`${onlinePayments.createdAt} < ${to.toISOString()}`,
      ),
    )
    .orderBy(sql`${onlinePayments.createdAt} desc`)
    .limit(5000);
  return rows.map((r) => ({
    ...r.payment,
    refundedKobo: Number(r.refunded),
    pendingRefundKobo: Number(r.pending),
  }));
}

export interface PlatformFigures {
  volumeKobo: number;
  platformFeesKobo: number;
  succeeded: number;
  failed: number;
  flagged: number;
  refundedKobo: number;
}

/** The whole platform's online payments in a window, for the super admin. */
export async function platformFigures(db: Db, from: Date, to: Date): Promise<PlatformFigures> {
  const [row] = await db
    .select({
      volume: sql<string>`coalesce(sum(${onlinePayments.amountKobo}) filter (where ${onlinePayments.status} = 'succeeded'), 0)`,
      fees: sql<string>`coalesce(sum(${onlinePayments.platformFeeKobo}) filter (where ${onlinePayments.status} = 'succeeded'), 0)`,
      succeeded: sql<string>`count(*) filter (where ${onlinePayments.status} = 'succeeded')`,
      failed: sql<string>`count(*) filter (where ${onlinePayments.status} = 'failed')`,
      flagged: sql<string>`count(*) filter (where ${onlinePayments.status} = 'flagged')`,
    })
    .from(onlinePayments)
    .where(
      and(
        sql`${onlinePayments.createdAt} >= ${from.toISOString()}`,
        sql`${onlinePayments.createdAt} < ${to.toISOString()}`,
      ),
    );
  const [refunds] = await db
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amountKobo}), 0)` })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.status, 'processed'),
        sql`${paymentRefunds.settledAt} >= ${from.toISOString()}`,
        sql`${paymentRefunds.settledAt} < ${to.toISOString()}`,
      ),
    );
  return {
    volumeKobo: Number(row?.volume ?? 0),
    platformFeesKobo: Number(row?.fees ?? 0),
    succeeded: Number(row?.succeeded ?? 0),
    failed: Number(row?.failed ?? 0),
    flagged: Number(row?.flagged ?? 0),
    refundedKobo: Number(refunds?.total ?? 0),
  };
}
