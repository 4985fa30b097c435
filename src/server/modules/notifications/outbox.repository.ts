import { desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/notifications.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;

export async function insertOutboxRow(db: Db, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db.insert(emailOutbox).values(row).returning();
  return inserted!;
}

export async function findOutboxRow(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

export async function updateOutboxRow(
  db: Db,
  id: string,
  change: Partial<Pick<OutboxRow, 'status' | 'error' | 'meta' | 'transport'>>,
): Promise<OutboxRow | undefined> {
  const [row] = await db.update(emailOutbox).set(change).where(eq(emailOutbox.id, id)).returning();
  return row;
}

/** Addresses of the logged emails whose meta has `key` = `value` (e.g. one newsletter issue). */
export async function recipientsWithMeta(db: Db, key: string, value: string): Promise<Set<string>> {
  const rows = await db
    .select({ to: emailOutbox.to })
    .from(emailOutbox)
    .where(sql`${emailOutbox.meta}->>${key} = ${value}`);
  return new Set(rows.map((r) => r.to));
}

export async function listOutbox(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}

export async function countOutbox(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(emailOutbox);
  return row?.n ?? 0;
}

export async function deleteOutboxOlderThan(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(emailOutbox)
    .where(lt(emailOutbox.createdAt, cutoff))
    .returning({ id: emailOutbox.id });
  return deleted.length;
}
