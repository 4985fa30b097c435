import path from 'node:path';
import exifr from 'exifr';
import sharp, { type OverlayOptions } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { PHOTO_SIZES, type PhotoSize, type WatermarkPosition } from '../../../shared/galleries.ts';
import { lagosInstant } from '../../../shared/lagos-time.ts';
import { PROJECT_ROOT } from '../../lib/project-root.ts';
import { Semaphore } from '../../lib/uploads/semaphore.ts';
import { sniffType } from '../../lib/uploads/sniff.ts';
import { decodeHeic } from './heic-decoder.ts';

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
  small: { file: 'small.webp', contentType: 'image/webp' },
  preview: { file: 'preview.webp', contentType: 'image/webp' },
  web: { file: 'web.jpg', contentType: 'image/jpeg' },
};

/** Every served size, in the order they are written. */
export const PHOTO_SIZE_NAMES = Object.keys(SIZE_FILES) as PhotoSize[];

/**
 * EXIF DateTimeOriginal with its OffsetTimeOriginal; a camera that writes no offset is taken
 * to be on Lagos time. Read with reviveValues off: exifr would otherwise build a Date
 * in the server's zone and ignore the offset.
 */
export async function captureTime(original: Buffer): Promise<Date | null> {
  try {
    return captureTimeOf(await exifr.parse(original, { pick: [...CAPTURE_TAGS], reviveValues: false }));
  } catch {
    return null;
  }
}

/** The EXIF tags the capture time is read from. */
const CAPTURE_TAGS = ['DateTimeOriginal', 'OffsetTimeOriginal', 'CreateDate'] as const;

