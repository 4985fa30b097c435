import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
type SubscriberChange = Partial<Omit<typeof newsletterSubscribers.$inferInsert, 'id' | 'email'>>;

export async function findByEmail(db: Db, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

export async function findByConfirmTokenHash(db: Db, hash: string): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hash));
  return row;
}

export async function findByUnsubscribeToken(db: Db, token: string): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  return row;
}

/** Inserts a new subscriber; undefined when the address is already there (a concurrent sign-up). */
export async function insertSubscriber(
  db: Db,
  values: typeof newsletterSubscribers.$inferInsert,
): Promise<SubscriberRow | undefined> {
  const [row] = await db.insert(newsletterSubscribers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateSubscriber(db: Db, id: string, change: SubscriberChange) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set(change)
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row;
}

/** Ids of the confirmed subscribers, oldest first (the issue job splits them into batches). */
export async function listConfirmedIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(asc(newsletterSubscribers.createdAt));
  return rows.map((r) => r.id);
}

/** The given subscribers that are still confirmed (some may have left since the issue went). */
export function findConfirmedByIds(db: Db, ids: string[]): Promise<SubscriberRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.status, 'confirmed'), inArray(newsletterSubscribers.id, ids)));
}

export async function countByStatus(db: Db) {
  const rows = await db
    .select({ status: newsletterSubscribers.status, n: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}
