import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaAssets } from '../../db/schema/index.ts';

export type MediaRow = typeof mediaAssets.$inferSelect;

export function listMedia(db: Db): Promise<MediaRow[]> {
  return db.select().from(mediaAssets).orderBy(desc(mediaAssets.createdAt));
}

export async function insertMedia(db: Db, values: typeof mediaAssets.$inferInsert): Promise<MediaRow> {
  const [row] = await db.insert(mediaAssets).values(values).returning();
  return row!;
}

export async function findMedia(db: Db, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
  return row;
}

export async function updateMediaAlt(db: Db, id: string, alt: string): Promise<MediaRow | undefined> {
  const [row] = await db.update(mediaAssets).set({ alt }).where(eq(mediaAssets.id, id)).returning();
  return row;
}

export async function deleteMedia(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(mediaAssets).where(eq(mediaAssets.id, id)).returning({ id: mediaAssets.id });
  return rows.length > 0;
}

/** Bytes of the images this account uploaded and still keeps, for its storage quota. */
export async function sumMediaBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${mediaAssets.sizeBytes}), 0)` })
    .from(mediaAssets)
    .where(eq(mediaAssets.uploadedBy, userId));
  return Number(row?.total ?? 0);
}
