import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

const WIDTH = 3000;
const HEIGHT = 2000;
let noise: Buffer | undefined;

/**
 * A camera-sized JPEG of noise (about 6 MB: two upload chunks), different for each `n`: noise
 * does not compress, so the file is as large as a real photo of its size.
 */
export async function noisyJpeg(n: number): Promise<Buffer> {
  noise ??= randomBytes(WIDTH * HEIGHT * 3);
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
  return sharp(noise, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .composite([{ input: mark, left: (n * 64) % (WIDTH - 64), top: 0 }])
    .jpeg({ quality: 95 })
    .toBuffer();
}
