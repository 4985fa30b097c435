import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  GALLERY_MESSAGES,
  GALLERY_QUOTA_BYTES,
  MAX_PHOTOS_PER_GALLERY,
  type Photo,
  UPLOAD_CHUNK_BYTES,
  type UploadStart,
  type UploadStatus,
} from '../../../shared/galleries.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { sanitizeFilename } from '../../lib/uploads/filename.ts';
import { PhotoLocationStripper } from '../../lib/uploads/photo-location.ts';
import { type SniffedKind, sniffType } from '../../lib/uploads/sniff.ts';
import { enforceQuota } from '../../lib/uploads/upload-limits.ts';
import {
  countPhotosIn,
  deletePhotoRow,
  findGallery,
  findPhoto,
  findPhotoByHash,
  findPhotoById,
  insertUpload,
  markChunk,
  type PhotoRow,
  photosStuckIn,
  photosWithoutSmallSize,
  readyPhotosOf,
  setPhotoState,
  storageUsedBy,
} from './galleries.repository.ts';
import { type GalleriesDeps, ownGallery, photoView } from './galleries.service.ts';
import { watermarkOf } from './gallery-watermark.ts';
import { chunkKey, chunkPrefix, originalKey, photoKey, photoPrefix } from './photo-keys.ts';
import { PHOTO_SIZE_NAMES, renderPhoto, SIZE_FILES } from './photo-pipeline.ts';

/** What a gallery takes, typed from the first bytes (decisions 150, 168). */
const GALLERY_PHOTO_KINDS: readonly SniffedKind[] = ['jpeg', 'png', 'heic'];

export const PHOTO_PROCESS_JOB = 'gallery-photo-process';
export const PHOTO_SWEEP_JOB = 'gallery-photo-sweep';
export const PHOTO_SWEEP_CRON = '*/10 * * * *';
/** An upload nobody touched for this long is abandoned: its row and chunks go. */
const ABANDONED_UPLOAD_MS = 24 * 3600_000;

const chunkCountOf = (size: number) => Math.ceil(size / UPLOAD_CHUNK_BYTES);

function status(photo: PhotoRow): UploadStatus {
  return {
    uploadId: photo.id,
    chunkBytes: UPLOAD_CHUNK_BYTES,
    chunkCount: photo.chunkCount,
    received: photo.receivedChunks,
    state: photo.state,
  };
}

/**
 * Starts one file's upload, or resumes it (decision 150): the browser sends the SHA-256 of the
 * whole file first, so the same file again (a second try, a reopened laptop) finds its upload
 * and the chunks already received. A file the gallery already holds is a 409 duplicate.
 */
export async function startUpload(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  input: UploadStart,
): Promise<UploadStatus> {
  await ownGallery(deps.db, photographerId, galleryId);
  const existing = await findPhotoByHash(deps.db, galleryId, input.sha256);
  if (existing) {
    if (existing.state === 'uploading') return status(existing);
    throw conflict(GALLERY_MESSAGES.duplicate);
  }
  if ((await countPhotosIn(deps.db, galleryId)) >= MAX_PHOTOS_PER_GALLERY) {
    throw new HttpError(
      413,
      `A gallery holds up to ${MAX_PHOTOS_PER_GALLERY} photos. Start another gallery.`,
    );
  }
  enforceQuota(await storageUsedBy(deps.db, photographerId), input.sizeBytes, GALLERY_QUOTA_BYTES);
  const row = await insertUpload(deps.db, {
    galleryId,
    photographerId,
    filename: sanitizeFilename(input.filename, 'photo.jpg'),
    contentHash: input.sha256,
    sizeBytes: input.sizeBytes,
    chunkCount: chunkCountOf(input.sizeBytes),
  });
  // Two tabs started the same file at once: the unique index kept one; resume that one.
  const photo = row ?? (await findPhotoByHash(deps.db, galleryId, input.sha256));
  if (!photo) throw conflict(GALLERY_MESSAGES.duplicate);
  if (!row && photo.state !== 'uploading') throw conflict(GALLERY_MESSAGES.duplicate);
  return status(photo);
}

async function ownUpload(deps: GalleriesDeps, photographerId: string, galleryId: string, uploadId: string) {
  await ownGallery(deps.db, photographerId, galleryId);
  const photo = await findPhoto(deps.db, galleryId, uploadId);
  if (!photo) throw notFound(GALLERY_MESSAGES.uploadNotFound);
  return photo;
}

export async function uploadStatus(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  uploadId: string,
): Promise<UploadStatus> {
  return status(await ownUpload(deps, photographerId, galleryId, uploadId));
}

