import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { BUILT_CLIENT_DIR, BUILT_SSR_DIR } from '../../../../tests/front-end-build.ts';
import {
  cameraJpeg,
  createGallery,
  GALLERY_SETTINGS,
  galleriesDepsOf,
  saveGallerySettings,
  uploadPhoto,
} from '../../../../tests/gallery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { formatBytes, GALLERIES_API, type PublicGallery } from '../../../shared/galleries.ts';
import { FIRST_SCREEN_PHOTOS } from '../../../shared/gallery-groups.ts';
import { galleryPhotos } from '../../db/schema/galleries.ts';
import { sweepPhotos } from './uploads.service.ts';

/**
 * Decision 267: a gallery spares data when the request says so (Save-Data, a slow ECT hint, the
 * remembered choice): the server-rendered page uses the 640 px WebP and the thumbnails, nothing
 * larger; every download's size is the stored file's, shown before it starts.
 */
describe('galleries that spare data', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let dataDir: string;
  let gallery: { id: string; photographerId: string };
  let page: string;
  const originals: Buffer[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-data-saver-'));
    t = await createTestApp({ dataDir, clientDir: BUILT_CLIENT_DIR, ssrDir: BUILT_SSR_DIR });
    ade = await signInAs(t.app, 'approvedPhotographer', { firstName: 'Ade', lastName: 'Lens' });
    gallery = await createGallery(t.app, ade, { name: 'Bisi & Kunle' });
    for (const [i, color] of [
      { r: 200, g: 50, b: 50 },
      { r: 20, g: 90, b: 160 },
    ].entries()) {
      const jpeg = await cameraJpeg(color, 1800, 1200);
      originals.push(jpeg);
      await uploadPhoto(t.app, ade, gallery.id, jpeg, `IMG_${i}.JPG`);
    }
    await saveGallerySettings(t.app, ade, gallery.id, { ...GALLERY_SETTINGS, downloadPolicy: 'open' });
    const shared = await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.gallery(gallery.id)}/share`,
      headers: ade.headers,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    page = `/gallery/${ade.id}/${gallery.id}`;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The src of every <img> in the server's HTML (the data element is not looked at). */
  const imagesOf = (html: string) => [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  const publicGallery = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.public(gallery.photographerId, gallery.id),
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PublicGallery;
  };

  it('renders the small sizes on the server when the browser sends Save-Data: on', async () => {
    const saving = await t.app.inject({ method: 'GET', url: page, headers: { 'save-data': 'on' } });
    expect(saving.statusCode).toBe(200);
    const small = imagesOf(saving.body);
    expect(small.some((src) => src.includes('/small.webp'))).toBe(true);
    expect(small.filter((src) => /preview\.webp|web\.jpg/.test(src))).toEqual([]);
    expect(saving.body).toMatch(/srcSet="[^"]*small\.webp[^"]*"/);
    expect(saving.body).not.toMatch(/srcSet="[^"]*(preview\.webp|web\.jpg)[^"]*"/);
    expect(saving.body).toContain('aria-pressed="true"');

    // The same page without the hint: the cover at the sizes a good connection takes.
    const plain = await t.app.inject({ method: 'GET', url: page });
    expect(imagesOf(plain.body).some((src) => src.includes('/web.jpg'))).toBe(true);
    expect(plain.body).toContain('aria-pressed="false"');
  });

  it("follows a slow ECT hint and the visitor's remembered choice, the choice first", async () => {
    expect((await publicGallery({ ect: '3g' })).dataSaver).toBe(true);
    expect((await publicGallery({ ect: '4g' })).dataSaver).toBe(false);
    expect((await publicGallery({ cookie: 'aworan_data_saver=on' })).dataSaver).toBe(true);
    expect((await publicGallery({ 'save-data': 'on', cookie: 'aworan_data_saver=off' })).dataSaver).toBe(
      false,
    );
    const chosen = await t.app.inject({
      method: 'GET',
      url: page,
      headers: { cookie: 'aworan_data_saver=on' },
    });
    expect(imagesOf(chosen.body).some((src) => src.includes('/small.webp'))).toBe(true);
  });

  it("leaves the full sizes out of a data-saving answer, and gives one photo's on request", async () => {
    const saving = await publicGallery({ 'save-data': 'on' });
    for (const photo of [saving.cover!, ...saving.photos]) {
      expect(photo.previewUrl).toBeNull();
      expect(photo.webUrl).toBeNull();
    }
    expect(JSON.stringify(saving)).not.toMatch(/preview\.webp|web\.jpg/);
    const plain = await publicGallery();
    expect(plain.photos[0]!.previewUrl).toContain('/preview.webp');

    const photo = saving.photos[0]!;
    const full = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.publicPhotoFull(gallery.photographerId, gallery.id, photo.id),
      headers: { 'save-data': 'on' },
    });
    expect(full.statusCode, full.body).toBe(200);
    const sizes = full.json() as { previewUrl: string; webUrl: string | null };
    expect(sizes.previewUrl).toContain(`/${photo.id}/preview.webp`);
    // Downloads are open to all here: the web JPEG too, as the full answer gives it.
    expect(sizes.webUrl).toContain(`/${photo.id}/web.jpg`);
    const file = await t.app.inject({ method: 'GET', url: sizes.previewUrl });
    expect(file.statusCode).toBe(200);
    // A photo of another gallery (or none) is not found through this one.
    const unknown = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.publicPhotoFull(gallery.photographerId, gallery.id, crypto.randomUUID()),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("puts the cover first in a data-saving page's head, with no web font and the scripts after it", async () => {
    const html = (await t.app.inject({ method: 'GET', url: page, headers: { 'save-data': 'on' } })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<html lang="en" data-save-data>');
    // The cover's preload comes before the stylesheet, at the sizes data saver allows.
    const cover = head.search(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    expect(cover).toBeGreaterThan(0);
    expect(cover).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(head.slice(cover)).toMatch(/^<link [^>]*small\.webp/);
    expect(head).not.toContain('as="font"');
    // No module script nor preload: only the start, which imports the entry after the cover.
    expect(head).not.toContain('rel="modulepreload"');
    const start =
      /<script type="module" crossorigin src="(\/assets\/after-cover-[^"]+\.js)" data-entry="(\/assets\/[^"]+\.js)" data-preload="([^"]*)">/.exec(
        head,
      );
    expect(start, head).not.toBeNull();
    for (const script of [start![1]!, start![2]!, ...start![3]!.split(' ')]) {
      expect((await t.app.inject({ method: 'GET', url: script })).statusCode, script).toBe(200);
    }
    expect(start![3]!.split(' ').some((chunk) => chunk.includes('/framework-'))).toBe(true);

    // Without the hint, the page is as it was, its cover preload first too.
    const plain = (await t.app.inject({ method: 'GET', url: page })).body;
    const plainHead = plain.slice(0, plain.indexOf('</head>'));
    expect(plainHead).toContain('as="font"');
    expect(plainHead).toContain('rel="modulepreload"');
    expect(plainHead).not.toContain('data-save-data');
    expect(plainHead.search(/<link rel="preload" as="image"/)).toBeLessThan(
      plainHead.indexOf('rel="stylesheet"'),
    );
  });

  it('serves a 640 px WebP for every photo', async () => {
    const { photos } = await publicGallery({ 'save-data': 'on' });
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      const res = await t.app.inject({ method: 'GET', url: photo.smallUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it("tells each download's size from the stored files, and the total before Download all", async () => {
    // Originals: the stored original, byte for byte.
    await saveGallerySettings(t.app, ade, gallery.id, {
      ...GALLERY_SETTINGS,
      downloadPolicy: 'open',
      downloadSize: 'original',
    });
    const asOriginals = await publicGallery();
    const stored = await t.app.db.select().from(galleryPhotos).where(eq(galleryPhotos.galleryId, gallery.id));
    const originalBytes = new Map(stored.map((p) => [p.id, p.sizeBytes]));
    for (const photo of asOriginals.photos) expect(photo.downloadBytes).toBe(originalBytes.get(photo.id));
    expect([...originalBytes.values()].sort()).toEqual(originals.map((o) => o.length).sort());
    const total = originals.reduce((n, o) => n + o.length, 0);
    const html = (await t.app.inject({ method: 'GET', url: page, headers: { 'save-data': 'on' } })).body;
    expect(html).toContain(`Download all: ${formatBytes(total)}, 2 photos`);

    // Web size: the stored web JPEG's length, which is what the download sends.
    await saveGallerySettings(t.app, ade, gallery.id, {
      ...GALLERY_SETTINGS,
      downloadPolicy: 'open',
      downloadSize: 'web',
    });
    for (const photo of (await publicGallery()).photos) {
      const download = await t.app.inject({
        method: 'GET',
        url: GALLERIES_API.publicPhotoDownload(gallery.photographerId, gallery.id, photo.id),
      });
      expect(download.statusCode).toBe(302);
      const file = await t.app.inject({ method: 'GET', url: download.headers.location as string });
      expect(file.statusCode).toBe(200);
      expect(photo.downloadBytes).toBe(file.rawPayload.length);
    }
  });

  it('makes the small size again for photos processed before it existed', async () => {
    const [photo] = await t.app.db
      .update(galleryPhotos)
      .set({ webBytes: null })
      .where(eq(galleryPhotos.galleryId, gallery.id))
      .returning();
    const smallFile = path.join(dataDir, 'uploads', 'galleries', gallery.id, photo!.id, 'small.webp');
    fs.rmSync(smallFile);
    // Until it is made again, the thumbnail stands in, and no web size is claimed.
    const before = (await publicGallery()).photos.find((p) => p.id === photo!.id)!;
    expect(before.smallUrl).toContain('/thumb.webp');
    expect(before.downloadBytes).toBeNull();
    const swept = await sweepPhotos(galleriesDepsOf(t.app));
    expect(swept.remade).toBeGreaterThanOrEqual(1);
    await expect.poll(() => fs.existsSync(smallFile), { timeout: 20_000 }).toBe(true);
    await expect
      .poll(async () => (await publicGallery()).photos.find((p) => p.id === photo!.id)?.downloadBytes, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
  });

  it("sends the first screen's photos with the page, and every photo to the browser's read", async () => {
    for (let i = 0; i < 8; i++) {
      await uploadPhoto(
        t.app,
        ade,
        gallery.id,
        await cameraJpeg({ r: 30 * i, g: 120, b: 60 }, 300, 200),
        `M_${i}.JPG`,
      );
    }
    await expect
      .poll(async () => (await publicGallery()).downloadAllBytes, { timeout: 20_000 })
      .not.toBeNull();
    const all = await publicGallery();
    expect(all.photos).toHaveLength(10);
    const html = (await t.app.inject({ method: 'GET', url: page, headers: { 'save-data': 'on' } })).body;
    const data = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const sent = JSON.parse(data!).queries.queries.find(
      (q: { queryKey: string[] }) => q.queryKey[0] === 'galleries',
    ).state.data as PublicGallery;
    expect(sent.photos.map((p) => p.id)).toEqual(all.photos.slice(0, FIRST_SCREEN_PHOTOS).map((p) => p.id));
    expect(sent.imageCount).toBe(10);
    // "Download all" still tells the whole gallery's size.
    expect(sent.downloadAllBytes).toBe(all.downloadAllBytes);
    expect(all.downloadAllBytes).toBe(all.photos.reduce((sum, p) => sum + p.downloadBytes!, 0));
    expect(html.match(/data-testid="public-photo"/g)).toHaveLength(FIRST_SCREEN_PHOTOS);
  });
});
