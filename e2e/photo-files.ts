import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A new folder of `count` camera-like JPEGs, IMG_0001.jpg…: noise, so each is large (about
 * 1.5 MB) and different, for uploads whose progress can be seen. Remove it with `fs.rmSync`.
 */
export async function noisyPhotos(prefix: string, count: number): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (let i = 1; i <= count; i += 1) {
    const noise = Buffer.alloc(900 * 600 * 3);
    for (let j = 0; j < noise.length; j += 1) noise[j] = (j * 7919 + i * 104_729) % 251;
    await sharp(noise, { raw: { width: 900, height: 600, channels: 3 } })
      .jpeg({ quality: 95 })
      .toFile(path.join(dir, `IMG_${String(i).padStart(4, '0')}.jpg`));
  }
  return dir;
}