/** Drops an upload the server refuses, with its chunks. */
async function refuse(deps: GalleriesDeps, photo: PhotoRow, error: HttpError): Promise<never> {
  await deletePhotoRow(deps.db, photo.id);
  await deps.storage.deletePrefix(photoPrefix(photo));
  throw error;
}

/**
 * Stores one chunk. Each has its exact expected length (the last one the rest), so a cut
 * request is refused and sent again rather than stored short. The first chunk is typed by its
 * bytes: JPEG, PNG and HEIC (decoded by the job, decision 168).
 */
export async function putChunk(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  uploadId: string,
  index: number,
  body: Buffer,
): Promise<UploadStatus> {
  const photo = await ownUpload(deps, photographerId, galleryId, uploadId);
  if (photo.state !== 'uploading') return status(photo);
  if (index >= photo.chunkCount) throw badRequest('This chunk is past the end of the file');
  const expected = Math.min(UPLOAD_CHUNK_BYTES, photo.sizeBytes - index * UPLOAD_CHUNK_BYTES);
  if (body.length !== expected) {
    throw badRequest(`This part should be ${expected} bytes; ${body.length} arrived. Send it again.`);
  }
  let mime = photo.mime;
  if (index === 0) {
    const type = sniffType(body);
    if (!type || !GALLERY_PHOTO_KINDS.includes(type.kind)) {
      await refuse(deps, photo, new HttpError(415, GALLERY_MESSAGES.unsupported));
    }
    mime = type!.mime;
  }
  await deps.storage.put(chunkKey(photo, index), body, { contentType: 'application/octet-stream' });
  if (index === 0 && mime !== photo.mime) await setPhotoState(deps.db, photo.id, 'uploading', { mime });
  const updated = await markChunk(deps.db, photo.id, index);
  return status(updated ?? photo);
}

/**
 * The chunks in order, as one stream, hashed and counted on the way through (the bytes as
 * uploaded). The photo leaves without its GPS position (decision 157): the header is
 * cleaned, the image data passes byte for byte.
 */
function joinedChunks(
  deps: GalleriesDeps,
  photo: PhotoRow,
  hash: ReturnType<typeof createHash>,
  uploaded: { bytes: number },
): Readable {
  const location = new PhotoLocationStripper();
  return Readable.from(
    (async function* () {
      for (let i = 0; i < photo.chunkCount; i += 1) {
        const part = await deps.storage.get(chunkKey(photo, i));
        if (!part) throw badRequest(GALLERY_MESSAGES.incomplete);
        for await (const bytes of part.body) {
          hash.update(bytes as Buffer);
          uploaded.bytes += (bytes as Buffer).length;
          yield* location.push(bytes as Buffer);
        }
      }
      yield* location.end();
    })(),
  );
}

/**
 * Completes an upload: the chunks become the original, checked against the SHA-256 the
 * browser announced; then the photo is `processing` with its job queued. Calling it again
 * (a lost answer) is harmless. A crash in the middle leaves the photo `uploading` and
 * unlisted: the browser completes it again, or the sweep removes it a day later.
 */
export async function completeUpload(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  uploadId: string,
): Promise<UploadStatus> {
  const photo = await ownUpload(deps, photographerId, galleryId, uploadId);
  if (photo.state !== 'uploading') return status(photo);
  const missing = Array.from({ length: photo.chunkCount }, (_, i) => i).filter(
    (i) => !photo.receivedChunks.includes(i),
  );
  if (missing.length > 0 || !photo.mime) throw badRequest(GALLERY_MESSAGES.incomplete);
  const hash = createHash('sha256');
  const uploaded = { bytes: 0 };
  const key = originalKey(photo);
  const stored = await deps.storage.put(key, joinedChunks(deps, photo, hash, uploaded), {
    contentType: photo.mime,
  });
  if (hash.digest('hex') !== photo.contentHash || uploaded.bytes !== photo.sizeBytes) {
    await refuse(deps, photo, badRequest(GALLERY_MESSAGES.hashMismatch));
  }
  // The content hash stays the uploaded file's (the same file again is a duplicate); the size
  // is the stored original's (a few bytes less without its location), as zips announce it.
  // The photo becomes `processing` with its job, in one transaction (decision 191).
  const processing = await withTransaction(deps.db, async (tx) => {
    const updated = await setPhotoState(tx, photo.id, 'uploading', {
      state: 'processing',
      receivedChunks: [],
      sizeBytes: stored.size,
    });
    if (updated) await deps.jobs.send(PHOTO_PROCESS_JOB, { photoId: photo.id });
    return updated;
  });
  await deps.storage.deletePrefix(chunkPrefix(photo));
  return status(processing ?? photo);
}

