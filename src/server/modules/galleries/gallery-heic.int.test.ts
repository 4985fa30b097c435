import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { createGallery, uploadPhoto } from '../../../../tests/gallery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { GALLERIES_API } from '../../../shared/galleries.ts';
import { galleryPhotos } from '../../db/schema/galleries.ts';
import { decodeHeic } from './heic-decoder.ts';
import { originalKey, photoKey } from './photo-keys.ts';
import { MAX_PHOTO_PIXELS } from './photo-pipeline.ts';

/**
 * HEIC photos (decision 168), on real files made with libheif's heif-enc (tests/fixtures/README.md):
 * a 320×240 picture (green band on top, red left, blue right) and a 12-megapixel gradient.
 */
const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../../../../tests/fixtures', name));

describe('HEIC photos', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-heic-'));
    t = await createTestApp({ dataDir });
    ade = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const read = async (key: string) => Buffer.concat(await (await t.app.storage.get(key))!.body.toArray());

  it('takes a HEIC upload, keeps the original byte for byte and makes every size from its pixels', async () => {
    const gallery = await createGallery(t.app, ade);
    const original = fixture('iphone-like.heic');
    const photoId = await uploadPhoto(t.app, ade, gallery.id, original, 'IMG_0042.HEIC');

    const detail = (
      await t.app.inject({ method: 'GET', url: GALLERIES_API.gallery(gallery.id), headers: ade.headers })
    ).json().gallery;
    expect(detail).toMatchObject({ imageCount: 1, pending: 0, failed: 0 });
    expect(detail.photos[0]).toMatchObject({ id: photoId, state: 'ready', width: 320, height: 240 });
    expect(detail.photos[0].thumbhash).toBeTruthy();

    const [row] = await t.app.db.select().from(galleryPhotos).where(eq(galleryPhotos.id, photoId));
    expect(row!.mime).toBe('image/heic');
    expect(originalKey(row!)).toMatch(/original\.heic$/);
    expect((await read(originalKey(row!))).equals(original)).toBe(true);

    const web = await read(photoKey(row!, 'web'));
    const meta = await sharp(web).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 240]);
    // The pixels are the picture's: green on top, red on the left, blue on the right.
    const pixel = async (x: number, y: number) => {
      const { data } = await sharp(web)
        .extract({ left: x, top: y, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data];
    };
    const close = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]!) < 40);
    expect(close(await pixel(160, 10), [40, 170, 60])).toBe(true);
    expect(close(await pixel(60, 150), [210, 40, 40])).toBe(true);
    expect(close(await pixel(260, 150), [40, 60, 210])).toBe(true);
    for (const size of ['thumb', 'preview'] as const) {
      expect((await sharp(await read(photoKey(row!, size))).metadata()).format).toBe('webp');
    }
  });

  it('decodes a 12-megapixel HEIC in a worker: the event loop keeps answering', async () => {
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const started = performance.now();
    const pixels = await decodeHeic(fixture('iphone-12mp.heic'), MAX_PHOTO_PIXELS);
    const took = performance.now() - started;
    lag.disable();
    expect([pixels.width, pixels.height]).toEqual([4032, 3024]);
    expect(pixels.data.length).toBe(4032 * 3024 * 4);
    // The decode takes a while; the main thread was never held for more than a fraction of it.
    expect(lag.max / 1e6).toBeLessThan(Math.max(250, took / 3));
  });

  it('refuses a HEIC past the pixel limit before decoding it, and marks an unreadable one failed', async () => {
    await expect(decodeHeic(fixture('iphone-12mp.heic'), 1_000_000)).rejects.toThrow(/pixel limit/);
    // A decode past its time limit is stopped (its worker ends) and the file counts as unreadable.
    await expect(decodeHeic(fixture('iphone-12mp.heic'), MAX_PHOTO_PIXELS, [], 1)).rejects.toThrow(
      /took too long/,
    );

    const gallery = await createGallery(t.app, ade);
    // A HEIC header with nothing behind it: typed HEIC, taken, but no image can be read (and
    // exifr, which loops forever on these bytes, only ever sees them in the decoder's worker).
    const broken = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.alloc(4),
      Buffer.from('mif1heic'),
      Buffer.alloc(64),
    ]);
    await uploadPhoto(t.app, ade, gallery.id, broken, 'broken.heic');
    const detail = (
      await t.app.inject({ method: 'GET', url: GALLERIES_API.gallery(gallery.id), headers: ade.headers })
    ).json().gallery;
    expect(detail).toMatchObject({ imageCount: 0, failed: 1 });
  });
});
