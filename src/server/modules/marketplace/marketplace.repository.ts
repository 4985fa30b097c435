import { and, arrayContains, asc, count, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DirectorySort, PhotographerCategory } from '../../../shared/marketplace.ts';
import type { Db } from '../../db/client.ts';
import { photographerProfiles, users } from '../../db/schema/accounts.ts';
import { marketplaceImages, marketplaceListings, marketplacePackages } from '../../db/schema/marketplace.ts';
import { photographerRatings } from '../../db/schema/reviews.ts';

/**
 * SQL of the marketplace. The directory joins the accounts tables (users, profiles) because
 * "only approved photographers" must hold inside the query that pages and counts them; no
 * other module's repository is called (decision 040).
 */

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

/**
 * The average of a photographer's visible reviews, from the totals the reviews table's trigger
 * keeps in schema `derived` (decision 265): a derived figure the directory reads like the
 * accounts tables, to sort and filter inside the query that pages.
 */
const ratingAverage = sql<
  string | null
>`(select round(${photographerRatings.total}::numeric / nullif(${photographerRatings.n}, 0), 1) from ${photographerRatings} where ${photographerRatings.photographerId} = ${users.id})`;
const ratingCount = sql<
  number | null
>`(select ${photographerRatings.n} from ${photographerRatings} where ${photographerRatings.photographerId} = ${users.id})`;

export interface DirectoryFilter {
  q?: string | undefined;
  category?: PhotographerCategory | undefined;
  city?: string | undefined;
  minPriceKobo?: number | undefined;
  maxPriceKobo?: number | undefined;
  minRating?: number | undefined;
}

/** `%`, `_` and `\` typed by a visitor are searched for literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function directoryWhere(filter: DirectoryFilter): SQL {
  const conditions: SQL[] = [isPublicPhotographer];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    // Only what the public profile shows is searched: the personal names on the account are
    // private and must not be discoverable (a search for a surname would reveal who runs a studio).
    // Categories match by their value or their label ("real-estate", "Real Estate").
    conditions.push(
      sql`(${photographerProfiles.businessName} ilike ${pattern} or ${photographerProfiles.city} ilike ${pattern} or ${photographerProfiles.bio} ilike ${pattern} or exists (select 1 from unnest(${marketplaceListings.categories}) as c(v) where c.v ilike ${pattern} or replace(c.v, '-', ' ') ilike ${pattern}))`,
    );
  }
  // Written as containment, so the categories' GIN index answers it (decision 290).
  if (filter.category) conditions.push(arrayContains(marketplaceListings.categories, [filter.category]));
  if (filter.city) conditions.push(sql`lower(trim(${photographerProfiles.city})) = lower(${filter.city})`);
  if (filter.minPriceKobo !== undefined) conditions.push(sql`${startingPrice} >= ${filter.minPriceKobo}`);
  if (filter.maxPriceKobo !== undefined) conditions.push(sql`${startingPrice} <= ${filter.maxPriceKobo}`);
  if (filter.minRating !== undefined) conditions.push(sql`${ratingAverage} >= ${filter.minRating}`);
  return and(...conditions)!;
}

const ORDER: Record<DirectorySort, SQL[]> = {
  name: [sql`lower(${photographerProfiles.businessName})`],
  // The best average first; among equals, more reviews first.
  rating: [
    sql`${ratingAverage} desc nulls last`,
    sql`${ratingCount} desc nulls last`,
    sql`lower(${photographerProfiles.businessName})`,
  ],
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
        ratingAverage,
        ratingCount,
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

/** Distinct cities of listed photographers, in title case whatever the collation or typing. */
export async function listDirectoryCities(db: Db): Promise<string[]> {
  const rows = await db
    .select({ city: sql<string>`initcap(min(trim(${photographerProfiles.city})))` })
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

/** The public profile slug of a photographer, when their profile is listed. */
export async function publicSlugOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: photographerProfiles.slug })
    .from(users)
    .innerJoin(photographerProfiles, eq(photographerProfiles.userId, users.id))
    .leftJoin(marketplaceListings, eq(marketplaceListings.userId, users.id))
    .where(and(isPublicPhotographer, eq(users.id, userId)));
  return row?.slug ?? undefined;
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

/** The count and sum of a photographer's visible reviews (decision 265's totals; none: zeros). */
export async function ratingTotalsOfPhotographer(db: Db, userId: string) {
  const [row] = await db
    .select({ n: photographerRatings.n, total: photographerRatings.total })
    .from(photographerRatings)
    .where(eq(photographerRatings.photographerId, userId));
  return row ?? { n: 0, total: 0 };
}
