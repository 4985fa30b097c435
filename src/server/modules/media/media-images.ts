import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../../lib/http-error.ts';
import type { MediaVariant } from './media.storage.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Larger images are refused before decoding, so a "decompression bomb" cannot exhaust memory. */
const MAX_INPUT_PIXELS = 50_000_000;
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'heif'] as const;
export const UNSUPPORTED_TYPE_MESSAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.';
export const TOO_LARGE_MESSAGE = 'Images must be 10 MB or smaller.';

/** Longest side of each stored size. */
const SIZES: Record<MediaVariant, number> = { full: 2000, medium: 1200, thumb: 400 };

export interface ProcessedImage {
  format: string;
  width: number;
  height: number;
  variants: Record<MediaVariant, Buffer>;
}

/**
 * Checks an upload by its bytes (never the browser's claimed type) and makes the WebP sizes
 * the site serves. Re-encoding also drops metadata such as GPS positions from phone photos.
 */
export async function processImage(data: Buffer): Promise<ProcessedImage> {
  if (data.length > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_LARGE_MESSAGE);
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new HttpError(415, UNSUPPORTED_TYPE_MESSAGE);
  }
  const format = meta.format ?? '';
  if (!(ACCEPTED_FORMATS as readonly string[]).includes(format))
    throw new HttpError(415, UNSUPPORTED_TYPE_MESSAGE);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new HttpError(413, 'This image has too many pixels; resize it below 50 megapixels.');
  }

  const render = (size: number) =>
    sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: size > 500 ? 82 : 75 })
      .toBuffer({ resolveWithObject: true });
  try {
    const full = await render(SIZES.full);
    const medium = await render(SIZES.medium);
    const thumb = await render(SIZES.thumb);
    return {
      format: format === 'heif' ? 'avif' : format,
      width: full.info.width,
      height: full.info.height,
      variants: { full: full.data, medium: medium.data, thumb: thumb.data },
    };
  } catch {
    throw new HttpError(415, 'This image could not be read. It may be damaged; try exporting it again.');
  }
}
