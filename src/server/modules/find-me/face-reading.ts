import sharp, { type Sharp } from 'sharp';
import { detectFaces, type FoundFace, type RawImage } from './face-engine.ts';

/**
 * From a photo's bytes to the faces in it (decision 293). The model looks at the photo at
 * 1024 px; a group photo (many faces, or small ones) is looked at again in four overlapping
 * tiles at the same resolution, so a face 30 px wide at 1024 px is four times larger in its tile.
 */

const VIEW_PX = 1024;
/** A face narrower than this at 1024 px, or this many faces, makes it a group photo: tiles too. */
const SMALL_FACE_PX = 48;
const GROUP_FACES = 6;
/** A tile covers 60% of each side, so neighbouring tiles overlap by a fifth. */
const TILE_SHARE = 0.6;

async function rgbOf(input: Sharp): Promise<RawImage> {
  const { data, info } = await input
    .resize({ width: VIEW_PX, height: VIEW_PX, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

const overlap = (a: FoundFace, b: FoundFace) => {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / Math.min(a.width * a.height, b.width * b.height);
};

/** Every face of a gallery photo, boxes in the photo's own pixels. */
export async function facesInPhoto(bytes: Buffer): Promise<FoundFace[]> {
  const meta = await sharp(bytes).rotate().toBuffer({ resolveWithObject: true });
  const { width, height } = meta.info;
  const upright = meta.data;
  const whole = await rgbOf(sharp(upright));
  const scale = width / whole.width;
  const faces = (await detectFaces(whole)).map((f) => scaled(f, scale, 0, 0));
  const group = faces.length >= GROUP_FACES || faces.some((f) => f.width / scale < SMALL_FACE_PX);
  if (!group || Math.max(width, height) <= VIEW_PX) return faces;
  const tw = Math.round(width * TILE_SHARE);
  const th = Math.round(height * TILE_SHARE);
  for (const [left, top] of [
    [0, 0],
    [width - tw, 0],
    [0, height - th],
    [width - tw, height - th],
  ] as const) {
    const tile = await rgbOf(sharp(upright).extract({ left, top, width: tw, height: th }));
    for (const f of await detectFaces(tile)) {
      const found = scaled(f, tw / tile.width, left, top);
      if (!faces.some((known) => overlap(known, found) > 0.5)) faces.push(found);
    }
  }
  return faces;
}

function scaled(f: FoundFace, scale: number, left: number, top: number): FoundFace {
  return {
    ...f,
    x: left + f.x * scale,
    y: top + f.y * scale,
    width: f.width * scale,
    height: f.height * scale,
  };
}

/** What a selfie check says: one clear face, or why not. */
export type SelfieReading =
  | { ok: true; descriptor: number[] }
  | { ok: false; reason: 'no-face' | 'many-faces' | 'too-small' | 'unreadable' };

/** A usable selfie has one clear face at least this wide, at 1024 px. */
export const SELFIE_MIN_FACE_PX = 80;
const CLEAR_SCORE = 0.6;

export async function readSelfie(bytes: Buffer): Promise<SelfieReading> {
  let image: RawImage;
  try {
    image = await rgbOf(sharp(bytes, { limitInputPixels: 50_000_000 }).rotate());
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const clear = (await detectFaces(image)).filter((f) => f.score >= CLEAR_SCORE);
  if (clear.length === 0) return { ok: false, reason: 'no-face' };
  if (clear.length > 1) return { ok: false, reason: 'many-faces' };
  const face = clear[0]!;
  if (face.width < SELFIE_MIN_FACE_PX) return { ok: false, reason: 'too-small' };
  return { ok: true, descriptor: face.descriptor };
}
