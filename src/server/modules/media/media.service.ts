import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '../../../shared/accounts.ts';
import { type MediaAsset, mediaUrl } from '../../../shared/media.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { IMAGE_VARIANTS, type ImageVariant, processImage } from '../../lib/uploads/images.ts';
import type { Upload } from '../../lib/uploads/multipart.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import { enforceQuota, quotaFor } from '../../lib/uploads/upload-limits.ts';
import { findMediaUsages } from '../content/content-usage.service.ts';
import {
  deleteMedia,
  findMedia,
  insertMedia,
  listMedia,
  type MediaRow,
  sumMediaBytes,
  updateMediaAlt,
} from './media.repository.ts';

export interface MediaDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** Storage keys of the media library: `media/<id>/<size>.webp`, where they always were on disk. */
const mediaPrefix = (id: string) => `media/${id}`;
export const mediaKey = (id: string, variant: ImageVariant) => `${mediaPrefix(id)}/${variant}.webp`;

export function toAsset(row: MediaRow): MediaAsset {
  return {
    id: row.id,
    originalName: row.originalName,
    sourceFormat: row.sourceFormat,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    alt: row.alt,
    url: mediaUrl(row.id, 'full'),
    mediumUrl: mediaUrl(row.id, 'medium'),
    thumbUrl: mediaUrl(row.id, 'thumb'),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAssets(db: Db): Promise<MediaAsset[]> {
  return (await listMedia(db)).map(toAsset);
}

/** Stores the files first, then the row: a crash in between leaves a stray folder, never a broken image. */
export async function uploadAsset(deps: MediaDeps, upload: Upload, viewer: Viewer): Promise<MediaAsset> {
  enforceQuota(await sumMediaBytes(deps.db, viewer.userId), upload.data.length, quotaFor(viewer));
  const image = await processImage(upload.data);
  const id = randomUUID();
  try {
    for (const variant of IMAGE_VARIANTS) {
      await deps.storage.put(mediaKey(id, variant), image.variants[variant], { contentType: 'image/webp' });
    }
    const row = await insertMedia(deps.db, {
      id,
      originalName: upload.filename.slice(0, 200),
      sourceFormat: image.format,
      sizeBytes: upload.data.length,
      width: image.width,
      height: image.height,
      alt: (upload.fields.alt ?? '').slice(0, 300),
      uploadedBy: viewer.userId,
    });
    return toAsset(row);
  } catch (err) {
    await deps.storage.deletePrefix(mediaPrefix(id)).catch(() => undefined);
    throw err;
  }
}

export async function setAlt(db: Db, id: string, alt: string): Promise<MediaAsset> {
  const row = await updateMediaAlt(db, id, alt);
  if (!row) throw notFound('This image no longer exists.');
  return toAsset(row);
}

/** An image still shown on the site is not deleted: the admin is told where it is used. */
export async function removeAsset(deps: MediaDeps, id: string): Promise<void> {
  if (!(await findMedia(deps.db, id))) throw notFound('This image no longer exists.');
  const usages = await findMediaUsages(deps.db, id);
  if (usages.length > 0) {
    throw conflict(`This image is used on: ${usages.join(', ')}. Choose another image there first.`);
  }
  await deleteMedia(deps.db, id);
  await deps.storage
    .deletePrefix(mediaPrefix(id))
    .catch((err) => deps.log.warn({ err, id }, 'could not remove media files'));
}
