import sharp, { type Sharp } from 'sharp';
import { detectFaces, type FoundFace, type RawImage } from './face-engine.ts';

/**
 * From a photo's bytes to the faces in it (decisions 293 and 298). The model looks at the photo
 * at 1024 px; a group photo (many faces, or small ones) is looked at again in overlapping square
 * tiles cut from one decode at 1024 / 0.6 px, so a face 30 px wide at 1024 px is 1.7 times
 * larger in its tile. A face a tile finds again is dropped after the detector's pass, before the
 * costlier landmark and recogniser nets read it (the worker's `known` boxes).
 */

const VIEW_PX = 1024;
/** A face narrower than this at 1024 px, or this many faces, makes it a group photo: tiles too. */
const SMALL_FACE_PX = 48;
const GROUP_FACES = 6;
/** A tile's side is 60% of the photo's longer side: neighbouring tiles overlap by a fifth or more. */
const TILE_SHARE = 0.6;

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** An upright RGB image of at most `longest` px a side. */
async function rgbOf(input: Sharp, longest = VIEW_PX): Promise<RawImage> {
  const { data, info } = await input
    .rotate()
    .resize({ width: longest, height: longest, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** Square tiles covering an image: two along a side longer than a tile, one otherwise. */
export function tilesOf(width: number, height: number, share = TILE_SHARE): Region[] {
  const side = Math.round(Math.max(width, height) * share);
  const w = Math.min(side, width);
  const h = Math.min(side, height);
  const lefts = w < width ? [0, width - w] : [0];
  const tops = h < height ? [0, height - h] : [0];
  return tops.flatMap((top) => lefts.map((left) => ({ left, top, width: w, height: h })));
}

const isGroupPhoto = (faces: readonly FoundFace[], viewScale: number) =>
  faces.length >= GROUP_FACES || faces.some((f) => f.width / viewScale < SMALL_FACE_PX);

/** Every face of a gallery photo, boxes in the photo's own (upright) pixels. */
export async function facesInPhoto(bytes: Buffer): Promise<FoundFace[]> {
  const { autoOrient } = await sharp(bytes).metadata();
  const whole = await rgbOf(sharp(bytes));
  const wholeScale = autoOrient.width / whole.width;
  const faces = (await detectFaces(whole)).map((f) => scaled(f, wholeScale, 0, 0));
  if (!isGroupPhoto(faces, wholeScale) || Math.max(autoOrient.width, autoOrient.height) <= VIEW_PX)
    return faces;
  const large = await rgbOf(sharp(bytes), Math.round(VIEW_PX / TILE_SHARE));
  const scale = autoOrient.width / large.width;
  for (const tile of tilesOf(large.width, large.height)) {
    const data = await sharp(large.data, { raw: { width: large.width, height: large.height, channels: 3 } })
      .extract(tile)
      .raw()
      .toBuffer();
    const known = faces.map((f) => scaled(f, 1 / scale, -tile.left, -tile.top));
    for (const f of await detectFaces({ width: tile.width, height: tile.height, data }, { known }))
      faces.push(scaled(f, scale, tile.left * scale, tile.top * scale));
  }
  return faces;
}

/** A face's box in another frame: multiplied by `scale`, then moved by (left, top). */
function scaled(f: FoundFace, scale: number, left: number, top: number): FoundFace {
  return {
    ...f,
    x: f.x * scale + left,
    y: f.y * scale + top,
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
    image = await rgbOf(sharp(bytes, { limitInputPixels: 50_000_000 }));
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
