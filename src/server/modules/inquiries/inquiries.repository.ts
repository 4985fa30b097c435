import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inquiries } from '../../db/schema/index.ts';

export type InquiryRow = typeof inquiries.$inferSelect;
export type NewInquiry = typeof inquiries.$inferInsert;

export async function insertInquiry(db: Db, values: NewInquiry): Promise<InquiryRow> {
  const [row] = await db.insert(inquiries).values(values).returning();
  return row!;
}

export type InboxFolder = 'inbox' | 'archived';

export async function listInquiries(
  db: Db,
  folder: InboxFolder,
  kind: 'contact' | 'demo' | undefined,
  limit: number,
  offset: number,
) {
  const filters: SQL[] = [
    folder === 'archived' ? isNotNull(inquiries.archivedAt) : isNull(inquiries.archivedAt),
  ];
  if (kind) filters.push(eq(inquiries.kind, kind));
  const where = and(...filters);
  const [rows, [total], [unread]] = await Promise.all([
    db.select().from(inquiries).where(where).orderBy(desc(inquiries.createdAt)).limit(limit).offset(offset),
    db.select({ n: count() }).from(inquiries).where(where),
    db
      .select({ n: count() })
      .from(inquiries)
      .where(and(isNull(inquiries.archivedAt), isNull(inquiries.readAt))),
  ]);
  return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
}

export async function updateInquiryState(
  db: Db,
  id: string,
  state: { readAt?: Date | null; archivedAt?: Date | null },
): Promise<InquiryRow | undefined> {
  const [row] = await db.update(inquiries).set(state).where(eq(inquiries.id, id)).returning();
  return row;
}

export async function deleteInquiry(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
  return rows.length > 0;
}
