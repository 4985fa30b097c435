import { desc, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/notifications.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;

export async function insertOutboxRow(db: Db, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db.insert(emailOutbox).values(row).returning();
  return inserted!;
}

export async function listOutbox(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}

export async function deleteOutboxOlderThan(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(emailOutbox)
    .where(lt(emailOutbox.createdAt, cutoff))
    .returning({ id: emailOutbox.id });
  return deleted.length;
}
