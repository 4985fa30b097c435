import type { Viewer } from '../../../shared/accounts.ts';
import {
  isCategory,
  type ListingDetailsInput,
  type ListingGap,
  MAX_PACKAGES,
  type MyListing,
  type Package,
  type PackageInput,
  PHOTOGRAPHER_CATEGORIES,
} from '../../../shared/marketplace.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { publicDataChanged } from '../../lib/public-cache.ts';
import { getProfile, updateProfile } from '../accounts/accounts.service.ts';
import { toPackage, toPortfolioImage } from './directory.service.ts';
import {
  countPackages,
  deletePackage,
  findListing,
  insertPackage,
  listImages,
  listPackages,
  touchListing,
  updatePackage,
  upsertListing,
  withLockedListing,
} from './listing.repository.ts';
import { isPublicUser } from './marketplace.repository.ts';

export const PACKAGE_NOT_FOUND = 'That package no longer exists.';

/** Everything the listing editor shows, and what still keeps the listing out of the directory. */
export async function getMyListing(db: Db, viewer: Viewer, publicUrl: string): Promise<MyListing> {
  const userId = viewer.userId;
  const [profile, listing, packages, images, isPublic] = await Promise.all([
    getProfile(db, userId),
    findListing(db, userId),
    listPackages(db, userId),
    listImages(db, userId),
    isPublicUser(db, userId),
  ]);
  const gaps: ListingGap[] = [];
  if (!viewer.isApproved) gaps.push('approval');
  if (!profile.businessName) gaps.push('businessName');
  if (!profile.slug) gaps.push('slug');
  const cover = images.find((i) => i.kind === 'cover');
  const prices = packages.map((p) => p.priceKobo);
  return {
    details: {
      ...profile,
      categories: (listing?.categories ?? []).filter(isCategory),
      showPhone: listing?.showPhone ?? false,
    },
    packages: packages.map(toPackage),
    portfolio: images.filter((i) => i.kind === 'portfolio').map(toPortfolioImage),
    cover: cover ? toPortfolioImage(cover) : null,
    startingPriceKobo: prices.length ? Math.min(...prices) : null,
    isPublic,
    gaps,
    profileBaseUrl: `${publicUrl.replace(/\/+$/, '')}/photographers/`,
  };
}

/**
 * Saves the public details: the profile fields through the accounts service (which owns them
 * and checks the slug is free), then the marketplace's own fields.
 */
export async function saveListingDetails(
  db: Db,
  viewer: Viewer,
  input: ListingDetailsInput,
  publicUrl: string,
): Promise<MyListing> {
  const { categories, showPhone, ...profile } = input;
  // Stored in the fixed order of the category list, without repeats.
  const chosen = PHOTOGRAPHER_CATEGORIES.filter((c) => categories.includes(c));
  await withTransaction(db, async (tx) => {
    await upsertListing(tx, viewer.userId, { categories: chosen, showPhone });
    // Last: it ends with the public data version bump (public-cache.ts: version row last).
    await updateProfile(tx, viewer.userId, profile);
  });
  return getMyListing(db, viewer, publicUrl);
}

const packageValues = (input: PackageInput) => ({
  name: input.name,
  priceKobo: input.priceKobo,
  description: input.description,
  highlights: input.highlights.filter((h) => h.length > 0),
});

export async function addPackage(db: Db, userId: string, input: PackageInput): Promise<Package> {
  const row = await withLockedListing(db, userId, async (tx) => {
    const existing = await countPackages(tx, userId);
    if (existing >= MAX_PACKAGES) {
      throw conflict(`You can offer up to ${MAX_PACKAGES} packages. Remove one to add another.`);
    }
    const inserted = await insertPackage(tx, { userId, ...packageValues(input), sortOrder: existing });
    await touchListing(tx, userId);
    await publicDataChanged(tx, 'directory');
    return inserted;
  });
  return toPackage(row);
}

/** Another photographer's package id answers 404, exactly like one that never existed. */
export async function editPackage(db: Db, userId: string, id: string, input: PackageInput): Promise<Package> {
  const row = await withTransaction(db, async (tx) => {
    const updated = await updatePackage(tx, userId, id, packageValues(input));
    if (!updated) throw notFound(PACKAGE_NOT_FOUND);
    await touchListing(tx, userId);
    await publicDataChanged(tx, 'directory');
    return updated;
  });
  return toPackage(row);
}

export async function removePackage(db: Db, userId: string, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    if (!(await deletePackage(tx, userId, id))) throw notFound(PACKAGE_NOT_FOUND);
    await touchListing(tx, userId);
    await publicDataChanged(tx, 'directory');
  });
}
