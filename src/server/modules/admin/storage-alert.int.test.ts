import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { cameraJpeg, createGallery, putChunk, sha256 } from '../../../../tests/gallery-helpers.ts';
import { multipartBody, testPng } from '../../../../tests/multipart.ts';
import { type S3TestServer, startS3Server } from '../../../../tests/s3-server.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { ADMIN_API } from '../../../shared/admin.ts';
import { ADMIN_CONTENT_API } from '../../../shared/content-admin.ts';
import { GALLERIES_API } from '../../../shared/galleries.ts';
import { STORAGE_FULL_MESSAGE } from '../../lib/uploads/storage-full.ts';
import { parseStorageUrl } from '../../lib/uploads/storage-url.ts';
import { STORAGE_ALERT_JOB } from './admin.plugin.ts';

/** Every file under a folder, relative (hidden and temporary ones included). */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) =>
        fs.statSync(path.join(dir, f)).isFile(),
      )
    : [];

/**
 * A full disk is a clear answer (decision 194): writes the storage refuses answer 507 "Storage is
 * full" with nothing half-written, the super admins see a banner and get one email a day while
 * it lasts, and the first write that succeeds ends it. The local disk is made full with the
 * `storage-full` fault (the driver's writes go to /dev/full: the kernel's own ENOSPC); the bucket
 * with an S3 endpoint that answers uploads as a full MinIO does.
 */
describe('a full data disk', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let ade: SignedInUser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-full-'));
    t = await createTestApp({ dataDir }, (app) => {
      app.get('/test/database-full', async () => {
        throw Object.assign(new Error('could not extend file "base/1/2": No space left on device'), {
          code: '53100',
        });
      });
    });
    admin = await signInAs(t.app, 'superAdmin');
    ade = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(async () => {
    delete process.env.AWORAN_FAULT;
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const uploadMedia = async () => {
    const { payload, contentType } = multipartBody(await testPng());
    return t.app.inject({
      method: 'POST',
      url: ADMIN_CONTENT_API.media,
      headers: { ...admin.headers, 'content-type': contentType },
      payload,
    });
  };
  const alert = async () =>
    (await t.app.inject({ method: 'GET', url: ADMIN_API.storage, headers: admin.headers })).json().alert;
  const alertEmails = async () =>
    (await t.app.database.query(`select 1 from notification_outbox where template = 'storage-full'`)).length;

  it('answers 507 "Storage is full", keeps nothing half-written, alerts and emails the super admins once', async () => {
    process.env.AWORAN_FAULT = 'storage-full';
    const refused = await uploadMedia();
    expect(refused.statusCode).toBe(507);
    expect(refused.json().message).toBe(STORAGE_FULL_MESSAGE);
    expect(filesUnder(path.join(dataDir, 'uploads'))).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: ADMIN_CONTENT_API.media, headers: admin.headers })).json()
        .media,
    ).toEqual([]);

    const gallery = await createGallery(t.app, ade);
    const jpeg = await cameraJpeg();
    const start = await t.app.inject({
      method: 'POST',
      url: GALLERIES_API.uploads(gallery.id),
      headers: ade.headers,
      payload: { filename: 'a.jpg', sizeBytes: jpeg.length, sha256: sha256(jpeg) },
    });
    const chunk = await putChunk(t.app, ade, gallery.id, start.json().uploadId, 0, jpeg);
    expect(chunk.statusCode).toBe(507);
    expect(filesUnder(path.join(dataDir, 'uploads'))).toEqual([]);

    await expect.poll(alert).toMatchObject({ reason: 'The data disk is full (ENOSPC).' });
    expect(await alertEmails()).toBe(1); // once today, however many writes were refused
    // Only super admins see it.
    expect(
      (await t.app.inject({ method: 'GET', url: ADMIN_API.storage, headers: ade.headers })).statusCode,
    ).toBe(403);
  });

  it('emails again the next day while it lasts; ends at the first write that succeeds', async () => {
    await t.app.database.query(`update storage_alerts set emailed_on = emailed_on - 1`);
    await t.app.jobs.send(STORAGE_ALERT_JOB, {}); // the daily check: the probe is refused too
    expect(await alertEmails()).toBe(2);
    await t.app.jobs.send(STORAGE_ALERT_JOB, {});
    expect(await alertEmails()).toBe(2);

    delete process.env.AWORAN_FAULT; // space was freed
    expect((await uploadMedia()).statusCode).toBe(201);
    await expect.poll(alert).toBeNull();
    await t.app.jobs.send(STORAGE_ALERT_JOB, {});
    expect(await alertEmails()).toBe(2);
  });

  it('answers 507 when the database itself has no room (disk_full)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/database-full' });
    expect(res.statusCode).toBe(507);
    expect(res.json().message).toBe(STORAGE_FULL_MESSAGE);
  });
});

/** An S3 endpoint in front of s3rver that answers every upload like a MinIO out of space. */
async function fullBucket(s3: S3TestServer): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(s3.endpoint);
  const server = http.createServer((req, res) => {
    if (req.method === 'PUT' || req.method === 'POST') {
      req.resume();
      req.on('end', () => {
        res.writeHead(507, { 'content-type': 'application/xml' });
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>XMinioStorageFull</Code>' +
            '<Message>Storage backend has reached its minimum free drive threshold.</Message></Error>',
        );
      });
      return;
    }
    const forward = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: s3.url.replace(`:${target.port}/`, `:${port}/`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a full bucket', () => {
  let s3: S3TestServer;
  let full: Awaited<ReturnType<typeof fullBucket>>;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server();
    full = await fullBucket(s3);
    t = await createTestApp({ storage: parseStorageUrl(full.url) });
  });
  afterAll(async () => {
    await t?.close();
    await full?.close();
    await s3?.close();
  });

  it('answers 507 "Storage is full" and tells the super admins why', async () => {
    const admin = await signInAs(t.app, 'superAdmin');
    const { payload, contentType } = multipartBody(await testPng());
    const res = await t.app.inject({
      method: 'POST',
      url: ADMIN_CONTENT_API.media,
      headers: { ...admin.headers, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(507);
    expect(res.json().message).toBe(STORAGE_FULL_MESSAGE);
    await expect
      .poll(
        async () =>
          (await t.app.inject({ method: 'GET', url: ADMIN_API.storage, headers: admin.headers })).json()
            .alert,
      )
      .toMatchObject({ reason: 'The bucket is full (XMinioStorageFull).' });
  });
});
