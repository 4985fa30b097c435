import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '../../../shared/accounts.ts';
import { MAX_PORTFOLIO_IMAGES, type PortfolioImage } from '../../../shared/marketplace.ts';
import type { Db } from '../../db/client.ts';
import type { ImageKind } from '../../db/schema/marketplace.ts';
import { withTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { publicDataChanged } from '../../lib/public-cache.ts';
import { IMAGE_VARIANTS, type ImageVariant, processImage } from '../../lib/uploads/images.ts';
import type { Upload } from '../../lib/uploads/multipart.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import { enforceQuota, quotaFor } from '../../lib/uploads/upload-limits.ts';
import { toPortfolioImage } from './directory.service.ts';
import {
  countImages,
  deleteImage,
  findImage,
  findImagesOfKind,
  insertImage,
  sumImageBytes,
  touchListing,
  updateImageCaption,
  withLockedListing,
} from './listing.repository.ts';
import { isPublicUser } from './marketplace.repository.ts';

export interface ListingImageDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

export const IMAGE_NOT_FOUND = 'That image no longer exists.';

/**
 * Storage keys: `portfolio/<userId>/<id>/<size>.webp`, where they always were on disk.
 * Grouping by owner makes "everything of this photographer" one prefix.
 */
const imagePrefix = (userId: string, id: string) => `portfolio/${userId}/${id}`;
export const imageKey = (userId: string, id: string, variant: ImageVariant) =>
  `${imagePrefix(userId, id)}/${variant}.webp`;

/**
 * Adds a portfolio image or replaces the cover. The upload (typed by its bytes) is re-encoded
 * by the shared processImage (WebP sizes, metadata such as GPS stripped); files are written
 * before the row, and removed again if the row cannot be added.
 */
export async function uploadListingImage(
  deps: ListingImageDeps,
  viewer: Viewer,
  kind: ImageKind,
  upload: Upload,
): Promise<PortfolioImage> {
  const userId = viewer.userId;
  const data = upload.data;
  const caption = upload.fields.caption ?? '';
  // Refuse early, before spending time on decoding, when the portfolio or the quota is full.
  if (kind === 'portfolio' && (await countImages(deps.db, userId, 'portfolio')) >= MAX_PORTFOLIO_IMAGES) {
    throw portfolioFull();
  }
  enforceQuota(await sumImageBytes(deps.db, userId), data.length, quotaFor(viewer));
  const image = await processImage(data);
  const id = randomUUID();
  try {
    for (const variant of IMAGE_VARIANTS) {
      await deps.storage.put(imageKey(userId, id, variant), image.variants[variant], {
        contentType: 'image/webp',
      });
    }
  } catch (err) {
    await removeFiles(deps, userId, id);
    throw err;
  }

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
      await publicDataChanged(tx, 'directory');
      return inserted;
    });
    for (const old of replaced) await removeFiles(deps, userId, old);
    return toPortfolioImage(row);
  } catch (err) {
    await deps.storage.deletePrefix(imagePrefix(userId, id)).catch(() => undefined);
    throw err;
  }
}

const portfolioFull = () =>
  conflict(`Your portfolio holds up to ${MAX_PORTFOLIO_IMAGES} images. Remove one to add another.`);

async function removeFiles(deps: ListingImageDeps, userId: string, id: string) {
  await deps.storage
    .deletePrefix(imagePrefix(userId, id))
    .catch((err) => deps.log.warn({ err, id }, 'could not remove listing image files'));
}

/** Another photographer's image id answers 404, exactly like one that never existed. */
export async function removeListingImage(deps: ListingImageDeps, userId: string, id: string): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    if (!(await deleteImage(tx, userId, id))) throw notFound(IMAGE_NOT_FOUND);
    await touchListing(tx, userId);
    await publicDataChanged(tx, 'directory');
  });
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
  const row = await withTransaction(db, async (tx) => {
    const updated = await updateImageCaption(tx, userId, id, caption);
    if (!updated) throw notFound(IMAGE_NOT_FOUND);
    await publicDataChanged(tx, 'directory');
    return updated;
  });
  return toPortfolioImage(row);
}

/**
 * The storage key of an image, if this visitor may see it: anyone once the photographer is
 * listed; before that only the photographer (preparing the listing) and super admins
 * (reviewing). Otherwise undefined, answered as 404 so nothing reveals that the image exists.
 */
export async function locateListingImage(
  deps: Pick<ListingImageDeps, 'db'>,
  id: string,
  variant: ImageVariant,
  viewer: () => Promise<Viewer | null>,
): Promise<{ key: string; isPublic: boolean } | undefined> {
  const row = await findImage(deps.db, id);
  if (!row) return undefined;
  const isPublic = await isPublicUser(deps.db, row.userId);
  if (!isPublic) {
    const who = await viewer();
    if (!who || (who.userId !== row.userId && who.role !== 'super_admin')) return undefined;
  }
  return { key: imageKey(row.userId, row.id, variant), isPublic };
}
