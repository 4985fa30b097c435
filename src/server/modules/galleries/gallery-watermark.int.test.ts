import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { createGallery, uploadPhoto } from '../../../../tests/gallery-helpers.ts';
import { multipartBody } from '../../../../tests/multipart.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { GALLERIES_API, type GallerySettingsInput } from '../../../shared/galleries.ts';
import { INVOICE_LOGO_API } from '../../../shared/invoice-logo.ts';
import { galleryPhotos } from '../../db/schema/galleries.ts';
import { NO_LOGO_MESSAGE } from './gallery-watermark.ts';
import { originalKey, photoKey } from './photo-keys.ts';

/**
 * The logo watermark (decision 166) on real images: the photographer's invoice logo (a red
 * block) composited bottom right on every served size, at their opacity; the original untouched.
 */
describe('the logo watermark', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let noLogo: SignedInUser;

  const GREY = { r: 128, g: 128, b: 128 };
  const settings = (over: Partial<GallerySettingsInput>): GallerySettingsInput => ({
    expiresOn: null,
    downloadPolicy: 'open',
    downloadSize: 'original',
    look: 'classic-light',
    watermarkText: '',
    watermarkKind: 'logo',
    watermarkPosition: 'bottom-right',
    watermarkOpacity: 100,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    ade = await signInAs(t.app, 'approvedPhotographer');
    noLogo = await signInAs(t.app, 'approvedPhotographer');
    const logo = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#ff0000' } })
      .png()
      .toBuffer();
    const body = multipartBody(logo, { fileName: 'logo.png' });
    const res = await t.app.inject({
      method: 'PUT',
      url: INVOICE_LOGO_API,
      headers: { ...ade.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const read = async (key: string) => Buffer.concat(await (await t.app.storage.get(key))!.body.toArray());
  /** The RGB of one pixel at a fraction of the image's width and height. */
  const pixelAt = async (image: Buffer, fx: number, fy: number) => {
    const { width, height } = await sharp(image).metadata();
    const { data } = await sharp(image)
      .extract({ left: Math.floor(width * fx), top: Math.floor(height * fy), width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { r: data[0]!, g: data[1]!, b: data[2]! };
  };
  /** Saves the watermark settings as `who`: the answer. */
  const saveSettings = async (who: SignedInUser, over: Partial<GallerySettingsInput>) => {
    const gallery = await createGallery(t.app, who);
    const res = await t.app.inject({
      method: 'PUT',
      url: GALLERIES_API.settings(gallery.id),
      headers: who.headers,
      payload: settings(over),
    });
    return { gallery, res };
  };
  const isGrey = (p: { r: number; g: number; b: number }) =>
    Math.abs(p.r - GREY.r) < 12 && Math.abs(p.g - GREY.g) < 12 && Math.abs(p.b - GREY.b) < 12;

  it('puts the logo on every served size, never on the original', async () => {
    const { gallery, res: saved } = await saveSettings(ade, {});
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({ watermarkKind: 'logo', watermarkOpacity: 100 });

    const original = await sharp({ create: { width: 1200, height: 800, channels: 3, background: GREY } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const photoId = await uploadPhoto(t.app, ade, gallery.id, original);
    const [row] = await t.app.db.select().from(galleryPhotos).where(eq(galleryPhotos.id, photoId));
    expect(row!.state).toBe('ready');

    for (const size of ['web', 'preview', 'thumb'] as const) {
      const image = await read(photoKey(row!, size));
      // The logo's box, bottom right (inside the 3% margin): red.
      const mark = await pixelAt(image, 0.82, 0.9);
      expect(mark.r, size).toBeGreaterThan(200);
      expect(mark.g, size).toBeLessThan(60);
      // Far from it, the photo as it was.
      expect(isGrey(await pixelAt(image, 0.1, 0.1)), size).toBe(true);
      expect(isGrey(await pixelAt(image, 0.5, 0.5)), size).toBe(true);
      // The margin keeps the very corner clear.
      expect(isGrey(await pixelAt(image, 0.995, 0.995)), size).toBe(true);
    }
    // The original is the uploaded file, byte for byte.
    expect((await read(originalKey(row!))).equals(original)).toBe(true);
  });

  it('blends the logo at the chosen opacity and moves it to the chosen corner', async () => {
    const gallery = await createGallery(t.app, ade);
    await t.app.inject({
      method: 'PUT',
      url: GALLERIES_API.settings(gallery.id),
      headers: ade.headers,
      payload: settings({ watermarkOpacity: 40, watermarkPosition: 'top-left' }),
    });
    const original = await sharp({ create: { width: 1200, height: 800, channels: 3, background: GREY } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const photoId = await uploadPhoto(t.app, ade, gallery.id, original);
    const [row] = await t.app.db.select().from(galleryPhotos).where(eq(galleryPhotos.id, photoId));
    const web = await read(photoKey(row!, 'web'));
    const mark = await pixelAt(web, 0.15, 0.08);
    // 40% red over grey: about 0.4 × 255 + 0.6 × 128 = 179 red, 0.6 × 128 = 77 green.
    expect(mark.r).toBeGreaterThan(160);
    expect(mark.r).toBeLessThan(200);
    expect(mark.g).toBeGreaterThan(60);
    expect(mark.g).toBeLessThan(95);
    expect(isGrey(await pixelAt(web, 0.82, 0.9))).toBe(true);
  });

  it('refuses a logo watermark to a photographer without a logo', async () => {
    const { res } = await saveSettings(noLogo, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ watermarkKind: NO_LOGO_MESSAGE });
  });
});
