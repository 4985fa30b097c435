import { and, asc, count, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DirectorySort, PhotographerCategory } from '../../../shared/marketplace.ts';
import type { Db } from '../../db/client.ts';
import { photographerProfiles, users } from '../../db/schema/accounts.ts';
import {
  type ImageKind,
  marketplaceImages,
  marketplaceListings,
  marketplacePackages,
} from '../../db/schema/marketplace.ts';

/**
 * SQL of the marketplace. The directory joins the accounts tables (users, profiles) because
 * "only approved photographers" must hold inside the query that pages and counts them; no
 * other module's repository is called (decision 040).
 */

export type ListingRow = typeof marketplaceListings.$inferSelect;
export type PackageRow = typeof marketplacePackages.$inferSelect;
export type ImageRow = typeof marketplaceImages.$inferSelect;

/** The one definition of "shown to the public"; every public read goes through it. */
const isPublicPhotographer = and(
  eq(users.role, 'photographer'),
  eq(users.isApproved, true),
  isNull(users.disabledAt),
  isNotNull(photographerProfiles.slug),
  ne(photographerProfiles.businessName, ''),
)!;

/** Lowest package price; int8 arrives as text from the drivers, so the service converts it. */
const startingPrice = sql<
  string | null
>`(select min(${marketplacePackages.priceKobo}) from ${marketplacePackages} where ${marketplacePackages.userId} = ${users.id})`;

/** The cover, or else the first portfolio image, so a card is rarely without a picture. */
const coverImageId = sql<
  string | null
>`(select ${marketplaceImages.id} from ${marketplaceImages} where ${marketplaceImages.userId} = ${users.id} order by case when ${marketplaceImages.kind} = 'cover' then 0 else 1 end, ${marketplaceImages.sortOrder}, ${marketplaceImages.createdAt} limit 1)`;

export interface DirectoryFilter {
  q?: string | undefined;
  category?: PhotographerCategory | undefined;
  city?: string | undefined;
  minPriceKobo?: number | undefined;
  maxPriceKobo?: number | undefined;
}

/** `%`, `_` and `\` typed by a visitor are searched for literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function directoryWhere(filter: DirectoryFilter): SQL {
  const conditions: SQL[] = [isPublicPhotographer];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(
      sql`(${photographerProfiles.businessName} ilike ${pattern} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern})`,
    );
  }
  if (filter.category) conditions.push(sql`${filter.category} = any(${marketplaceListings.categories})`);
  if (filter.city) conditions.push(sql`lower(trim(${photographerProfiles.city})) = lower(${filter.city})`);
  if (filter.minPriceKobo !== undefined) conditions.push(sql`${startingPrice} >= ${filter.minPriceKobo}`);
  if (filter.maxPriceKobo !== undefined) conditions.push(sql`${startingPrice} <= ${filter.maxPriceKobo}`);
  return and(...conditions)!;
}

const ORDER: Record<DirectorySort, SQL[]> = {
  name: [sql`lower(${photographerProfiles.businessName})`],
  'price-asc': [sql`${startingPrice} asc nulls last`, sql`lower(${photographerProfiles.businessName})`],
  'price-desc': [sql`${startingPrice} desc nulls last`, sql`lower(${photographerProfiles.businessName})`],
  newest: [desc(users.createdAt)],
};

export async function listDirectory(
  db: Db,
  filter: DirectoryFilter,
  sort: DirectorySort,
  limit: number,
  offset: number,
) {
  const where = directoryWhere(filter);
  const [rows, totals] = await Promise.all([
    db
      .select({
        userId: users.id,
        slug: photographerProfiles.slug,
        businessName: photographerProfiles.businessName,
        city: photographerProfiles.city,
        categories: marketplaceListings.categories,
        startingPrice,
        coverImageId,
      })
      .from(users)
      .innerJoin(photographerProfiles, eq(photographerProfiles.userId, users.id))
      .leftJoin(marketplaceListings, eq(marketplaceListings.userId, users.id))
      .where(where)
      // The user id breaks ties, so paging never shows a photographer twice or skips one.
      .orderBy(...ORDER[sort], asc(users.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(photographerProfiles, eq(photographerProfiles.userId, users.id))
      .leftJoin(marketplaceListings, eq(marketplaceListings.userId, users.id))
      .where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

/** Distinct cities of listed photographers, spelled as the first photographer there wrote it. */
export async function listDirectoryCities(db: Db): Promise<string[]> {
  const rows = await db
    .select({ city: sql<string>`min(trim(${photographerProfiles.city}))` })
    .from(users)
    .innerJoin(photographerProfiles, eq(photographerProfiles.userId, users.id))
    .where(and(isPublicPhotographer, sql`trim(${photographerProfiles.city}) <> ''`))
    .groupBy(sql`lower(trim(${photographerProfiles.city}))`)
    .orderBy(sql`lower(trim(${photographerProfiles.city}))`);
  return rows.map((r) => r.city);
}

/** A publicly listed photographer by profile address, with what the profile page needs. */
export async function findPublicBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      slug: photographerProfiles.slug,
      businessName: photographerProfiles.businessName,
      city: photographerProfiles.city,
      phone: photographerProfiles.phone,
      bio: photographerProfiles.bio,
      categories: marketplaceListings.categories,
      showPhone: marketplaceListings.showPhone,
      profileUpdatedAt: photographerProfiles.updatedAt,
      listingUpdatedAt: marketplaceListings.updatedAt,
    })
    .from(users)
    .innerJoin(photographerProfiles, eq(photographerProfiles.userId, users.id))
    .leftJoin(marketplaceListings, eq(marketplaceListings.userId, users.id))
    .where(and(isPublicPhotographer, eq(photographerProfiles.slug, slug)));
  return row;
}

/** Every public profile address with its last change, for sitemap.xml. */
export async function listPublicSlugs(db: Db) {
  return db
    .select({
      slug: photographerProfiles.slug,
      profileUpdatedAt: photographerProfiles.updatedAt,
      listingUpdatedAt: marketplaceListings.updatedAt,
    })
    .from(users)
    .innerJoin(photographerProfiles, eq(photographerProfiles.userId, users.id))
    .leftJoin(marketplaceListings, eq(marketplaceListings.userId, users.id))
    .where(isPublicPhotographer)
    .orderBy(asc(photographerProfiles.slug));
}

/** Whether this photographer's listing is public right now. */
export async function isPublicUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(photographerProfiles, eq(photographerProfiles.userId, users.id))
    .where(and(isPublicPhotographer, eq(users.id, userId)));
  return rows.length > 0;
}

// The photographer's own listing.

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
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select 1 from ${marketplaceListings} where ${marketplaceListings.userId} = ${userId} for update`,
    );
    return fn(tx as unknown as Db);
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
