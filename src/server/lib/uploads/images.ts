import sharp, { type Metadata } from 'sharp';
import { MEDIA_MAX_BYTES } from '../../../shared/media.ts';
import { HttpError } from '../http-error.ts';
import { Semaphore } from './semaphore.ts';
import type { SniffedKind } from './sniff.ts';

export const IMAGE_VARIANTS = ['full', 'medium', 'thumb'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

/** The same limit the upload forms check before sending. */
export const MAX_IMAGE_BYTES = MEDIA_MAX_BYTES;
/** Larger images are refused before decoding, so a "decompression bomb" cannot exhaust memory. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Read by sharp here (this build has no HEVC decoder, so no HEIC). */
export const IMAGE_UPLOAD_KINDS: readonly SniffedKind[] = ['jpeg', 'png', 'webp', 'gif', 'avif'];
export const UNSUPPORTED_IMAGE_MESSAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.';
export const IMAGE_TOO_LARGE_MESSAGE = 'Images must be 10 MB or smaller.';

/** Longest side of each stored size. */
const SIZES: Record<ImageVariant, number> = { full: 2000, medium: 1200, thumb: 400 };

/**
 * Two decodes at a time for the whole process: a 49-megapixel photo takes about 200 MB while
 * decoded, and sixteen of them in parallel took the server from 530 to 909 MB.
 */
const decoding = new Semaphore(2);

export interface ProcessedImage {
  format: string;
  width: number;
  height: number;
  variants: Record<ImageVariant, Buffer>;
}

/**
 * Makes the WebP sizes the site serves from an upload already typed by its bytes. The source
 * is decoded once, at the largest size, and the smaller sizes are made from that; re-encoding
 * also drops metadata such as GPS positions from phone photos.
 */
export function processImage(data: Buffer): Promise<ProcessedImage> {
  return decoding.run(() => process(data));
}

async function process(data: Buffer): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new HttpError(415, UNSUPPORTED_IMAGE_MESSAGE);
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new HttpError(413, 'This image has too many pixels; resize it below 50 megapixels.');
  }
  try {
    const base = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: SIZES.full, height: SIZES.full, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
    const render = (size: number) =>
      sharp(base.data, { raw })
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: size > 500 ? 82 : 75 })
        .toBuffer();
    const [full, medium, thumb] = [
      await render(SIZES.full),
      await render(SIZES.medium),
      await render(SIZES.thumb),
    ];
    return {
      format: meta.format === 'heif' ? 'avif' : (meta.format ?? 'unknown'),
      width: raw.width,
      height: raw.height,
      variants: { full, medium, thumb },
    };
  } catch {
    throw new HttpError(415, 'This image could not be read. It may be damaged; try exporting it again.');
  }
}

/** The size named by a served file name (`full.webp`…), or undefined. */
export const variantOfFile = (file: string): ImageVariant | undefined =>
  IMAGE_VARIANTS.find((v) => `${v}.webp` === file);
