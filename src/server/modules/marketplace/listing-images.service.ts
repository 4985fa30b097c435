import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '../../../shared/accounts.ts';
import { MAX_PORTFOLIO_IMAGES, type PortfolioImage } from '../../../shared/marketplace.ts';
import type { Db } from '../../db/client.ts';
import type { ImageKind } from '../../db/schema/marketplace.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { MEDIA_VARIANTS, type MediaVariant } from '../media/media.storage.ts';
import { processImage } from '../media/media-images.ts';
import { toPortfolioImage } from './directory.service.ts';
import {
  countImages,
  deleteImage,
  findImage,
  findImagesOfKind,
  insertImage,
  touchListing,
  updateImageCaption,
  withLockedListing,
} from './listing.repository.ts';
import type { ListingImageStorage } from './listing-image.storage.ts';
import { isPublicUser } from './marketplace.repository.ts';

export interface ListingImageDeps {
  db: Db;
  storage: ListingImageStorage;
  log: FastifyBaseLogger;
}

export const IMAGE_NOT_FOUND = 'That image no longer exists.';

/**
 * Adds a portfolio image or replaces the cover. The upload is checked and re-encoded by the
 * media module's processImage (WebP sizes, metadata such as GPS stripped); files are written
 * before the row, and removed again if the row cannot be added.
 */
export async function uploadListingImage(
  deps: ListingImageDeps,
  userId: string,
  kind: ImageKind,
  data: Buffer,
  caption: string,
): Promise<PortfolioImage> {
  // Refuse early, before spending time on decoding, when the portfolio is already full.
  if (kind === 'portfolio' && (await countImages(deps.db, userId, 'portfolio')) >= MAX_PORTFOLIO_IMAGES) {
    throw portfolioFull();
  }
  const image = await processImage(data);
  const id = randomUUID();
  for (const variant of MEDIA_VARIANTS)
    await deps.storage.write(userId, id, variant, image.variants[variant]);

  let replaced: string[] = [];
  try {
    const row = await withLockedListing(deps.db, userId, async (tx) => {
      if (kind === 'portfolio' && (await countImages(tx, userId, 'portfolio')) >= MAX_PORTFOLIO_IMAGES) {
        throw portfolioFull();
      }
      if (kind === 'cover') {
        // One cover at a time: the new one replaces the old.
        const old = await findImagesOfKind(tx, userId, 'cover');
        for (const o of old) await deleteImage(tx, userId, o.id);
        replaced = old.map((o) => o.id);
      }
      const sortOrder = kind === 'portfolio' ? await countImages(tx, userId, 'portfolio') : 0;
      const inserted = await insertImage(tx, {
        id,
        userId,
        kind,
        caption: caption.slice(0, 200),
        width: image.width,
        height: image.height,
        sizeBytes: data.length,
        sortOrder,
      });
      await touchListing(tx, userId);
      return inserted;
    });
    for (const old of replaced) await removeFiles(deps, userId, old);
    return toPortfolioImage(row);
  } catch (err) {
    await deps.storage.remove(userId, id).catch(() => undefined);
    throw err;
  }
}

const portfolioFull = () =>
  conflict(`Your portfolio holds up to ${MAX_PORTFOLIO_IMAGES} images. Remove one to add another.`);

async function removeFiles(deps: ListingImageDeps, userId: string, id: string) {
  await deps.storage
    .remove(userId, id)
    .catch((err) => deps.log.warn({ err, id }, 'could not remove listing image files'));
}

/** Another photographer's image id answers 404, exactly like one that never existed. */
export async function removeListingImage(deps: ListingImageDeps, userId: string, id: string): Promise<void> {
  if (!(await deleteImage(deps.db, userId, id))) throw notFound(IMAGE_NOT_FOUND);
  await touchListing(deps.db, userId);
  await removeFiles(deps, userId, id);
}

export async function removeCover(deps: ListingImageDeps, userId: string): Promise<void> {
  const covers = await findImagesOfKind(deps.db, userId, 'cover');
  if (covers.length === 0) throw notFound('You have no cover image to remove.');
  for (const cover of covers) await removeListingImage(deps, userId, cover.id);
}

export async function setImageCaption(
  db: Db,
  userId: string,
  id: string,
  caption: string,
): Promise<PortfolioImage> {
  const row = await updateImageCaption(db, userId, id, caption);
  if (!row) throw notFound(IMAGE_NOT_FOUND);
  return toPortfolioImage(row);
}

/**
 * The file of an image, if this visitor may see it: anyone once the photographer is listed;
 * before that only the photographer (preparing the listing) and super admins (reviewing).
 * Otherwise undefined, answered as 404 so nothing reveals that the image exists.
 */
export async function locateListingImage(
  deps: ListingImageDeps,
  id: string,
  variant: MediaVariant,
  viewer: () => Promise<Viewer | null>,
): Promise<{ path: string; isPublic: boolean } | undefined> {
  const row = await findImage(deps.db, id);
  if (!row) return undefined;
  const isPublic = await isPublicUser(deps.db, row.userId);
  if (!isPublic) {
    const who = await viewer();
    if (!who || (who.userId !== row.userId && who.role !== 'super_admin')) return undefined;
  }
  const path = deps.storage.locate(row.userId, row.id, variant);
  return path ? { path, isPublic } : undefined;
}
