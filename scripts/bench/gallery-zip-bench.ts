import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import { galleryPhotos } from '../../src/server/db/schema/galleries.ts';
import { originalKey } from '../../src/server/modules/galleries/photo-keys.ts';
import { GALLERIES_API } from '../../src/shared/galleries.ts';
import type { SignedInUser } from '../../tests/auth-helpers.ts';
import { createGallery } from '../../tests/gallery-helpers.ts';
import { mb, median, timed } from './measure.ts';

/**
 * Galleries figure (b) of `npm run bench` (see galleries-bench.ts): the whole-gallery zip over
 * HTTP against bare yazl in store mode, on 40 files of 50 MiB of random bytes.
 */
export const ZIP_FILES = Number(process.env.BENCH_ZIP_FILES ?? 40);
export const ZIP_FILE_BYTES = 50 * 1024 * 1024;
export const ZIP_TARGET = 0.5;
export const ZIP_RSS_TARGET_MB = 100;

/** Random bytes, 4 MiB at a time: a file that is not kept anywhere but in storage. */
function randomFile(size: number): Readable {
  return Readable.from(
    (function* () {
      for (let left = size; left > 0; left -= 4 * 1024 * 1024)
        yield randomBytes(Math.min(left, 4 * 1024 * 1024));
    })(),
  );
}

/** Resident memory sampled every 100 ms while `fn` runs: the highest seen. */
async function peakRss<T>(fn: () => Promise<T>): Promise<{ result: T; before: number; peak: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 100);
  try {
    const result = await fn();
    return { result, before: mb(before), peak: mb(Math.max(peak, process.memoryUsage.rss())) };
  } finally {
    clearInterval(timer);
  }
}

const nullSink = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** GET over HTTP, every byte counted and dropped. */
function download(url: string): Promise<{ bytes: number; length: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        if (res.statusCode !== 200) reject(new Error(`zip: ${res.statusCode}`));
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ bytes, length: Number(res.headers['content-length'] ?? -1) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function zipFigures(app: FastifyInstance, owner: SignedInUser, dataDir: string) {
  const gallery = await createGallery(app, owner, { name: 'Zip bench' });
  await app.inject({
    method: 'POST',
    url: `${GALLERIES_API.gallery(gallery.id)}/share`,
    headers: owner.headers,
  });
  const files: string[] = [];
  for (let i = 0; i < ZIP_FILES; i++) {
    const [row] = await app.db
      .insert(galleryPhotos)
      .values({
        galleryId: gallery.id,
        photographerId: owner.id,
        filename: `DSC_${String(i).padStart(4, '0')}.JPG`,
        contentHash: randomBytes(32).toString('hex'),
        sizeBytes: ZIP_FILE_BYTES,
        chunkCount: 13,
        state: 'ready',
        mime: 'image/jpeg',
        width: 6000,
        height: 4000,
        thumbhash: '',
      })
      .returning();
    const key = originalKey(row!);
    await app.storage.put(key, randomFile(ZIP_FILE_BYTES), { contentType: 'image/jpeg' });
    files.push(path.join(dataDir, 'uploads', key));
  }
  const total = ZIP_FILES * ZIP_FILE_BYTES;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}${GALLERIES_API.publicZip(owner.id, gallery.id)}`;

  const bareRun = () =>
    peakRss(() =>
      timed(async () => {
        const zip = new yazl.ZipFile();
        for (const [i, file] of files.entries()) {
          zip.addReadStreamLazy(`DSC_${i}.JPG`, { compress: false, size: ZIP_FILE_BYTES }, (done) =>
            done(null, fs.createReadStream(file)),
          );
        }
        zip.end();
        await pipeline(zip.outputStream, nullSink());
      }),
    );
  let answered = { bytes: 0, length: 0 };
  const appRun = () =>
    peakRss(() =>
      timed(async () => {
        answered = await download(url);
      }),
    );
  await bareRun(); // warm-up: the files into the page cache for both
  const bare: number[] = [];
  const served: number[] = [];
  const growth: number[] = [];
  let rss = { before: 0, peak: 0 };
  for (let round = 0; round < 2; round++) {
    const b = await bareRun();
    bare.push(b.result);
    const a = await appRun();
    served.push(a.result);
    growth.push(a.peak - a.before);
    rss = { before: a.before, peak: a.peak };
  }
  if (answered.length !== answered.bytes || answered.bytes < total) {
    throw new Error(`zip: ${answered.bytes} bytes received, ${answered.length} announced`);
  }
  // The 2 GiB gallery goes (rows and files) before the next figure.
  await app.inject({ method: 'DELETE', url: GALLERIES_API.gallery(gallery.id), headers: owner.headers });
  return {
    bareMbS: mb(total) / median(bare),
    appMbS: mb(total) / median(served),
    zipMb: mb(answered.bytes),
    rssBefore: rss.before,
    rssPeak: rss.peak,
    rssGrowth: Math.max(...growth),
  };
}
