import sharp from 'sharp';
import { groupOfSamples, samplePhoto } from '../../tests/find-me-helpers.ts';

/**
 * Wedding-like photos for the Find me bench, made at bench time from face-api's six sample
 * photos (22 faces; nothing is committed): every photo is a different crop, size, mirror,
 * light and JPEG quality of one sample, and every tenth is a group picture of all six side by
 * side, its faces small enough that the whole-photo pass misses some and the tiles run.
 */

const SAMPLES = [1, 2, 3, 4, 5, 6];
/** Every this-many photos, one is a group picture. */
const GROUP_EVERY = 10;

/** A small seeded generator (mulberry32): the same photo for the same index, run after run. */
function random(seed: number) {
  let a = seed + 0x6d2b79f5;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const originals = new Map<number, { data: Buffer; width: number; height: number }>();
async function original(n: number) {
  let found = originals.get(n);
  if (!found) {
    const { data, info } = await sharp(samplePhoto(n)).toBuffer({ resolveWithObject: true });
    found = { data, width: info.width, height: info.height };
    originals.set(n, found);
  }
  return found;
}

/** One sample, cropped to 70–100% of each side, 1,600–2,400 px wide, maybe mirrored, lighter or darker. */
async function portrait(index: number, next: () => number): Promise<Buffer> {
  const source = await original(SAMPLES[index % SAMPLES.length]!);
  const share = 0.7 + next() * 0.3;
  const width = Math.round(source.width * share);
  const height = Math.round(source.height * (0.7 + next() * 0.3));
  let image = sharp(source.data)
    .extract({
      left: Math.floor(next() * (source.width - width)),
      top: Math.floor(next() * (source.height - height)),
      width,
      height,
    })
    .resize({ width: Math.round(1600 + next() * 800) })
    .modulate({ brightness: 0.75 + next() * 0.5, saturation: 0.8 + next() * 0.4 });
  if (next() < 0.5) image = image.flop();
  return image.jpeg({ quality: Math.round(78 + next() * 14) }).toBuffer();
}

/** The six samples in a 3 × 2 grid, 850–1,000 px a cell, shuffled, some mirrored (faces 30–45 px at 1,024 px). */
function groupPicture(next: () => number): Promise<Buffer> {
  const cell = Math.round(850 + next() * 150);
  const order = [...SAMPLES].sort(() => next() - 0.5);
  const mirrored = new Set(SAMPLES.filter(() => next() < 0.3));
  return groupOfSamples({
    cell,
    order,
    mirrored: (n) => mirrored.has(n),
    quality: Math.round(82 + next() * 10),
  });
}

/** The bench's photo number `index` (0-based). */
export function benchPhoto(index: number): Promise<Buffer> {
  const next = random(index);
  return index % GROUP_EVERY === GROUP_EVERY - 1 ? groupPicture(next) : portrait(index, next);
}

export const isGroupPicture = (index: number) => index % GROUP_EVERY === GROUP_EVERY - 1;
