import {
  type DirectoryCard,
  type DirectoryQuery,
  type DirectoryResponse,
  isCategory,
  listingImageUrls,
  type Package,
  type PhotographerCategory,
  type PortfolioImage,
  type PublicProfile,
} from '../../../shared/marketplace.ts';
import { type RatingSummary, ratingSummaryOf } from '../../../shared/reviews-terms.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { cachedRead } from '../../lib/public-cache.ts';
import { chargesVat, whichChargeVat } from '../invoicing/invoicing.service.ts';
import { type ImageRow, listImages, listPackages, type PackageRow } from './listing.repository.ts';
import {
  findPublicBySlug,
  listDirectory,
  listDirectoryCities,
  listPublicSlugs,
  publicSlugOf,
  ratingTotalsOfPhotographer,
} from './marketplace.repository.ts';

type DirectoryQueryInput = DirectoryQuery;

export const PROFILE_NOT_FOUND = 'We could not find that photographer. They may no longer be listed.';

const toKobo = (value: string | number | null): number | null => (value === null ? null : Number(value));
const toCategories = (value: string[] | null): PhotographerCategory[] => (value ?? []).filter(isCategory);

export function toPackage(row: PackageRow): Package {
  return {
    id: row.id,
    name: row.name,
    priceKobo: row.priceKobo,
    description: row.description,
    highlights: row.highlights,
  };
}

export function toPortfolioImage(row: ImageRow): PortfolioImage {
  return {
    id: row.id,
    caption: row.caption,
    width: row.width,
    height: row.height,
    ...listingImageUrls(row.id),
  };
}

/**
 * The directory: approved, enabled photographers with a profile address, filtered and paged.
 * Directory reads are public data, kept until an edit empties them (decision 096).
 */
export function searchDirectory(db: Db, query: DirectoryQueryInput): Promise<DirectoryResponse> {
  const key = `search:${JSON.stringify([query.q, query.category, query.city, query.minPriceKobo, query.maxPriceKobo, query.minRating, query.sort, query.page, query.pageSize])}`;
  return cachedRead(db, 'directory', key, () => loadDirectory(db, query));
}

async function loadDirectory(db: Db, query: DirectoryQueryInput): Promise<DirectoryResponse> {
  const { page, pageSize, sort } = query;
  const { rows, total } = await listDirectory(
    db,
    {
      q: query.q || undefined,
      category: query.category,
      city: query.city || undefined,
      minPriceKobo: query.minPriceKobo,
      maxPriceKobo: query.maxPriceKobo,
      minRating: query.minRating,
    },
    sort,
    pageSize,
    (page - 1) * pageSize,
  );
  // One query for the page's VAT settings, not one per card (decision 290).
  const chargesVatOn = await whichChargeVat(
    db,
    rows.map((r) => r.userId),
  );
  const photographers: DirectoryCard[] = rows.map((r) => ({
    slug: r.slug ?? '',
    businessName: r.businessName,
    city: r.city,
    categories: toCategories(r.categories),
    startingPriceKobo: toKobo(r.startingPrice),
    vatEnabled: chargesVatOn(r.userId),
    cover: r.coverImageId ? listingImageUrls(r.coverImageId) : null,
    ratingAverage: r.ratingAverage === null ? null : Number(r.ratingAverage),
    ratingCount: Number(r.ratingCount ?? 0),
  }));
  return { photographers, total, page, pageSize };
}

export function directoryFilters(db: Db): Promise<{ cities: string[] }> {
  return cachedRead(db, 'directory', 'filters', async () => ({ cities: await listDirectoryCities(db) }));
}

/** A public profile; 404 unless the photographer is approved, enabled and has a slug. */
export function getPublicProfile(db: Db, slug: string): Promise<PublicProfile> {
  return cachedRead(db, 'directory', `profile:${slug}`, () => loadPublicProfile(db, slug));
}

async function loadPublicProfile(db: Db, slug: string): Promise<PublicProfile> {
  const row = await findPublicBySlug(db, slug);
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  const [packages, images] = await Promise.all([listPackages(db, row.userId), listImages(db, row.userId)]);
  const prices = packages.map((p) => p.priceKobo);
  const cover = images.find((i) => i.kind === 'cover');
  return {
    slug: row.slug ?? slug,
    businessName: row.businessName,
    city: row.city,
    bio: row.bio,
    categories: toCategories(row.categories),
    startingPriceKobo: prices.length ? Math.min(...prices) : null,
    vatEnabled: await chargesVat(db, row.userId),
    phone: row.showPhone && row.phone ? row.phone : null,
    cover: cover ? listingImageUrls(cover.id) : null,
    packages: packages.map(toPackage),
    portfolio: images.filter((i) => i.kind === 'portfolio').map(toPortfolioImage),
    memberSince: row.createdAt.toISOString(),
  };
}

const latest = (a: Date, b: Date | null) => (b && b > a ? b : a);

/**
 * Public profile addresses with their last change, for sitemap.xml. The shape is the content
 * module's SitemapEntry, so it plugs into `app.sitemap.addSource()` as it is.
 */
export async function listProfileSitemapEntries(db: Db) {
  const rows = await listPublicSlugs(db);
  return rows
    .filter((r): r is typeof r & { slug: string } => Boolean(r.slug))
    .map((r) => ({
      path: `/photographers/${r.slug}`,
      lastmod: latest(r.profileUpdatedAt, r.listingUpdatedAt),
      changefreq: 'weekly' as const,
      priority: 0.7,
    }));
}

/**
 * Title, description and image of /photographers/{slug} for the HTML the server sends to
 * crawlers and link previews (the content module's PageMetaResolver shape).
 */
export async function resolveProfileMeta(db: Db, path: string) {
  const match = /^\/photographers\/([a-z0-9-]{1,60})$/.exec(path);
  if (!match) return undefined;
  return cachedRead(db, 'directory', `meta:${match[1]}`, () => loadProfileMeta(db, match[1]!));
}

async function loadProfileMeta(db: Db, slug: string) {
  const row = await findPublicBySlug(db, slug);
  if (!row) return undefined;
  const images = await listImages(db, row.userId);
  const cover = images.find((i) => i.kind === 'cover') ?? images[0];
  const where = row.city ? ` in ${row.city}` : '';
  const bio = row.bio.replace(/\s+/g, ' ').trim();
  return {
    title: row.businessName,
    description: bio
      ? bio.length > 155
        ? `${bio.slice(0, 154).trimEnd()}…`
        : bio
      : `${row.businessName}, photographer${where}: portfolio, packages in naira and online booking.`,
    image: cover ? listingImageUrls(cover.id).url : '',
    type: 'profile' as const,
  };
}

/**
 * The listed photographer behind a profile slug (approved, enabled, with a slug), for modules
 * that act on a profile (booking a session); undefined when the profile is not public.
 */
export async function listedPhotographer(
  db: Db,
  slug: string,
): Promise<{ userId: string; businessName: string; slug: string } | undefined> {
  const row = await findPublicBySlug(db, slug);
  return row ? { userId: row.userId, businessName: row.businessName, slug: row.slug ?? slug } : undefined;
}

/** The profile slug of a listed photographer (their booking page is /book/<slug>), if listed. */
export const listedSlugOf = (db: Db, userId: string) => publicSlugOf(db, userId);

/**
 * A photographer's rating: the average and count of their visible reviews, from the totals the
 * reviews table's trigger keeps (decision 265), for the profile's reviews and its preview card.
 */
export async function ratingOfPhotographer(db: Db, userId: string): Promise<RatingSummary> {
  return ratingSummaryOf(await ratingTotalsOfPhotographer(db, userId));
}