async function readAll(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * THE processing job (idempotent): makes the sizes of a `processing` photo, then marks it
 * ready. A file sharp cannot read marks the photo failed (no retry helps it); storage errors
 * throw, so the job is retried. If the photo was deleted meanwhile, its new files go too.
 */
export async function processPhoto(deps: GalleriesDeps, photoId: string, redo = false): Promise<void> {
  const photo = await findPhotoById(deps.db, photoId);
  // `redo`: a ready photo's sizes are made again (a changed watermark); it stays listed meanwhile.
  if (photo?.state !== (redo ? 'ready' : 'processing')) return;
  const gallery = await findGallery(deps.db, photo.galleryId);
  if (!gallery) return;
  const watermark = await watermarkOf(deps, gallery);
  const original = await deps.storage.get(originalKey(photo));
  if (!original) {
    await setPhotoState(deps.db, photo.id, 'processing', {
      state: 'failed',
      error: 'The original is missing',
    });
    return;
  }
  const bytes = await readAll(original.body);
  let rendered: Awaited<ReturnType<typeof renderPhoto>>;
  try {
    rendered = await renderPhoto(bytes, watermark);
  } catch (err) {
    deps.log.warn({ err, photoId }, 'photo could not be processed');
    if (redo) return;
    await setPhotoState(deps.db, photo.id, 'processing', {
      state: 'failed',
      error: 'This photo could not be read. It may be damaged; try exporting it again.',
    });
    return;
  }
  for (const size of PHOTO_SIZE_NAMES) {
    await deps.storage.put(photoKey(photo, size), rendered.sizes[size], {
      contentType: SIZE_FILES[size].contentType,
    });
  }
  // The web size's bytes: what a client downloading web sizes is told before it starts.
  const webBytes = rendered.sizes.web.length;
  if (redo) {
    await setPhotoState(deps.db, photo.id, 'ready', { webBytes });
    return;
  }
  const ready = await setPhotoState(deps.db, photo.id, 'processing', {
    webBytes,
    state: 'ready',
    width: rendered.width,
    height: rendered.height,
    thumbhash: rendered.thumbhash,
    capturedAt: rendered.capturedAt,
  });
  if (!ready && !(await findPhotoById(deps.db, photo.id)))
    await deps.storage.deletePrefix(photoPrefix(photo));
}

/** A changed watermark: every ready photo of the gallery gets its sizes made again, in `tx`. */
export async function requeueForWatermark(deps: GalleriesDeps, tx: Db, galleryId: string): Promise<void> {
  for (const photo of await readyPhotosOf(tx, galleryId)) {
    await deps.jobs.send(PHOTO_PROCESS_JOB, { photoId: photo.id, redo: true });
  }
}

/**
 * Every ten minutes: uploads abandoned for a day (the browser never completed them) are removed
 * with their chunks. A photo's processing job is queued with its state and resumed by the queue
 * after a crash, so nothing else needs sweeping.
 */
export async function sweepPhotos(
  deps: GalleriesDeps,
  now = new Date(),
): Promise<{ removed: number; remade: number }> {
  const abandoned = await photosStuckIn(deps.db, 'uploading', new Date(now.getTime() - ABANDONED_UPLOAD_MS));
  for (const photo of abandoned) {
    await deletePhotoRow(deps.db, photo.id);
    await deps.storage.deletePrefix(photoPrefix(photo));
  }
  // Photos made before the 640 px size: made again, a batch per sweep so uploads keep their turn.
  const older = await photosWithoutSmallSize(deps.db, REMADE_PER_SWEEP);
  for (const photo of older) await deps.jobs.send(PHOTO_PROCESS_JOB, { photoId: photo.id, redo: true });
  return { removed: abandoned.length, remade: older.length };
}

/** Photos sent to be made again per sweep: about a minute of the two image slots. */
const REMADE_PER_SWEEP = 100;

/** Removes one photo (any state) and its files. */
export async function deletePhoto(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  photoId: string,
): Promise<void> {
  await ownGallery(deps.db, photographerId, galleryId);
  const photo = await findPhoto(deps.db, galleryId, photoId);
  if (!photo) throw notFound(GALLERY_MESSAGES.photoNotFound);
  await deletePhotoRow(deps.db, photo.id);
  await deps.storage.deletePrefix(photoPrefix(photo));
}

export async function getPhoto(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  photoId: string,
): Promise<Photo> {
  await ownGallery(deps.db, photographerId, galleryId);
  const photo = await findPhoto(deps.db, galleryId, photoId);
  if (!photo) throw notFound(GALLERY_MESSAGES.photoNotFound);
  return photoView(deps.storage, photo);
}
