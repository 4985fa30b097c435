import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationOutbox } from '../../db/schema/notifications.ts';

export type OutboxRow = typeof notificationOutbox.$inferSelect;
export type NewOutboxRow = typeof notificationOutbox.$inferInsert;

export async function insertOutboxRow(db: Db, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db.insert(notificationOutbox).values(row).returning();
  return inserted!;
}

/**
 * Inserts the row unless one with its dedupe key is already there (the unique index decides,
 * also between concurrent transactions); undefined when it was.
 */
export async function insertOutboxRowOnce(db: Db, row: NewOutboxRow): Promise<OutboxRow | undefined> {
  const [inserted] = await db
    .insert(notificationOutbox)
    .values(row)
    .onConflictDoNothing({ target: notificationOutbox.dedupeKey })
    .returning();
  return inserted;
}

export async function findOutboxRow(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id));
  return row;
}

export async function updateOutboxRow(
  db: Db,
  id: string,
  change: Partial<Pick<OutboxRow, 'status' | 'error' | 'meta' | 'transport' | 'providerMessageId'>>,
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(notificationOutbox)
    .set(change)
    .where(eq(notificationOutbox.id, id))
    .returning();
  return row;
}

/** Addresses of the logged emails whose meta has `key` = `value` (e.g. one newsletter issue). */
export async function recipientsWithMeta(db: Db, key: string, value: string): Promise<Set<string>> {
  const rows = await db
    .select({ to: notificationOutbox.to })
    .from(notificationOutbox)
    .where(sql`${notificationOutbox.meta}->>${key} = ${value}`);
  return new Set(rows.map((r) => r.to));
}

export async function listOutbox(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(notificationOutbox).orderBy(desc(notificationOutbox.createdAt)).limit(limit);
}

export async function countOutbox(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(notificationOutbox);
  return row?.n ?? 0;
}

export async function deleteOutboxOlderThan(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(notificationOutbox)
    .where(lt(notificationOutbox.createdAt, cutoff))
    .returning({ id: notificationOutbox.id });
  return deleted.length;
}

/**
 * One client's notifications on a channel, newest first (the client's timeline reads its
 * emails and texts through here).
 */
export async function listClientOutbox(
  db: Db,
  clientId: string,
  channel: OutboxRow['channel'],
  limit = 100,
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.clientId, clientId), eq(notificationOutbox.channel, channel)))
    .orderBy(desc(notificationOutbox.createdAt))
    .limit(limit);
}

/** Messages waiting to go, per channel (for /metrics). */
export async function outboxBacklog(db: Db): Promise<{ channel: string; queued: number }[]> {
  const rows = await db
    .select({ channel: notificationOutbox.channel, n: sql<number>`count(*)`.mapWith(Number) })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.status, 'queued'))
    .groupBy(notificationOutbox.channel);
  const queued = new Map(rows.map((r) => [r.channel, r.n]));
  // Every channel, a zero included: a scraper's alert needs the series to exist.
  return (['email', 'sms'] as const).map((channel) => ({ channel, queued: queued.get(channel) ?? 0 }));
}
