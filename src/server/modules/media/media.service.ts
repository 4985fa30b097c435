import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type MediaAsset, mediaUrl } from '../../../shared/media.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { findMediaUsages } from '../content/content-usage.service.ts';
import {
  deleteMedia,
  findMedia,
  insertMedia,
  listMedia,
  type MediaRow,
  updateMediaAlt,
} from './media.repository.ts';
import { MEDIA_VARIANTS, type MediaStorage } from './media.storage.ts';
import { processImage } from './media-images.ts';

export interface MediaDeps {
  db: Db;
  storage: MediaStorage;
  log: FastifyBaseLogger;
}

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
export async function uploadAsset(
  deps: MediaDeps,
  file: { data: Buffer; filename: string },
  alt: string,
  userId: string | null,
): Promise<MediaAsset> {
  const image = await processImage(file.data);
  const id = randomUUID();
  try {
    for (const variant of MEDIA_VARIANTS) await deps.storage.write(id, variant, image.variants[variant]);
    const row = await insertMedia(deps.db, {
      id,
      originalName: file.filename.slice(0, 200) || 'image',
      sourceFormat: image.format,
      sizeBytes: file.data.length,
      width: image.width,
      height: image.height,
      alt: alt.slice(0, 300),
      uploadedBy: userId,
    });
    return toAsset(row);
  } catch (err) {
    await deps.storage.remove(id).catch(() => undefined);
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
  await deps.storage.remove(id).catch((err) => deps.log.warn({ err, id }, 'could not remove media files'));
}
