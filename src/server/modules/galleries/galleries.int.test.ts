import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { thumbHashToRGBA } from 'thumbhash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import {
  cameraJpeg,
  createGallery,
  jpegImageData,
  putChunk,
  sha256,
  uploadPhoto,
} from '../../../../tests/gallery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { GALLERIES_API, GALLERY_MESSAGES, UPLOAD_CHUNK_BYTES } from '../../../shared/galleries.ts';
import { galleryPhotos } from '../../db/schema/galleries.ts';
import { originalKey, photoKey } from './photo-keys.ts';
import { sweepPhotos } from './uploads.service.ts';

describe('galleries', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let other: SignedInUser;
  let client: SignedInUser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-galleries-'));
    t = await createTestApp({ dataDir });
    ade = await signInAs(t.app, 'approvedPhotographer', { firstName: 'Ade', lastName: 'Lens' });
    other = await signInAs(t.app, 'approvedPhotographer');
    client = await signInAs(t.app, 'customer');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (who: SignedInUser, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const fetchSigned = (url: string) => t.app.inject({ method: 'GET', url });

  it('creates, lists, edits and deletes a gallery; others get 404; customers see only shared ones', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: GALLERIES_API.galleries,
      headers: ade.headers,
      payload: {
        name: '  Bisi & Tunde ',
        description: 'Wedding at Eko Hotel',
        clientEmail: client.email.toUpperCase(),
      },
    });
    expect(created.statusCode).toBe(201);
    const gallery = created.json().gallery;
    expect(gallery).toMatchObject({
      name: 'Bisi & Tunde',
      description: 'Wedding at Eko Hotel',
      clientEmail: client.email,
      imageCount: 0,
      coverImage: null,
      shared: false,
      publicPath: `/gallery/${ade.id}/${gallery.id}`,
    });
    expect(gallery.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const empty = await t.app.inject({
      method: 'POST',
      url: GALLERIES_API.galleries,
      headers: ade.headers,
      payload: { name: ' ', clientEmail: 'not-an-email' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ name: GALLERY_MESSAGES.nameRequired });

    expect(
      (await get(ade, GALLERIES_API.galleries)).json().galleries.map((g: { id: string }) => g.id),
    ).toEqual([gallery.id]);
    expect((await get(other, GALLERIES_API.galleries)).json().galleries).toEqual([]);
    expect((await get(other, GALLERIES_API.gallery(gallery.id))).statusCode).toBe(404);
    expect((await get(client, GALLERIES_API.gallery(gallery.id))).statusCode).toBe(403);
    // Private until shared.
    expect((await get(client, GALLERIES_API.galleries)).json().galleries).toEqual([]);

    const shared = await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.gallery(gallery.id)}/share`,
      headers: ade.headers,
    });
    expect(shared.json().gallery.shared).toBe(true);
    const invitation = (await emailsTo(t.app, client.email))[0];
    expect(invitation?.template).toBe('gallery-invitation');
    expect(invitation?.subject).toContain('Ade Lens shared a gallery with you');
    expect(invitation?.text).toContain(`/gallery/${ade.id}/${gallery.id}`);
    const seen = (await get(client, GALLERIES_API.galleries)).json().galleries;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id: gallery.id, photographerName: 'Ade Lens' });

    const edited = await t.app.inject({
      method: 'PUT',
      url: GALLERIES_API.gallery(gallery.id),
      headers: ade.headers,
      payload: { name: 'Bisi & Tunde: the wedding', description: '', clientEmail: '' },
    });
    expect(edited.json().gallery).toMatchObject({ name: 'Bisi & Tunde: the wedding', clientEmail: '' });
    expect((await get(client, GALLERIES_API.galleries)).json().galleries).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: GALLERIES_API.gallery(gallery.id),
          headers: other.headers,
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(404);

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: GALLERIES_API.gallery(gallery.id),
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: GALLERIES_API.gallery(gallery.id), headers: ade.headers }))
        .statusCode,
    ).toBe(204);
    expect((await get(ade, GALLERIES_API.gallery(gallery.id))).statusCode).toBe(404);
  });

  it('processes a camera JPEG: oriented, sizes made, GPS and EXIF gone from every served size, capture time kept', async () => {
    const gallery = await createGallery(t.app, ade);
    const original = await cameraJpeg();
    const photoId = await uploadPhoto(t.app, ade, gallery.id, original, 'IMG_0001.JPG');

    const detail = (await get(ade, GALLERIES_API.gallery(gallery.id))).json().gallery;
    expect(detail.imageCount).toBe(1);
    expect(detail.pending).toBe(0);
    const [photo] = detail.photos;
    // Stored sideways, shown upright.
    expect(photo).toMatchObject({
      id: photoId,
      filename: 'IMG_0001.JPG',
      state: 'ready',
      width: 200,
      height: 300,
    });
    expect(detail.coverImage).toBeTruthy();
    const hash = Buffer.from(photo.thumbhash, 'base64');
    const placeholder = thumbHashToRGBA(hash);
    expect(placeholder.h).toBeGreaterThan(placeholder.w);

    // The original is never recompressed: the image data is the camera's byte for byte, and
    // only its GPS position is gone (decision 157); the rest of its EXIF stays.
    const [row] = await t.app.db.select().from(galleryPhotos);
    const stored = await t.app.storage.get(originalKey(row!));
    const bytes = Buffer.concat(await stored!.body.toArray());
    expect(await exifr.gps(original)).toBeTruthy();
    expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
    expect(jpegImageData(bytes).equals(jpegImageData(original))).toBe(true);
    expect(await exifr.parse(bytes, { translateValues: false })).toMatchObject({
      Make: 'Aworan Test Camera',
      Orientation: 6,
    });
    expect(row!.sizeBytes).toBe(bytes.length);
    expect(row!.contentHash).toBe(sha256(original));
    expect(row!.capturedAt?.toISOString()).toBe('2026-05-01T12:03:22.000Z');

    for (const [size, longest] of [
      ['thumb', 300],
      ['preview', 300],
      ['web', 300],
    ] as const) {
      const file = await t.app.storage.get(photoKey(row!, size));
      const data = Buffer.concat(await file!.body.toArray());
      const meta = await sharp(data).metadata();
      expect(Math.max(meta.width, meta.height)).toBe(longest);
      expect(meta.height).toBeGreaterThan(meta.width);
      expect(meta.exif).toBeUndefined();
      expect(await exifr.gps(data).catch(() => undefined)).toBeUndefined();
    }
    // The signed thumbnail address serves the file; a changed signature does not.
    const res = await fetchSigned(photo.thumbUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    // One character of the signature changed (to another character, whatever it was).
    const tampered = photo.thumbUrl.replace(
      /sig=(.)/,
      (_: string, c: string) => `sig=${c === '0' ? '1' : '0'}`,
    );
    expect(tampered).not.toBe(photo.thumbUrl);
    expect((await fetchSigned(tampered)).statusCode).toBe(403);
  });

  it('makes the thumbnail and preview at their sizes from a large photo', async () => {
    const gallery = await createGallery(t.app, ade);
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    await uploadPhoto(t.app, ade, gallery.id, big);
    const [row] = await t.app.db.select().from(galleryPhotos).where(eqGallery(gallery.id));
    const dims = async (size: 'thumb' | 'preview' | 'web') => {
      const file = await t.app.storage.get(photoKey(row!, size));
      const meta = await sharp(Buffer.concat(await file!.body.toArray())).metadata();
      return [meta.width, meta.height, meta.format];
    };
    expect(await dims('thumb')).toEqual([480, 360, 'webp']);
    expect(await dims('preview')).toEqual([1600, 1200, 'webp']);
    expect(await dims('web')).toEqual([2048, 1536, 'jpeg']);
  });

  it('resumes an upload after a cut connection, refuses duplicates, wrong types and damaged files', async () => {
    const gallery = await createGallery(t.app, ade);
    // Noise does not compress: a photo of more than two chunks.
    const noise = randomBytes(1300 * 1300 * 3);
    const data = await sharp(noise, { raw: { width: 1300, height: 1300, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(data.length).toBeGreaterThan(UPLOAD_CHUNK_BYTES);
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: GALLERIES_API.uploads(gallery.id),
        headers: ade.headers,
        payload: { filename: 'noise.png', sizeBytes: data.length, sha256: sha256(data) },
      });
    const first = (await start()).json();
    expect(first.received).toEqual([]);
    expect(
      (await putChunk(t.app, ade, gallery.id, first.uploadId, 0, data.subarray(0, UPLOAD_CHUNK_BYTES)))
        .statusCode,
    ).toBe(200);
    // The connection drops half-way through the second chunk: it arrives short and is refused.
    const cut = await putChunk(
      t.app,
      ade,
      gallery.id,
      first.uploadId,
      1,
      data.subarray(UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_BYTES + 1000),
    );
    expect(cut.statusCode).toBe(400);
    // Not listed while it is arriving.
    expect((await get(ade, GALLERIES_API.gallery(gallery.id))).json().gallery).toMatchObject({
      imageCount: 0,
      pending: 1,
    });
    // Completing early says what is missing.
    const early = await t.app.inject({
      method: 'POST',
      url: GALLERIES_API.complete(gallery.id, first.uploadId),
      headers: ade.headers,
    });
    expect(early.json().message).toBe(GALLERY_MESSAGES.incomplete);

    // The browser comes back (same file, same hash): the same upload, chunk 0 already there.
    const again = (await start()).json();
    expect(again).toMatchObject({ uploadId: first.uploadId, received: [0] });
    for (let i = 1; i < again.chunkCount; i += 1) {
      const part = data.subarray(i * UPLOAD_CHUNK_BYTES, (i + 1) * UPLOAD_CHUNK_BYTES);
      expect((await putChunk(t.app, ade, gallery.id, first.uploadId, i, part)).statusCode).toBe(200);
    }
    const done = await t.app.inject({
      method: 'POST',
      url: GALLERIES_API.complete(gallery.id, first.uploadId),
      headers: ade.headers,
    });
    expect(done.json().state).toBe('processing');
    const detail = (await get(ade, GALLERIES_API.gallery(gallery.id))).json().gallery;
    expect(detail).toMatchObject({ imageCount: 1, pending: 0 });
    const [row] = await t.app.db.select().from(galleryPhotos).where(eqGallery(gallery.id));
    const stored = await t.app.storage.get(originalKey(row!));
    expect(Buffer.concat(await stored!.body.toArray()).equals(data)).toBe(true);
    // No chunk left behind.
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'galleries', gallery.id, row!.id, 'chunks'))).toBe(
      false,
    );

    // The same file again is a duplicate.
    const dup = await start();
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(GALLERY_MESSAGES.duplicate);

    // Type from the bytes: a PDF named .jpg is refused with a clear message (HEIC is taken:
    // gallery-heic.int.test.ts).
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    for (const [bytes, message] of [[pdf, GALLERY_MESSAGES.unsupported]] as const) {
      const s = await t.app.inject({
        method: 'POST',
        url: GALLERIES_API.uploads(gallery.id),
        headers: ade.headers,
        payload: { filename: 'x.jpg', sizeBytes: bytes.length, sha256: sha256(bytes) },
      });
      const refused = await putChunk(t.app, ade, gallery.id, s.json().uploadId, 0, bytes);
      expect(refused.statusCode).toBe(415);
      expect(refused.json().message).toBe(message);
    }

    // Bytes that do not match the announced hash are refused at completion, and leave nothing.
    const jpeg = await cameraJpeg({ r: 1, g: 2, b: 3 });
    const lie = await t.app.inject({
      method: 'POST',
      url: GALLERIES_API.uploads(gallery.id),
      headers: ade.headers,
      payload: { filename: 'lie.jpg', sizeBytes: jpeg.length, sha256: sha256(Buffer.from('something else')) },
    });
    await putChunk(t.app, ade, gallery.id, lie.json().uploadId, 0, jpeg);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: GALLERIES_API.complete(gallery.id, lie.json().uploadId),
      headers: ade.headers,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(GALLERY_MESSAGES.hashMismatch);
    expect((await get(ade, GALLERIES_API.gallery(gallery.id))).json().gallery).toMatchObject({
      imageCount: 1,
      pending: 0,
    });

    // Limits: one file too large is refused before any byte is sent.
    const huge = await t.app.inject({
      method: 'POST',
      url: GALLERIES_API.uploads(gallery.id),
      headers: ade.headers,
      payload: { filename: 'huge.jpg', sizeBytes: 61 * 1024 * 1024, sha256: sha256(Buffer.from('huge')) },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields.sizeBytes).toBe(GALLERY_MESSAGES.tooLarge);
    // Another photographer cannot touch this gallery's uploads.
    expect((await putChunk(t.app, other, gallery.id, first.uploadId, 0, jpeg)).statusCode).toBe(404);
  });

  it('sweeps abandoned uploads', async () => {
    const gallery = await createGallery(t.app, ade);
    const jpeg = await cameraJpeg({ r: 9, g: 9, b: 9 });
    const s = await t.app.inject({
      method: 'POST',
      url: GALLERIES_API.uploads(gallery.id),
      headers: ade.headers,
      payload: { filename: 'left.jpg', sizeBytes: jpeg.length, sha256: sha256(jpeg) },
    });
    await putChunk(t.app, ade, gallery.id, s.json().uploadId, 0, jpeg);
    const deps = {
      db: t.app.db,
      storage: t.app.storage,
      mailer: t.app.mailer,
      jobs: t.app.jobs,
      log: t.app.log,
      publicUrl: '',
    };
    expect(await sweepPhotos(deps, new Date())).toEqual({ removed: 0, remade: 0 });
    const later = new Date(Date.now() + 25 * 3600_000);
    const swept = await sweepPhotos(deps, later);
    expect(swept.removed).toBe(1);
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'galleries', gallery.id, s.json().uploadId))).toBe(
      false,
    );
  });

  it('deleting a gallery removes its files', async () => {
    const gallery = await createGallery(t.app, ade);
    await uploadPhoto(t.app, ade, gallery.id, await cameraJpeg({ r: 5, g: 100, b: 5 }));
    const folder = path.join(dataDir, 'uploads', 'galleries', gallery.id);
    expect(fs.existsSync(folder)).toBe(true);
    await t.app.inject({ method: 'DELETE', url: GALLERIES_API.gallery(gallery.id), headers: ade.headers });
    expect(fs.existsSync(folder)).toBe(false);
  });

  it('counts galleries on the admin overview and storage for the photographer', async () => {
    const admin = await signInAs(t.app, 'superAdmin');
    const overview = (await get(admin, '/api/admin/overview')).json();
    const own = (await get(ade, GALLERIES_API.galleries)).json();
    const all = await t.app.database.query<{ n: number }>('select count(*)::int as n from galleries');
    expect(JSON.stringify(overview)).toContain(`"galleries":${all[0]!.n}`);
    expect(own.storageUsedBytes).toBeGreaterThan(0);
  });
});

const eqGallery = (id: string) => eq(galleryPhotos.galleryId, id);
