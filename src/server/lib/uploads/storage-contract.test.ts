import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../../../../tests/s3-server.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { localFileStorage } from './local-storage.ts';
import { S3_PART_SIZE, type S3FileStorage, s3FileStorage } from './s3-storage.ts';
import { registerSignedFilesRoute } from './signed-files-route.ts';
import type { FileStorage } from './storage.ts';
import { parseStorageUrl, type S3StorageConfig } from './storage-url.ts';

/**
 * ONE contract for every storage driver, run against the local folder and against a real
 * S3-compatible server (s3rver, started here on 127.0.0.1): what callers (media, portfolios,
 * invoices, galleries) may rely on, whichever STORAGE_URL says.
 */
const signingKey = randomBytes(32);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

interface Driver {
  storage: FileStorage;
  /** Where the signed links are served (the `/files/` route on a bare app). */
  base: string;
}

async function serveFiles(storage: FileStorage): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  await app.register(errorsPlugin);
  registerSignedFilesRoute(app, storage, signingKey);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

const drivers: Record<string, () => Promise<Driver & { close(): Promise<void> }>> = {
  local: async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-storage-'));
    const storage = localFileStorage(dir, signingKey);
    const app = await serveFiles(storage);
    return {
      storage,
      base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      async close() {
        await app.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  },
  s3: async () => {
    const server = await startS3Server();
    // A key prefix, as a bucket shared between instances would have: nothing may leak past it.
    const config = parseStorageUrl(`${server.url.replace('?', '/inst-1?')}`) as S3StorageConfig;
    const storage = s3FileStorage(config, signingKey, { listPageSize: 2 });
    const app = await serveFiles(storage);
    return {
      storage,
      base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      async close() {
        await app.close();
        storage.destroy();
        await server.close();
      },
    };
  },
};

for (const [name, start] of Object.entries(drivers)) {
  describe(`file storage contract: ${name}`, () => {
    let d: Driver & { close(): Promise<void> };
    beforeAll(async () => {
      d = await start();
    });
    afterAll(async () => {
      await d?.close();
    });

    it('stores a buffer and gives back the same bytes, type, size and a quoted ETag', async () => {
      const bytes = randomBytes(3000);
      const put = await d.storage.put('media/a1/full.webp', bytes, { contentType: 'image/webp' });
      expect(put).toMatchObject({ key: 'media/a1/full.webp', size: 3000, contentType: 'image/webp' });
      expect(put.etag).toMatch(/^"[^"]+"$/);
      expect(put.lastModified).toBeInstanceOf(Date);

      const stat = await d.storage.stat('media/a1/full.webp');
      expect(stat).toMatchObject({ size: 3000, contentType: 'image/webp', etag: put.etag });

      const got = await d.storage.get('media/a1/full.webp');
      expect(got?.object).toMatchObject({ size: 3000, contentType: 'image/webp', etag: put.etag });
      expect(sha(await buffer(got?.body as Readable))).toBe(sha(bytes));
    });

    it('stores a stream larger than one part (a multipart upload on S3) byte for byte', async () => {
      const bytes = randomBytes(2 * S3_PART_SIZE + 12345);
      const chunks = function* () {
        for (let i = 0; i < bytes.length; i += 1 << 20) yield bytes.subarray(i, i + (1 << 20));
      };
      const put = await d.storage.put('originals/g1/big.jpg', Readable.from(chunks()), {
        contentType: 'image/jpeg',
      });
      expect(put.size).toBe(bytes.length);
      const got = await d.storage.get('originals/g1/big.jpg');
      expect(sha(await buffer(got?.body as Readable))).toBe(sha(bytes));
    });

    it('reads one byte range, reporting the whole size', async () => {
      const bytes = randomBytes(10_000);
      await d.storage.put('media/r1/full.webp', bytes, { contentType: 'image/webp' });
      const got = await d.storage.get('media/r1/full.webp', { range: { start: 100, end: 1099 } });
      expect(got?.object.size).toBe(10_000);
      expect(Buffer.compare(await buffer(got?.body as Readable), bytes.subarray(100, 1100))).toBe(0);
      const tail = await d.storage.get('media/r1/full.webp', { range: { start: 9990, end: 9999 } });
      expect(Buffer.compare(await buffer(tail?.body as Readable), bytes.subarray(9990))).toBe(0);
    });

    it('answers undefined for a missing or invalid key, and deletes idempotently', async () => {
      expect(await d.storage.stat('media/none/full.webp')).toBeUndefined();
      expect(await d.storage.get('media/none/full.webp')).toBeUndefined();
      expect(await d.storage.stat('../etc/passwd')).toBeUndefined();
      await expect(d.storage.put('a/../b', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
        /invalid storage key/,
      );

      await d.storage.put('media/d1/full.webp', Buffer.from('bye'), { contentType: 'image/webp' });
      await d.storage.delete('media/d1/full.webp');
      expect(await d.storage.stat('media/d1/full.webp')).toBeUndefined();
      await d.storage.delete('media/d1/full.webp');
    });

    it('deletes everything under a prefix, page after page, and nothing beside it', async () => {
      const keep = ['gallery/p1x/a.jpg', 'gallery/p10/a.jpg', 'gallery/p2/a.jpg'];
      const gone = [
        'gallery/p1/a.jpg',
        'gallery/p1/b.jpg',
        'gallery/p1/c.jpg',
        'gallery/p1/sizes/d.webp',
        'gallery/p1/sizes/e.webp',
      ];
      for (const key of [...keep, ...gone]) {
        await d.storage.put(key, Buffer.from(key), { contentType: 'image/jpeg' });
      }
      await d.storage.deletePrefix('gallery/p1');
      for (const key of gone) expect(await d.storage.stat(key), key).toBeUndefined();
      for (const key of keep) expect(await d.storage.stat(key), key).toBeDefined();
      await d.storage.deletePrefix('gallery/nothing-here');
    });

    it('serves a signed link over HTTP: the bytes, a range, a download name; refuses expired and altered links', async () => {
      const bytes = randomBytes(5000);
      await d.storage.put('invoices/i1/INV-0001.pdf', bytes, { contentType: 'application/pdf' });

      const link = d.storage.signedUrl('invoices/i1/INV-0001.pdf', 300);
      expect(link).toMatch(/^\/files\/invoices\/i1\/INV-0001\.pdf\?/);
      const res = await fetch(`${d.base}${link}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/pdf/);
      expect(sha(Buffer.from(await res.arrayBuffer()))).toBe(sha(bytes));

      const ranged = await fetch(`${d.base}${link}`, { headers: { range: 'bytes=10-19' } });
      expect(ranged.status).toBe(206);
      expect(Buffer.compare(Buffer.from(await ranged.arrayBuffer()), bytes.subarray(10, 20))).toBe(0);

      const download = d.storage.signedUrl('invoices/i1/INV-0001.pdf', 300, { download: 'Ọlá invoice.pdf' });
      const dl = await fetch(`${d.base}${download}`);
      expect(dl.status).toBe(200);
      expect(dl.headers.get('content-disposition')).toContain('attachment');
      expect(dl.headers.get('content-disposition')).toContain(
        "filename*=UTF-8''%E1%BB%8Cl%C3%A1%20invoice.pdf",
      );
      await dl.arrayBuffer();

      const expired = d.storage.signedUrl('invoices/i1/INV-0001.pdf', -10);
      expect((await fetch(`${d.base}${expired}`)).status).toBe(403);
      const altered = link.replace('INV-0001', 'INV-0002');
      expect((await fetch(`${d.base}${altered}`)).status).toBe(403);
      const missing = d.storage.signedUrl('invoices/i1/none.pdf', 300);
      expect((await fetch(`${d.base}${missing}`)).status).toBe(404);
    });
  });
}

describe('S3 driver specifics', () => {
  let server: S3TestServer;
  let storage: S3FileStorage;
  let base: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    server = await startS3Server('aworan-redirect');
    storage = s3FileStorage(parseStorageUrl(server.url) as S3StorageConfig, signingKey);
    app = await serveFiles(storage);
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    storage?.destroy();
    await server?.close();
  });

  it('redirects a signed link to a presigned GET at the store, which expires', async () => {
    const bytes = randomBytes(100);
    await storage.put('media/s1/full.webp', bytes, { contentType: 'image/webp' });
    const res = await fetch(`${base}${storage.signedUrl('media/s1/full.webp', 120)}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.origin).toBe(server.endpoint);
    expect(location.pathname).toBe('/aworan-redirect/media/s1/full.webp');
    expect(location.searchParams.get('X-Amz-Expires')).toBe('120');

    // The same address signed two hours ago for a minute: the store itself refuses it.
    const stale = await storage.presignedGet('media/s1/full.webp', 60, {
      signingDate: new Date(Date.now() - 2 * 3600_000),
    });
    const refused = await fetch(stale);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('expired');
    const fresh = await fetch(await storage.presignedGet('media/s1/full.webp', 60));
    expect(Buffer.compare(Buffer.from(await fresh.arrayBuffer()), bytes)).toBe(0);
  });

  it('keeps a key prefix to itself', async () => {
    const prefixed = s3FileStorage(
      parseStorageUrl(server.url.replace('?', '/tenant-a?')) as S3StorageConfig,
      signingKey,
    );
    await prefixed.put('media/x/full.webp', Buffer.from('a'), { contentType: 'image/webp' });
    expect(await storage.stat('tenant-a/media/x/full.webp')).toMatchObject({ size: 1 });
    expect(await storage.stat('media/x/full.webp')).toBeUndefined();
    await prefixed.deletePrefix('media');
    expect(await storage.stat('tenant-a/media/x/full.webp')).toBeUndefined();
    prefixed.destroy();
  });
});
