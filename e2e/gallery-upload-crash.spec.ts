import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { noisyPhotos } from './photo-files';

/**
 * A gallery upload through a crash of the server: files of several chunks, the server killed
 * with SIGKILL mid-upload and mid-processing and started again on the same data (decision 150).
 */
let server: DirectoryServer;
let photographer: SeededPhotographer;
let photoDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  photoDir = await noisyPhotos('aworan-e2e-crash-', 2);
  server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 73);
  await server.start();
  photographer = await server.addPhotographer({
    businessName: 'Tunde Shots',
    slug: 'tunde-shots',
    city: 'Abeokuta',
    categories: ['wedding'],
    prices: [300000],
    firstName: 'Tunde',
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (photoDir) fs.rmSync(photoDir, { recursive: true, force: true });
});

test('kill -9 mid-upload and mid-processing: nothing partial is listed, the upload resumes, processing finishes', async () => {
  test.setTimeout(240_000);
  const cookie = photographer.cookie;
  const created = await server.call('POST', '/api/galleries', { name: 'Crash test' }, cookie);
  const galleryId = ((await created.json()) as { gallery: { id: string } }).gallery.id;
  const big = fs.readFileSync(path.join(photoDir, 'IMG_0001.jpg'));
  // A file of two chunks or more (about 6 MB): the same photo again and again, a different ending.
  const twoChunks = Buffer.concat([...Array.from({ length: 14 }, () => big), Buffer.from('end')]);
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  const start = async (bytes: Buffer, filename: string) =>
    (await (
      await server.call(
        'POST',
        `/api/galleries/${galleryId}/uploads`,
        { filename, sizeBytes: bytes.length, sha256: sha(bytes) },
        cookie,
      )
    ).json()) as {
      uploadId: string;
      chunkBytes: number;
      chunkCount: number;
      received: number[];
    };
  const put = (uploadId: string, index: number, bytes: Buffer) =>
    fetch(`${server.base}/api/galleries/${galleryId}/uploads/${uploadId}/chunks/${index}`, {
      method: 'PUT',
      headers: { cookie, origin: server.base, 'content-type': 'application/octet-stream' },
      body: bytes,
    });
  const detail = async () =>
    (
      (await (await server.call('GET', `/api/galleries/${galleryId}`, undefined, cookie)).json()) as {
        gallery: { imageCount: number; pending: number };
      }
    ).gallery;

  // Mid-upload: one chunk of several has arrived.
  const partial = await start(twoChunks, 'partial.jpg');
  expect(partial.chunkCount).toBeGreaterThan(1);
  expect((await put(partial.uploadId, 0, twoChunks.subarray(0, partial.chunkBytes))).status).toBe(200);
  // Mid-processing: a whole photo completed, killed while its job runs.
  const whole = fs.readFileSync(path.join(photoDir, 'IMG_0002.jpg'));
  const done = await start(whole, 'whole.jpg');
  expect((await put(done.uploadId, 0, whole)).status).toBe(200);
  await server.call(
    'POST',
    `/api/galleries/${galleryId}/uploads/${done.uploadId}/complete`,
    undefined,
    cookie,
  );
  await server.crash();
  await server.restart();

  // Nothing partial is listed; the processing resumes on its own.
  await expect.poll(async () => (await detail()).imageCount, { timeout: 60_000 }).toBe(1);
  expect((await detail()).pending).toBe(1);
  // The upload resumes where it stopped.
  const again = await start(twoChunks, 'partial.jpg');
  expect(again.uploadId).toBe(partial.uploadId);
  expect(again.received).toEqual([0]);
  for (let i = 1; i < again.chunkCount; i += 1) {
    expect(
      (await put(again.uploadId, i, twoChunks.subarray(i * again.chunkBytes, (i + 1) * again.chunkBytes)))
        .status,
    ).toBe(200);
  }
  const completed = await server.call(
    'POST',
    `/api/galleries/${galleryId}/uploads/${again.uploadId}/complete`,
    undefined,
    cookie,
  );
  expect(completed.status).toBe(200);
  // The joined bytes were checked against the hash: it is a valid JPEG only up to the first copy,
  // so processing may read it or mark it failed; either way it is no longer pending.
  await expect.poll(async () => (await detail()).pending, { timeout: 60_000 }).toBe(0);
});
