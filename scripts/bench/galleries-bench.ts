/**
 * Galleries figures for `npm run bench`, called from scripts/bench.ts:
 *   (a) processing: the gallery job (THE handler, run inline: original read from storage, the
 *       watermark, the recipe, three sizes written, the row marked ready) against bare sharp
 *       running the same recipe on the same 24-megapixel JPEGs held in memory, two in flight on
 *       both sides, alternating rounds. Target: job ≥ 0.8 × bare photos per second.
 *   (b) zip: the whole-gallery download over HTTP (GET …/download.zip on 127.0.0.1) against
 *       bare yazl in store mode reading the same files into a null sink. The gallery is 40 files
 *       of 50 MiB of random bytes (2 GiB) written straight into storage as ready photos: no real
 *       photos are kept, and random bytes do not compress. Targets: ≥ 0.5 × bare, and resident
 *       memory during the download at most 100 MB above its level before (flat).
 *   (c) a 140-photo client gallery (three sections, a cover) on the phone profile of
 *       scripts/bench-phone.ts, served by the real server (`src/server/server.ts`, production
 *       mode, the built front end). Targets: LCP ≤ 1.5 s, CLS ≤ 0.05, ≤ 40 requests. Then the
 *       same gallery in data saver mode on 3G (./gallery-data-saver-bench.ts): first screen
 *       ≤ 300 KB, LCP ≤ 2.5 s.
 * Run alone (after `npm run build`): node --import tsx scripts/bench/galleries-bench.ts
 * (BENCH_GALLERY_ONLY=phone: the client gallery alone).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { galleryPhotos } from '../../src/server/db/schema/galleries.ts';
import { Semaphore } from '../../src/server/lib/uploads/semaphore.ts';
import { PHOTO_PROCESS_JOB } from '../../src/server/modules/galleries/uploads.service.ts';
import { GALLERIES_API, PHOTO_SIZES } from '../../src/shared/galleries.ts';
import { SECTIONS_API } from '../../src/shared/gallery-sections.ts';
import { createUser, type SignedInUser, signInUser } from '../../tests/auth-helpers.ts';
import { freePort } from '../../tests/free-port.ts';
import { createGallery, uploadPhoto } from '../../tests/gallery-helpers.ts';
import { embeddedServerEnv, inProcessApp, startScript, stop, waitFor } from '../bench-helpers.ts';
import { phoneProfile, printPhoneProfile } from '../bench-phone.ts';
import { dataSaverLoad, dataSaverRows } from './gallery-data-saver-bench.ts';
import { ZIP_FILES, ZIP_RSS_TARGET_MB, ZIP_TARGET, zipFigures } from './gallery-zip-bench.ts';
import { mb, median, timed, verdict } from './measure.ts';

const PROCESS_PHOTOS = Number(process.env.BENCH_GALLERY_PHOTOS ?? 12);
const PROCESS_ROUNDS = 3;
const PROCESS_TARGET = 0.8;
const PHONE_PHOTOS = Number(process.env.BENCH_GALLERY_PHONE_PHOTOS ?? 140);
const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);
const ONLY = process.env.BENCH_GALLERY_ONLY;
const LCP_TARGET_MS = 1500;
const CLS_TARGET = 0.05;
const REQUESTS_TARGET = 40;

/**
 * A camera-like photo: smooth shapes from blown-up noise plus fine grain (0 to `grain` on each
 * channel: sensor noise, which is what makes real JPEGs large), as a JPEG.
 */
