import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { ShippedServer } from '../shipped/shipped-server.ts';
import { galleryCounts, type Photographer, uploadChunks } from '../shipped/shipped-world.ts';
import type { Cluster } from './cluster.ts';
import { callAt, cookiesOf } from './cluster-world.ts';
import { noisyJpeg } from './noisy-jpeg.ts';
import type { Tally } from './tally.ts';

const exec = promisify(execFile);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A shared gallery behind a PIN, its address, and the original files it holds (name → sha256). */
export interface LockedGallery {
  id: string;
  /** /api/public/galleries/<photographerId>/<galleryId> */
  publicPath: string;
  pin: string;
  originals: Map<string, string>;
}

/**
 * Creates a gallery of `photos` small originals (processed by the worker), shared with a PIN
 * and no one emailed; waits until every photo is ready.
 */
export async function lockedGallery(
  world: ShippedServer,
  owner: Photographer,
  name: string,
  pin: string,
  photos = 0,
): Promise<LockedGallery> {
  const { gallery } = await world.ok<{ gallery: { id: string; photographerId: string } }>(
    'POST',
    '/api/galleries',
    { name },
    owner.cookie,
  );
  const originals = new Map<string, string>();
  for (let n = 1; n <= photos; n++) {
    const filename = `PORTRAIT_${n}.JPG`;
    const photo = await noisyJpeg(500 + n, 800, 600);
    originals.set(filename, sha256(photo));
    const uploadId = await uploadChunks(world, owner, gallery.id, filename, photo);
    const completed = `/api/galleries/${gallery.id}/uploads/${uploadId}/complete`;
    await world.ok('POST', completed, undefined, owner.cookie);
  }
  const deadline = Date.now() + 120_000;
  for (;;) {
    const counts = await galleryCounts(world, owner, gallery.id);
    expect(counts.failed).toBe(0);
    if (counts.imageCount === photos && counts.pending === 0) break;
    if (Date.now() > deadline) throw new Error(`${name}: photos not processed: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await world.ok(
    'POST',
    `/api/galleries/${gallery.id}/share`,
    { recipients: [], protection: { mode: 'pin', code: pin } },
    owner.cookie,
  );
  const publicPath = `/api/public/galleries/${gallery.photographerId}/${gallery.id}`;
  return { id: gallery.id, publicPath, pin, originals };
}

/**
 * A client of the gallery (decision 287): unlocks it with the PIN on web-2, then, for as long
 * as the run lasts, opens it and downloads the zip through the load balancer (so on either web
 * instance, across web-1's restart); each zip is read back and must hold every original, byte
 * for byte. Without the PIN's grant the zip is refused. Answers the zips checked and their bytes.
 */
export async function downloadZips(
  cluster: Cluster,
  gallery: LockedGallery,
  tally: Tally,
  running: () => boolean,
): Promise<{ zips: number; bytes: number }> {
  const from = { origin: cluster.url, ip: '198.20.0.1' };
  const refused = await callAt(cluster.url, 'GET', `${gallery.publicPath}/download.zip`, from);
  expect(refused.status).toBe(401);
  const unlocked = await callAt(cluster.web[1]!.url, 'POST', `${gallery.publicPath}/unlock`, {
    ...from,
    body: { code: gallery.pin },
  });
  expect(unlocked.status, await unlocked.text()).toBe(200);
  const visitor = { ...from, cookie: cookiesOf(unlocked) };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-zips-'));
  let zips = 0;
  let bytes = 0;
  try {
    while (running()) {
      await tally.time('gallery opened', () => callAt(cluster.url, 'GET', gallery.publicPath, visitor));
      const zip = await tally.step('zip download', async () => {
        const res = await callAt(cluster.url, 'GET', `${gallery.publicPath}/download.zip`, visitor);
        expect(res.status).toBe(200);
        return Buffer.from(await res.arrayBuffer());
      });
      const file = path.join(dir, `${zips}.zip`);
      fs.writeFileSync(file, zip);
      expect(await contentsOf(file)).toEqual(gallery.originals);
      fs.rmSync(file);
      zips += 1;
      bytes += zip.length;
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { zips, bytes };
}

/** A zip's entries: name → sha256 of what `unzip` extracts. */
async function contentsOf(file: string): Promise<Map<string, string>> {
  const { stdout: listing } = await exec('unzip', ['-Z1', file]);
  const contents = new Map<string, string>();
  for (const name of listing.trim().split('\n')) {
    const { stdout } = await exec('unzip', ['-p', file, name], {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    });
    contents.set(name, sha256(stdout));
  }
  return contents;
}
