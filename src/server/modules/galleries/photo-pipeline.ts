import exifr from 'exifr';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { PHOTO_SIZES, type PhotoSize } from '../../../shared/galleries.ts';
import { Semaphore } from '../../lib/uploads/semaphore.ts';

/** A 100-megapixel medium-format frame decodes; a "decompression bomb" is refused unread. */
export const MAX_PHOTO_PIXELS = 120_000_000;

/**
 * Two photos in flight for the whole process: sharp on glibc without jemalloc runs one thread
 * per image, and a decoded 24-megapixel frame is about 70 MB (architecture note, pitfalls).
 */
const inFlight = new Semaphore(2);

export interface RenderedPhoto {
  width: number;
  height: number;
  thumbhash: string;
  capturedAt: Date | null;
  sizes: Record<PhotoSize, Buffer>;
}

/** The stored file of each served size (decision 151). */
export const SIZE_FILES: Record<PhotoSize, { file: string; contentType: string }> = {
  thumb: { file: 'thumb.webp', contentType: 'image/webp' },
  preview: { file: 'preview.webp', contentType: 'image/webp' },
  web: { file: 'web.jpg', contentType: 'image/jpeg' },
};

/**
 * EXIF DateTimeOriginal with its OffsetTimeOriginal; a camera that writes no offset is taken
 * to be on Lagos time (+01:00). Read with reviveValues off: exifr would otherwise build a Date
 * in the server's zone and ignore the offset.
 */
export async function captureTime(original: Buffer): Promise<Date | null> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(original, {
      pick: ['DateTimeOriginal', 'OffsetTimeOriginal', 'CreateDate'],
      reviveValues: false,
    });
  } catch {
    return null;
  }
  const raw = String(tags?.DateTimeOriginal ?? tags?.CreateDate ?? '');
  const m = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(raw);
  if (!m) return null;
  const offset = /^[+-]\d{2}:\d{2}$/.test(String(tags?.OffsetTimeOriginal ?? ''))
    ? String(tags?.OffsetTimeOriginal)
    : '+01:00';
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The recipe (decision 151): decode ONCE, auto-oriented, at the web size; encode the web JPEG,
 * the preview and thumbnail WebPs and the thumbhash from that one buffer. sharp writes no
 * metadata unless asked, so no served size carries EXIF or GPS. The original is never touched.
 */
export function renderPhoto(original: Buffer): Promise<RenderedPhoto> {
  return inFlight.run(async () => {
    const input = () => sharp(original, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
    const base = await input()
      .autoOrient()
      .resize({ width: PHOTO_SIZES.web, height: PHOTO_SIZES.web, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
    const from = () => sharp(base.data, { raw });
    const within = (size: number) => ({
      width: size,
      height: size,
      fit: 'inside' as const,
      withoutEnlargement: true,
    });
    const web = await from().jpeg({ quality: 86, progressive: true, chromaSubsampling: '4:4:4' }).toBuffer();
    const preview = await from().resize(within(PHOTO_SIZES.preview)).webp({ quality: 80 }).toBuffer();
    const thumb = await from().resize(within(PHOTO_SIZES.thumb)).webp({ quality: 72 }).toBuffer();
    const small = await from().resize(within(100)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const hash = rgbaToThumbHash(small.info.width, small.info.height, small.data);
    return {
      width: raw.width,
      height: raw.height,
      thumbhash: Buffer.from(hash).toString('base64'),
      capturedAt: await captureTime(original),
      sizes: { thumb, preview, web },
    };
  });
}