async function photoLike(width: number, height: number, seed: number, grain = 8): Promise<Buffer> {
  const small = { width: Math.ceil(width / 40), height: Math.ceil(height / 40), channels: 3 as const };
  const base = await sharp(randomBytes(small.width * small.height * 3), { raw: small })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const noise = randomBytes(base.length);
  for (let i = 0; i < base.length; i++) base[i] = Math.min(255, base[i]! + (noise[i]! % grain) + (seed % 7));
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

// ---------------------------------------------------------------- (a) processing

/** The recipe of decision 151 with bare sharp: one decode at the web size, four products. */
async function bareRecipe(original: Buffer) {
  const decoded = await sharp(original, { limitInputPixels: 120_000_000, failOn: 'error' })
    .autoOrient()
    .resize({ width: PHOTO_SIZES.web, height: PHOTO_SIZES.web, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
  const from = () => sharp(decoded.data, { raw });
  const within = (size: number) => ({ width: size, height: size, fit: 'inside' as const });
  await from().jpeg({ quality: 86, progressive: true, chromaSubsampling: '4:4:4' }).toBuffer();
  await from().resize(within(PHOTO_SIZES.preview)).webp({ quality: 80 }).toBuffer();
  await from().resize(within(PHOTO_SIZES.thumb)).webp({ quality: 72 }).toBuffer();
  const small = await from().resize(within(100)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  rgbaToThumbHash(small.info.width, small.info.height, small.data);
}

async function processingFigures(app: FastifyInstance, owner: SignedInUser) {
  const originals: Buffer[] = [];
  for (let i = 0; i < PROCESS_PHOTOS; i++) originals.push(await photoLike(6000, 4000, i));
  const gallery = await createGallery(app, owner, { name: 'Processing bench' });
  const ids: string[] = [];
  for (const [i, data] of originals.entries())
    ids.push(await uploadPhoto(app, owner, gallery.id, data, `DSC_${i}.JPG`));
  const bare = new Semaphore(2);
  const bareRound = () => timed(() => Promise.all(originals.map((o) => bare.run(() => bareRecipe(o)))));
  const jobRound = async () => {
    // Back to `processing`, as after an upload; the job makes the sizes and marks them ready.
    await app.db
      .update(galleryPhotos)
      .set({ state: 'processing' })
      .where(eq(galleryPhotos.galleryId, gallery.id));
    const seconds = await timed(() =>
      Promise.all(ids.map((photoId) => app.jobs.send(PHOTO_PROCESS_JOB, { photoId }))),
    );
    const rows = await app.db.select().from(galleryPhotos).where(eq(galleryPhotos.galleryId, gallery.id));
    if (rows.some((r) => r.state !== 'ready')) throw new Error('the gallery job left photos unprocessed');
    return seconds;
  };
  await bareRound(); // warm-up: sharp's first use, page cache
  const bareTimes: number[] = [];
  const jobTimes: number[] = [];
  for (let round = 0; round < PROCESS_ROUNDS; round++) {
    jobTimes.push(await jobRound());
    bareTimes.push(await bareRound());
  }
  const sizeMb = mb(originals.reduce((n, o) => n + o.length, 0) / originals.length);
  return { bare: PROCESS_PHOTOS / median(bareTimes), job: PROCESS_PHOTOS / median(jobTimes), sizeMb };
}

// ---------------------------------------------------------------- (c) the client gallery on a phone

/** A wedding of 140 photos in three sections (a few left unsectioned), shared. */
export async function seedPhoneGallery(app: FastifyInstance, owner: SignedInUser): Promise<string> {
  const gallery = await createGallery(app, owner, {
    name: 'Adunni & Tobi',
    description: 'Our wedding at the Lagos Oriental Hotel',
  });
  const ids: string[] = [];
  for (let i = 0; i < PHONE_PHOTOS; i++) {
    // Mostly landscape, every fourth portrait, as a wedding shoot is.
    const [w, h] = i % 4 === 3 ? [1200, 1800] : [1800, 1200];
    ids.push(await uploadPhoto(app, owner, gallery.id, await photoLike(w, h, i, 3), `IMG_${1000 + i}.JPG`));
  }
  const parts = ['Getting ready', 'Ceremony', 'Reception'];
  for (const [n, name] of parts.entries()) {
    const res = await app.inject({
      method: 'POST',
      url: SECTIONS_API.sections(gallery.id),
      headers: owner.headers,
      payload: { name },
    });
    const section = res.json().section as { id: string };
    const mine = ids.filter((_, i) => i >= 10 && i % 3 === n);
    await app.inject({
      method: 'POST',
      url: SECTIONS_API.move(gallery.id),
      headers: owner.headers,
      payload: { photoIds: mine, sectionId: section.id },
    });
  }
  await app.inject({
    method: 'POST',
    url: `${GALLERIES_API.gallery(gallery.id)}/share`,
    headers: owner.headers,
  });
  return `/gallery/${owner.id}/${gallery.id}`;
}

async function phoneFigures(dataDir: string, galleryPath: string) {
  const port = await freePort();
  const server = startScript('src/server/server.ts', embeddedServerEnv(port, dataDir));
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitFor(`${origin}/api/health`);
    const phone = await phoneProfile(origin, [galleryPath], PHONE_RUNS);
    const dataSaver = await dataSaverLoad(`${origin}${galleryPath}`, PHONE_RUNS);
    return { phone, dataSaver };
  } finally {
    await stop(server);
  }
}

export async function runGalleriesBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-bench-galleries-'));
  try {
    const app = await inProcessApp(dataDir);
    let processing: Awaited<ReturnType<typeof processingFigures>> | undefined;
    let zip: Awaited<ReturnType<typeof zipFigures>> | undefined;
    let galleryPath: string;
    try {
      const owner = await signInUser(app, await createUser(app, { kind: 'approvedPhotographer' }));
      // BENCH_GALLERY_ONLY=phone measures the client gallery alone (after a change to its page).
      if (ONLY !== 'phone') {
        processing = await processingFigures(app, owner);
        zip = await zipFigures(app, owner, dataDir);
      }
      galleryPath = await seedPhoneGallery(app, owner);
    } finally {
      await app.close();
    }
    const { phone, dataSaver } = await phoneFigures(dataDir, galleryPath);

    console.info('\ngalleries');
    const row = phone[0]!.app;
    const figures: Record<string, { measured: string | number; target: string; '': string }> = {};
    if (processing && zip) {
      const processingRatio = processing.job / processing.bare;
      const zipRatio = zip.appMbS / zip.bareMbS;
      Object.assign(figures, {
        [`processing, ${PROCESS_PHOTOS} × 24 MP JPEG (${processing.sizeMb.toFixed(1)} MB each): gallery job / bare sharp`]:
          {
            measured: `${processing.job.toFixed(2)} vs ${processing.bare.toFixed(2)} photos/s = ${processingRatio.toFixed(2)}×`,
            target: `≥ ${PROCESS_TARGET}×`,
            '': verdict(processingRatio >= PROCESS_TARGET),
          },
        [`zip over HTTP, ${(zip.zipMb / 1024).toFixed(2)} GiB (${ZIP_FILES} random files): app / bare yazl`]:
          {
            measured: `${zip.appMbS.toFixed(0)} vs ${zip.bareMbS.toFixed(0)} MiB/s = ${zipRatio.toFixed(2)}×`,
            target: `≥ ${ZIP_TARGET}×`,
            '': verdict(zipRatio >= ZIP_TARGET),
          },
        'zip over HTTP: resident memory growth, MB': {
          measured: `${zip.rssGrowth.toFixed(0)} (${zip.rssBefore.toFixed(0)} → ${zip.rssPeak.toFixed(0)})`,
          target: `≤ ${ZIP_RSS_TARGET_MB}`,
          '': verdict(zip.rssGrowth <= ZIP_RSS_TARGET_MB),
        },
      });
    }
    Object.assign(figures, {
      [`${PHONE_PHOTOS}-photo client gallery, phone: LCP ms`]: {
        measured: row.lcpMs,
        target: `≤ ${LCP_TARGET_MS}`,
        '': verdict(row.lcpMs <= LCP_TARGET_MS),
      },
      [`${PHONE_PHOTOS}-photo client gallery, phone: CLS`]: {
        measured: row.cls,
        target: `≤ ${CLS_TARGET}`,
        '': verdict(row.cls <= CLS_TARGET),
      },
      [`${PHONE_PHOTOS}-photo client gallery, phone: requests`]: {
        measured: row.requests,
        target: `≤ ${REQUESTS_TARGET}`,
        '': verdict(row.requests <= REQUESTS_TARGET),
      },
      ...dataSaverRows(PHONE_PHOTOS, dataSaver),
    });
    console.table(figures);
    printPhoneProfile(phone, PHONE_RUNS);
    const load1 = os.loadavg()[0]!;
    if (load1 > os.cpus().length)
      console.info(`note: load average ${load1.toFixed(1)} on ${os.cpus().length} CPUs: times are inflated`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone: node --import tsx scripts/bench/galleries-bench.ts
if (import.meta.url === `file://${process.argv[1]}`) await runGalleriesBench();
