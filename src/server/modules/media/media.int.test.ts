import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { ADMIN_CONTENT_API } from '../../../shared/content-admin.ts';
import type { MediaAsset } from '../../../shared/media.ts';
import { seedHero } from '../content/seed/site.ts';

/** A multipart body with one file (and optional alt field), as a browser sends it. */
function multipart(file: Buffer, filename: string, contentType: string, alt = '') {
  const boundary = '----aworan-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${alt}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('media library: real uploads with WebP sizes', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-media-'));
    t = await createTestApp({ dataDir });
    admin = await signInAs(t.app, 'superAdmin');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (file: Buffer, name: string, type: string, alt = '') => {
    const { body, contentType } = multipart(file, name, type, alt);
    return t.app.inject({
      method: 'POST',
      url: ADMIN_CONTENT_API.media,
      headers: { ...admin.headers, 'content-type': contentType },
      payload: body,
    });
  };

  it('uploads a photo, stores three WebP sizes and serves them', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: { r: 168, g: 121, b: 15 } },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(photo, 'lekki-sunset.jpg', 'image/jpeg', 'Sunset over Lekki');
    expect(res.statusCode).toBe(201);
    const asset = res.json().asset as MediaAsset;
    expect(asset).toMatchObject({
      originalName: 'lekki-sunset.jpg',
      sourceFormat: 'jpeg',
      width: 2000,
      height: 1333,
      alt: 'Sunset over Lekki',
    });

    const thumb = await t.app.inject({ method: 'GET', url: asset.thumbUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toContain('immutable');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(400);

    const list = await t.app.inject({ method: 'GET', url: ADMIN_CONTENT_API.media, headers: admin.headers });
    expect(list.json().media.map((m: MediaAsset) => m.id)).toContain(asset.id);
  });

  it('accepts a large, detailed photo (several megabytes)', async () => {
    const noise = Buffer.alloc(1400 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: 1400, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(3 * 1024 * 1024);
    const res = await upload(png, 'detailed.png', 'image/png');
    expect(res.statusCode).toBe(201);
    expect(res.json().asset.sizeBytes).toBe(png.length);
  });

  it('judges the type by the bytes, not the name or the claimed type', async () => {
    const res = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.');
    const svg = await upload(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
      'logo.svg',
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(415);
  });

  it('refuses a file over 10 MB', async () => {
    const res = await upload(Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'huge.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Images must be 10 MB or smaller.');
  });

  it('will not delete an image the hero uses, and deletes it once it is free', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer();
    const asset = (await upload(png, 'hero.png', 'image/png')).json().asset as MediaAsset;
    expect(asset.width).toBe(300); // never enlarged
    await t.app.inject({
      method: 'PUT',
      url: ADMIN_CONTENT_API.hero,
      headers: admin.headers,
      payload: { ...seedHero, imageUrl: asset.url },
    });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: ADMIN_CONTENT_API.mediaItem(asset.id),
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Homepage hero');

    await t.app.inject({
      method: 'PUT',
      url: ADMIN_CONTENT_API.hero,
      headers: admin.headers,
      payload: seedHero,
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: ADMIN_CONTENT_API.mediaItem(asset.id),
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: asset.thumbUrl })).statusCode).toBe(404);
  });

  it('answers 404 for unknown or malformed media paths', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/../../etc/passwd' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/00000000-0000-4000-8000-000000000000/full.webp' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/00000000-0000-4000-8000-000000000000/x.png' }))
        .statusCode,
    ).toBe(404);
  });
});
