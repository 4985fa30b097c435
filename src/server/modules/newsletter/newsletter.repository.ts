import { asc, count, eq } from 'drizzle-orm';
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

export function listConfirmed(db: Db): Promise<SubscriberRow[]> {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(asc(newsletterSubscribers.createdAt));
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
