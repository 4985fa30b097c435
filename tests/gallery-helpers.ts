import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { PhotoLocationStripper } from '../src/server/lib/uploads/photo-location.ts';
import type { GalleriesDeps } from '../src/server/modules/galleries/galleries.service.ts';
import { GALLERIES_API, type GallerySettingsInput } from '../src/shared/galleries.ts';
import type { SignedInUser } from './auth-helpers.ts';

/**
 * A real camera-like JPEG: 300×200 pixels stored sideways (EXIF Orientation 6, so it shows
 * 200×300), with a capture time, a time-zone offset and a GPS position in Lagos.
 */
export function cameraJpeg(color = { r: 200, g: 50, b: 50 }, width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Aworan Test Camera' },
      IFD2: { DateTimeOriginal: '2026:05:01 14:03:22', OffsetTimeOriginal: '+02:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 27/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 23/1 0/1',
      },
    })
    .toBuffer();
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export async function createGallery(
  app: FastifyInstance,
  owner: SignedInUser,
  body: Record<string, unknown> = { name: 'Test gallery' },
): Promise<{ id: string; photographerId: string; publicPath: string }> {
  const res = await app.inject({
    method: 'POST',
    url: GALLERIES_API.galleries,
    headers: owner.headers,
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`gallery: ${res.statusCode} ${res.body}`);
  return res.json().gallery;
}

/** Uploads a file the way the browser does: start, every chunk, complete. Returns the upload id. */
export async function uploadPhoto(
  app: FastifyInstance,
  owner: SignedInUser,
  galleryId: string,
  data: Buffer,
  filename = 'photo.jpg',
): Promise<string> {
  const start = await app.inject({
    method: 'POST',
    url: GALLERIES_API.uploads(galleryId),
    headers: owner.headers,
    payload: { filename, sizeBytes: data.length, sha256: sha256(data) },
  });
  if (start.statusCode !== 200) throw new Error(`upload start: ${start.statusCode} ${start.body}`);
  const { uploadId, chunkBytes, chunkCount } = start.json();
  for (let i = 0; i < chunkCount; i += 1) {
    const res = await putChunk(
      app,
      owner,
      galleryId,
      uploadId,
      i,
      data.subarray(i * chunkBytes, (i + 1) * chunkBytes),
    );
    if (res.statusCode !== 200) throw new Error(`chunk ${i}: ${res.statusCode} ${res.body}`);
  }
  const done = await app.inject({
    method: 'POST',
    url: GALLERIES_API.complete(galleryId, uploadId),
    headers: owner.headers,
  });
  if (done.statusCode !== 200) throw new Error(`complete: ${done.statusCode} ${done.body}`);
  return uploadId;
}

export function putChunk(
  app: FastifyInstance,
  owner: SignedInUser,
  galleryId: string,
  uploadId: string,
  index: number,
  bytes: Buffer,
) {
  return app.inject({
    method: 'PUT',
    url: GALLERIES_API.chunk(galleryId, uploadId, index),
    headers: { ...owner.headers, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
}

/** A JPEG's compressed image data: from its first SOS marker to the end (what "never recompressed" keeps). */
export function jpegImageData(jpeg: Buffer): Buffer {
  let at = 2;
  while (at + 4 <= jpeg.length) {
    if (jpeg[at + 1] === 0xda) return jpeg.subarray(at);
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  throw new Error('not a JPEG with image data');
}

/** A gallery's settings as the dialog sends them, before a test changes what it is about. */
export const GALLERY_SETTINGS: GallerySettingsInput = {
  expiresOn: null,
  downloadPolicy: 'open',
  downloadSize: 'original',
  look: 'classic-light',
  watermarkText: '',
  watermarkPosition: 'bottom-right',
  watermarkOpacity: 40,
};

/** Saves the gallery's settings: the defaults above with `change` on top. */
export function saveGallerySettings(
  app: FastifyInstance,
  owner: SignedInUser,
  galleryId: string,
  change: Partial<GallerySettingsInput> = {},
) {
  return app.inject({
    method: 'PUT',
    url: GALLERIES_API.settings(galleryId),
    headers: owner.headers,
    payload: { ...GALLERY_SETTINGS, ...change },
  });
}

/** The galleries services' dependencies from a test app, for calling jobs directly. */
export function galleriesDepsOf(app: FastifyInstance, publicUrl = 'https://aworan.test'): GalleriesDeps {
  return { db: app.db, storage: app.storage, mailer: app.mailer, jobs: app.jobs, log: app.log, publicUrl };
}

/** A file through the upload's GPS stripper, arriving in pieces of `pieceSize` bytes. */
export function throughLocationStripper(bytes: Buffer, pieceSize: number): Buffer {
  const stripper = new PhotoLocationStripper();
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += pieceSize)
    out.push(...stripper.push(bytes.subarray(at, at + pieceSize)));
  out.push(...stripper.end());
  return Buffer.concat(out);
}
