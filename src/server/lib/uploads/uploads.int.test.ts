import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { ADMIN_CONTENT_API } from '../../../shared/content-admin.ts';
import type { MediaAsset } from '../../../shared/media.ts';

const BOUNDARY = '----aworan-uploads-test';

/** A multipart body exactly as a browser builds it: one optional `alt` field, then the file. */
function multipart(file: Buffer, filename: string, claimedType = 'image/jpeg'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA photo\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${claimedType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#a8790f' } })
    .png()
    .toBuffer();

describe('uploads: the multipart reader, file serving and signed links', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-uploads-'));
    t = await createTestApp({ dataDir });
    admin = await signInAs(t.app, 'superAdmin');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (payload: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    t.app.inject({
      method: 'POST',
      url: ADMIN_CONTENT_API.media,
      headers: { ...admin.headers, 'content-type': contentType },
      payload,
    });

  async function uploaded(): Promise<MediaAsset> {
    const res = await post(multipart(await png(), 'served.png'));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().asset as MediaAsset;
  }

  describe('reading', () => {
    it('types a file by its bytes: a PNG named .jpg and sent as image/jpeg is a PNG', async () => {
      const res = await post(multipart(await png(), 'holiday.jpg', 'image/jpeg'));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().asset).toMatchObject({
        sourceFormat: 'png',
        originalName: 'holiday.jpg',
        alt: 'A photo',
      });
    });

    it('refuses text named .jpg and claimed as image/jpeg (415)', async () => {
      const res = await post(multipart(Buffer.from('GIF? no: just text'), 'photo.jpg', 'image/jpeg'));
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.');
    });

    it('refuses a PDF, a kind the reader knows but the media library does not take (415)', async () => {
      const res = await post(multipart(Buffer.from('%PDF-1.7\n1 0 obj\n'), 'cv.png', 'image/png'));
      expect(res.statusCode).toBe(415);
    });

    it('answers 413 with a clear message past the size limit', async () => {
      const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024, 1)]);
      const res = await post(multipart(big, 'big.png'));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Images must be 10 MB or smaller.');
    });

    it('sanitises the stored name: no folders, no control characters', async () => {
      const res = await post(multipart(await png(), '../../etc/\u0007lagos.png'));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().asset.originalName).toBe('lagos.png');
    });

    it('answers 400, never 500, for a body cut off in the file', async () => {
      const whole = multipart(await png(200, 200), 'cut.png');
      const res = await post(whole.subarray(0, whole.length - 60));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain('cut off');
    });

    it('answers 400 for a body cut off after the file, before the closing boundary', async () => {
      const whole = multipart(await png(), 'cut.png');
      const res = await post(whole.subarray(0, whole.length - `--${BOUNDARY}--\r\n`.length));
      expect(res.statusCode, res.body).toBe(400);
    });

    it('answers 400 for multipart without a boundary, or with the wrong one', async () => {
      const body = multipart(await png(), 'a.png');
      const missing = await post(body, 'multipart/form-data');
      expect(missing.statusCode, missing.body).toBe(400);
      const wrong = await post(body, 'multipart/form-data; boundary=something-else');
      expect(wrong.statusCode, wrong.body).toBe(400);
    });

    it('takes one file per request, and ignores fields it does not know', async () => {
      const file = await png();
      const part = (name: string) =>
        Buffer.concat([
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          file,
          Buffer.from('\r\n'),
        ]);
      const two = await post(
        Buffer.concat([part('file'), part('other'), Buffer.from(`--${BOUNDARY}--\r\n`)]),
      );
      expect(two.statusCode).toBe(413);
      expect(two.json().message).toBe('Send one file at a time.');
      const extra = Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="client"\r\n\r\nweb\r\n`),
        multipart(file, 'extra.png'),
      ]);
      expect((await post(extra)).statusCode).toBe(201);
    });

    it('answers 400 for a multipart body without a file, and for JSON', async () => {
      const onlyField = Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
      );
      const res = await post(onlyField);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Choose an image to upload.');
      const json = await post(Buffer.from('{}'), 'application/json');
      expect(json.statusCode).toBe(400);
    });
  });

  describe('serving', () => {
    it('serves a stored file with its type, ETag, cache policy and inline disposition', async () => {
      const asset = await uploaded();
      const res = await t.app.inject({ method: 'GET', url: asset.thumbUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-disposition']).toBe('inline');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const head = await t.app.inject({ method: 'HEAD', url: asset.thumbUrl });
      expect(head.statusCode).toBe(200);
      expect(head.headers.etag).toBe(res.headers.etag);
      expect(head.rawPayload.length).toBe(0);
    });

    it('answers 304 to a matching If-None-Match, and 200 to a stale one', async () => {
      const asset = await uploaded();
      const first = await t.app.inject({ method: 'GET', url: asset.url });
      const etag = String(first.headers.etag);
      const again = await t.app.inject({ method: 'GET', url: asset.url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      const weak = await t.app.inject({
        method: 'GET',
        url: asset.url,
        headers: { 'if-none-match': `W/${etag}` },
      });
      expect(weak.statusCode).toBe(304);
      const stale = await t.app.inject({
        method: 'GET',
        url: asset.url,
        headers: { 'if-none-match': '"0-0"' },
      });
      expect(stale.statusCode).toBe(200);
    });

    it('serves byte ranges (206) and refuses one past the end (416)', async () => {
      const asset = await uploaded();
      const whole = (await t.app.inject({ method: 'GET', url: asset.url })).rawPayload;
      const part = await t.app.inject({ method: 'GET', url: asset.url, headers: { range: 'bytes=4-11' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 4-11/${whole.length}`);
      expect(part.rawPayload).toEqual(whole.subarray(4, 12));
      const tail = await t.app.inject({ method: 'GET', url: asset.url, headers: { range: 'bytes=-5' } });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload).toEqual(whole.subarray(whole.length - 5));
      const past = await t.app.inject({
        method: 'GET',
        url: asset.url,
        headers: { range: `bytes=${whole.length}-` },
      });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
      const changed = await t.app.inject({
        method: 'GET',
        url: asset.url,
        headers: { range: 'bytes=0-3', 'if-range': '"0-0"' },
      });
      expect(changed.statusCode).toBe(200);
    });
  });

  describe('signed links', () => {
    it('serves a file through a valid link, as a download when named', async () => {
      const asset = await uploaded();
      const key = `media/${asset.id}/thumb.webp`;
      const url = t.app.storage.signedUrl(key, 60, { download: 'Ọmọ photo.webp' });
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="_m_ photo.webp"; filename*=UTF-8''%E1%BB%8Cm%E1%BB%8D%20photo.webp`,
      );
      expect(res.headers['cache-control']).toMatch(/^private, max-age=(59|60)$/);
      const inline = await t.app.inject({ method: 'GET', url: t.app.storage.signedUrl(key, 60) });
      expect(inline.headers['content-disposition']).toBe('inline');
      const ranged = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-1' } });
      expect(ranged.statusCode).toBe(206);
    });

    it('refuses an expired link', async () => {
      const asset = await uploaded();
      const url = t.app.storage.signedUrl(`media/${asset.id}/thumb.webp`, -1);
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('expired');
    });

    it('refuses a tampered link: another key, a later expiry, a changed signature', async () => {
      const a = await uploaded();
      const b = await uploaded();
      const url = new URL(t.app.storage.signedUrl(`media/${a.id}/thumb.webp`, 60), 'http://x');
      const otherKey = `/files/media/${b.id}/thumb.webp${url.search}`;
      const later = new URL(url);
      later.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 86_400));
      const badSig = new URL(url);
      badSig.searchParams.set('sig', `${url.searchParams.get('sig')!.slice(0, -2)}AA`);
      for (const bad of [otherKey, later.pathname + later.search, badSig.pathname + badSig.search]) {
        const res = await t.app.inject({ method: 'GET', url: bad });
        expect(res.statusCode, bad).toBe(403);
        expect(res.json().message).toBe('This link is not valid.');
      }
    });

    it('refuses odd keys and missing parameters without a 5xx', async () => {
      for (const url of ['/files/../etc/passwd?exp=1&sig=x', '/files/media?exp=abc&sig=x', '/files/x']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
      }
    });
  });
});