/** The capture time from EXIF tags read with reviveValues off (see captureTime). */
function captureTimeOf(tags: Record<string, unknown> | null | undefined): Date | null {
  const raw = String(tags?.DateTimeOriginal ?? tags?.CreateDate ?? '');
  const m = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(raw);
  if (!m) return null;
  const offset = String(tags?.OffsetTimeOriginal ?? '');
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  const time = `${m[4]}:${m[5]}:${m[6]}`;
  if (Number.isNaN(Date.parse(`${day}T${time}Z`))) return null;
  const date = /^[+-]\d{2}:\d{2}$/.test(offset)
    ? new Date(`${day}T${time}${offset}`)
    : lagosInstant(day, time);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The photographer's text, or their logo (PNG bytes, decision 166), at a position and opacity. */
export type Watermark = { position: WatermarkPosition /** Percent. */; opacity: number } & (
  | { kind: 'text'; text: string }
  | { kind: 'logo'; logo: Buffer }
);

/** The font shipped on npm (the one invoices use): sharp's text input needs a file, not system fonts. */
const WATERMARK_FONT = path.join(
  PROJECT_ROOT,
  'node_modules',
  'dejavu-fonts-ttf',
  'ttf',
  'DejaVuSans-Bold.ttf',
);
const GRAVITY: Record<WatermarkPosition, string> = {
  center: 'centre',
  'bottom-right': 'southeast',
  'bottom-left': 'southwest',
  'top-right': 'northeast',
  'top-left': 'northwest',
};
const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The watermark's box on a photo: a third of the width in a corner, more when centred. */
function markBox(mark: Watermark, width: number, height: number) {
  const centred = mark.position === 'center';
  return {
    width: Math.max(1, Math.round(width * (centred ? 0.6 : 0.35))),
    height: Math.max(1, Math.round(height * (centred ? 0.14 : 0.07))),
    margin: Math.round(Math.min(width, height) * 0.03),
  };
}

/** Clear pixels around the mark keep it off the photo's edge. */
const clearMargin = (margin: number) => ({
  top: margin,
  bottom: margin,
  left: margin,
  right: margin,
  background: { r: 0, g: 0, b: 0, alpha: 0 },
});

/**
 * The photographer's logo fitted in the mark's box (twice as tall as text: logos are wider
 * than they are tall, and read smaller), its own transparency kept and scaled by the opacity.
 */
async function logoLayer(
  mark: Watermark & { kind: 'logo' },
  width: number,
  height: number,
): Promise<OverlayOptions> {
  const box = markBox(mark, width, height);
  const fitted = await sharp(mark.logo, { limitInputPixels: MAX_PHOTO_PIXELS })
    .ensureAlpha()
    .resize({ width: box.width, height: box.height * 2, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const alpha = mark.opacity / 100;
  for (let i = 3; i < fitted.data.length; i += 4) fitted.data[i] = Math.round(fitted.data[i]! * alpha);
  const layer = await sharp(fitted.data, {
    raw: { width: fitted.info.width, height: fitted.info.height, channels: 4 },
  })
    .extend(clearMargin(box.margin))
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { input: layer, gravity: GRAVITY[mark.position] };
}

/** The photographer's text, white at their opacity, sized to the photo, with a margin from the edge. */
async function watermarkLayer(mark: Watermark, width: number, height: number): Promise<OverlayOptions> {
  if (mark.kind === 'logo') return logoLayer(mark, width, height);
  const box = markBox(mark, width, height);
  const text = await sharp({
    text: {
      text: `<span foreground="#ffffff" alpha="${Math.round(mark.opacity)}%">${escapeMarkup(mark.text)}</span>`,
      font: 'DejaVu Sans Bold',
      fontfile: WATERMARK_FONT,
      width: box.width,
      height: box.height,
      rgba: true,
    },
  })
    .extend(clearMargin(box.margin))
    .png()
    .toBuffer();
  return { input: text, gravity: GRAVITY[mark.position] };
}

/**
 * The recipe (decision 151): decode ONCE, auto-oriented, at the web size (a HEIC through the
 * WebAssembly decoder in a worker, decision 168); encode the web JPEG,
 * the preview, small and thumbnail WebPs and the thumbhash from that one buffer. sharp writes no
 * metadata unless asked, so no served size carries EXIF or GPS. The original is never touched;
 * the watermark, when there is one, is on every served size.
 */
export async function renderPhoto(original: Buffer, watermark?: Watermark): Promise<RenderedPhoto> {
  const { heicTags, ...rendered } = await inFlight.run(async () => {
    // HEIC: decoded to pixels in a worker (decision 168), then the same recipe as a JPEG.
    const pixels =
      sniffType(original)?.kind === 'heic'
        ? await decodeHeic(original, MAX_PHOTO_PIXELS, CAPTURE_TAGS)
        : null;
    const input = () =>
      pixels
        ? sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4 } })
        : sharp(original, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
    const decoded = await input()
      .autoOrient()
      .resize({ width: PHOTO_SIZES.web, height: PHOTO_SIZES.web, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
    // The watermark goes on the decoded buffer once, so every served size carries it at scale.
    const base = watermark
      ? await sharp(decoded.data, { raw })
          .composite([await watermarkLayer(watermark, raw.width, raw.height)])
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true })
      : decoded;
    const from = () => sharp(base.data, { raw: { ...raw, channels: base.info.channels } });
    const within = (size: number) => ({
      width: size,
      height: size,
      fit: 'inside' as const,
      withoutEnlargement: true,
    });
    const web = await from().jpeg({ quality: 86, progressive: true, chromaSubsampling: '4:4:4' }).toBuffer();
    const preview = await from().resize(within(PHOTO_SIZES.preview)).webp({ quality: 80 }).toBuffer();
    const thumb = await from().resize(within(PHOTO_SIZES.thumb)).webp({ quality: 72 }).toBuffer();
    // The data saver's size (decision 267): a phone screen's width, at the thumbnail's quality.
    const small = await from().resize(within(PHOTO_SIZES.small)).webp({ quality: 72 }).toBuffer();
    const tiny = await from().resize(within(100)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const hash = rgbaToThumbHash(tiny.info.width, tiny.info.height, tiny.data);
    return {
      width: raw.width,
      height: raw.height,
      thumbhash: Buffer.from(hash).toString('base64'),
      sizes: { thumb, small, preview, web },
      heicTags: pixels ? pixels.tags : undefined,
    };
  });
  // Read once the file proved readable (a HEIC's tags were read in its worker: exifr can loop
  // forever on a malformed HEIC); light JavaScript, outside the two image slots.
  const capturedAt = heicTags !== undefined ? captureTimeOf(heicTags) : await captureTime(original);
  return { ...rendered, capturedAt };
}
