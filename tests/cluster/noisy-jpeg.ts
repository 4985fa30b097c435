import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

const noises = new Map<string, Buffer>();

/**
 * A JPEG of noise, camera-sized by default (3000 × 2000, about 6 MB: two upload chunks),
 * different for each `n`: noise does not compress, so the file is as large as a real photo of
 * its size.
 */
export async function noisyJpeg(n: number, width = 3000, height = 2000): Promise<Buffer> {
  const size = `${width}x${height}`;
  const noise = noises.get(size) ?? randomBytes(width * height * 3);
  noises.set(size, noise);
  const mark = await sharp({
    create: {
      width: 64,
      height: 64,
      channels: 3,
      background: { r: (n * 37) % 256, g: (n * 91) % 256, b: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .composite([{ input: mark, left: (n * 64) % (width - 64), top: 0 }])
    .jpeg({ quality: 95 })
    .toBuffer();
}
