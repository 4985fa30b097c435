import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { cameraJpeg, createGallery, jpegImageData, uploadPhoto } from '../../../../tests/gallery-helpers.ts';
import { type S3TestServer, startS3Server } from '../../../../tests/s3-server.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { GALLERIES_API } from '../../../shared/galleries.ts';
import { parseStorageUrl } from '../../lib/uploads/storage-url.ts';

/** The same gallery flow with STORAGE_URL on a real S3-compatible server (s3rver). */
describe('galleries on S3 storage', () => {
  let server: S3TestServer;
  let t: TestApp;
  let ade: SignedInUser;

  beforeAll(async () => {
    server = await startS3Server();
    t = await createTestApp({ storage: parseStorageUrl(server.url) });
    ade = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('uploads in chunks, processes, serves by presigned redirect, zips the originals and deletes everything', async () => {
    const gallery = await createGallery(t.app, ade);
    const photo = await cameraJpeg({ r: 1, g: 120, b: 200 });
    await uploadPhoto(t.app, ade, gallery.id, photo, 'S3.jpg');
    const detail = (
      await t.app.inject({ method: 'GET', url: GALLERIES_API.gallery(gallery.id), headers: ade.headers })
    ).json().gallery;
    expect(detail).toMatchObject({ imageCount: 1, pending: 0 });
    const thumb = await t.app.inject({ method: 'GET', url: detail.photos[0].thumbUrl });
    expect(thumb.statusCode).toBe(302);
    const fromBucket = await fetch(String(thumb.headers.location));
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('content-type')).toBe('image/webp');

    await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.gallery(gallery.id)}/share`,
      headers: ade.headers,
    });
    const zip = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.publicZip(gallery.photographerId, gallery.id),
    });
    expect(zip.statusCode).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-s3zip-'));
    try {
      fs.writeFileSync(path.join(dir, 'g.zip'), zip.rawPayload);
      // The original's image data byte for byte, stored without its GPS position (decision 157).
      const entry = execFileSync('unzip', ['-p', path.join(dir, 'g.zip'), 'S3.jpg']);
      expect(jpegImageData(entry).equals(jpegImageData(photo))).toBe(true);
      expect(await exifr.gps(entry).catch(() => undefined)).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }

    await t.app.inject({ method: 'DELETE', url: GALLERIES_API.gallery(gallery.id), headers: ade.headers });
    const left = await fetch(String(thumb.headers.location));
    expect(left.status).toBe(404);
  });
});
