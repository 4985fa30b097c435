import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../tests/auth-helpers.ts';
import { type S3TestServer, startS3Server } from '../../../tests/s3-server.ts';
import { createTestApp, type TestApp } from '../../../tests/test-app.ts';
import { ADMIN_CONTENT_API } from '../../shared/content-admin.ts';
import type { MediaAsset } from '../../shared/media.ts';
import { parseStorageUrl } from '../lib/uploads/storage-url.ts';

const BOUNDARY = '----aworan-s3-test';

/**
 * The app on STORAGE_URL: uploads land in the bucket (checked with a client of our own, not
 * through the app), are served from it, signed links redirect to the store, and a delete
 * empties the bucket. The driver's own contract is in lib/uploads/storage-contract.test.ts.
 */
describe('the app with STORAGE_URL on an S3-compatible server', () => {
  let server: S3TestServer;
  let t: TestApp;
  let admin: SignedInUser;
  let s3: S3Client;
  const keysUnder = async (prefix: string) =>
    ((await s3.send(new ListObjectsV2Command({ Bucket: server.bucket, Prefix: prefix }))).Contents ?? []).map(
      (o) => o.Key,
    );

  beforeAll(async () => {
    server = await startS3Server();
    t = await createTestApp({ storage: parseStorageUrl(server.url) });
    admin = await signInAs(t.app, 'superAdmin');
    s3 = new S3Client({
      endpoint: server.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    s3?.destroy();
    await t?.close();
    await server?.close();
  });

  it('stores an upload in the bucket, serves it, redirects its signed link there and deletes it', async () => {
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a8790f' } })
      .png()
      .toBuffer();
    const payload = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="s3.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: ADMIN_CONTENT_API.media,
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const asset = res.json().asset as MediaAsset;
    const stored = await keysUnder(`media/${asset.id}/`);
    expect(stored).toContain(`media/${asset.id}/thumb.webp`);

    const served = await t.app.inject({ method: 'GET', url: asset.thumbUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const ranged = await t.app.inject({
      method: 'GET',
      url: asset.thumbUrl,
      headers: { range: 'bytes=0-3' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.toString('latin1')).toBe('RIFF');

    const link = await t.app.inject({
      method: 'GET',
      url: t.app.storage.signedUrl(`media/${asset.id}/thumb.webp`, 60, { download: 'thumb.webp' }),
    });
    expect(link.statusCode).toBe(302);
    const location = link.headers.location as string;
    expect(location.startsWith(`${server.endpoint}/${server.bucket}/media/${asset.id}/thumb.webp?`)).toBe(
      true,
    );
    const direct = await fetch(location);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.compare(Buffer.from(await direct.arrayBuffer()), served.rawPayload)).toBe(0);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: ADMIN_CONTENT_API.mediaItem(asset.id),
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await keysUnder(`media/${asset.id}/`)).toEqual([]);
  });
});
