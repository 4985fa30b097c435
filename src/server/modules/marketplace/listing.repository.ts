import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type ImageKind,
  marketplaceImages,
  marketplaceListings,
  marketplacePackages,
} from '../../db/schema/marketplace.ts';
import { withTransaction } from '../../db/transaction.ts';

/** SQL of a photographer's own listing: every query is scoped to the owner's user id. */

export type ListingRow = typeof marketplaceListings.$inferSelect;
export type PackageRow = typeof marketplacePackages.$inferSelect;
export type ImageRow = typeof marketplaceImages.$inferSelect;

export async function findListing(db: Db, userId: string): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(marketplaceListings).where(eq(marketplaceListings.userId, userId));
  return row;
}

export async function upsertListing(
  db: Db,
  userId: string,
  values: Partial<Pick<ListingRow, 'categories' | 'showPhone'>>,
): Promise<ListingRow> {
  const [row] = await db
    .insert(marketplaceListings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: marketplaceListings.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** Marks the listing changed (a package or image edit), for the sitemap's lastmod. */
export async function touchListing(db: Db, userId: string): Promise<void> {
  await upsertListing(db, userId, {});
}

/**
 * Runs `fn` with the photographer's listing row locked, so that two uploads or package adds
 * at once cannot both pass a "fewer than the limit" check.
 */
export async function withLockedListing<T>(db: Db, userId: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  await db.insert(marketplaceListings).values({ userId }).onConflictDoNothing();
  return withTransaction(db, async (tx) => {
    await tx.execute(
      sql`select 1 from ${marketplaceListings} where ${marketplaceListings.userId} = ${userId} for update`,
    );
    return fn(tx);
  });
}

export function listPackages(db: Db, userId: string): Promise<PackageRow[]> {
  return db
    .select()
    .from(marketplacePackages)
    .where(eq(marketplacePackages.userId, userId))
    .orderBy(asc(marketplacePackages.sortOrder), asc(marketplacePackages.createdAt));
}

export async function countPackages(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(marketplacePackages)
    .where(eq(marketplacePackages.userId, userId));
  return Number(row?.n ?? 0);
}

export async function insertPackage(
  db: Db,
  values: typeof marketplacePackages.$inferInsert,
): Promise<PackageRow> {
  const [row] = await db.insert(marketplacePackages).values(values).returning();
  return row!;
}

/** Updates a package only if it is this photographer's; undefined otherwise. */
export async function updatePackage(
  db: Db,
  userId: string,
  id: string,
  values: Pick<PackageRow, 'name' | 'priceKobo' | 'description' | 'highlights'>,
): Promise<PackageRow | undefined> {
  const [row] = await db
    .update(marketplacePackages)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(marketplacePackages.id, id), eq(marketplacePackages.userId, userId)))
    .returning();
  return row;
}

export async function deletePackage(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(marketplacePackages)
    .where(and(eq(marketplacePackages.id, id), eq(marketplacePackages.userId, userId)))
    .returning({ id: marketplacePackages.id });
  return rows.length > 0;
}

export function listImages(db: Db, userId: string): Promise<ImageRow[]> {
  return db
    .select()
    .from(marketplaceImages)
    .where(eq(marketplaceImages.userId, userId))
    .orderBy(asc(marketplaceImages.sortOrder), asc(marketplaceImages.createdAt));
}

export async function countImages(db: Db, userId: string, kind: ImageKind): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(marketplaceImages)
    .where(and(eq(marketplaceImages.userId, userId), eq(marketplaceImages.kind, kind)));
  return Number(row?.n ?? 0);
}

/** Bytes of the images this photographer uploaded and keeps, for their storage quota. */
export async function sumImageBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${marketplaceImages.sizeBytes}), 0)` })
    .from(marketplaceImages)
    .where(eq(marketplaceImages.userId, userId));
  return Number(row?.total ?? 0);
}

export async function insertImage(db: Db, values: typeof marketplaceImages.$inferInsert): Promise<ImageRow> {
  const [row] = await db.insert(marketplaceImages).values(values).returning();
  return row!;
}

export async function findImage(db: Db, id: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(marketplaceImages).where(eq(marketplaceImages.id, id));
  return row;
}

export async function findOwnImage(db: Db, userId: string, id: string): Promise<ImageRow | undefined> {
  const [row] = await db
    .select()
    .from(marketplaceImages)
    .where(and(eq(marketplaceImages.id, id), eq(marketplaceImages.userId, userId)));
  return row;
}

export async function findImagesOfKind(db: Db, userId: string, kind: ImageKind): Promise<ImageRow[]> {
  return db
    .select()
    .from(marketplaceImages)
    .where(and(eq(marketplaceImages.userId, userId), eq(marketplaceImages.kind, kind)));
}

export async function updateImageCaption(
  db: Db,
  userId: string,
  id: string,
  caption: string,
): Promise<ImageRow | undefined> {
  const [row] = await db
    .update(marketplaceImages)
    .set({ caption })
    .where(and(eq(marketplaceImages.id, id), eq(marketplaceImages.userId, userId)))
    .returning();
  return row;
}

export async function deleteImage(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(marketplaceImages)
    .where(and(eq(marketplaceImages.id, id), eq(marketplaceImages.userId, userId)))
    .returning({ id: marketplaceImages.id });
  return rows.length > 0;
}
