import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { findMeApi } from '../src/shared/find-me.ts';
import type { SignedInUser } from './auth-helpers.ts';
import { multipartBody } from './multipart.ts';

/** The face-api package's sample photos (1920 px wide, three faces in each of the first three). */
export function samplePhoto(n: number): Buffer {
  const pkg = createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json');
  return readFileSync(path.join(path.dirname(pkg), 'demo', `sample${n}.jpg`));
}

/** A selfie cut from sample 1: its first face (x 414, y 355, 177×240 px) with room around it. */
export function selfieFromSample1(): Promise<Buffer> {
  return sharp(samplePhoto(1)).extract({ left: 239, top: 211, width: 528, height: 528 }).jpeg().toBuffer();
}

export async function turnFindMeOn(app: FastifyInstance, owner: SignedInUser, galleryId: string) {
  const res = await app.inject({
    method: 'PUT',
    url: findMeApi.status(galleryId),
    headers: owner.headers,
    payload: { on: true, guestsTold: true },
  });
  if (res.statusCode !== 200) throw new Error(`find me: ${res.statusCode} ${res.body}`);
  return res.json() as { on: boolean; ready: number; total: number };
}

/** A guest's selfie sent to a gallery's Find me (consent given unless `consent` says otherwise). */
export function sendSelfie(
  app: FastifyInstance,
  gallery: { photographerId: string; id: string },
  selfie: Buffer,
  consent = 'yes',
) {
  const body = multipartBody(selfie, { fileName: 'selfie.jpg', fileType: 'image/jpeg', fields: { consent } });
  return app.inject({
    method: 'POST',
    url: `${findMeApi.guest(gallery.photographerId, gallery.id)}/selfies`,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

/**
 * A group picture: the six samples (22 faces) in a 3 × 2 grid of `cell`-wide pictures. At
 * 900 px a cell, its faces are about 30–45 px at 1,024 px: the whole-photo pass misses some.
 */
export async function groupOfSamples(
  options: { cell?: number; order?: number[]; mirrored?: (n: number) => boolean; quality?: number } = {},
): Promise<Buffer> {
  const { cell = 900, order = [1, 2, 3, 4, 5, 6], mirrored = () => false, quality = 90 } = options;
  const height = Math.round(cell * 0.8);
  const parts = await Promise.all(
    order.map(async (n, i) => {
      let part = sharp(samplePhoto(n)).resize(cell, height, { fit: 'cover' });
      if (mirrored(n)) part = part.flop();
      return { input: await part.toBuffer(), left: (i % 3) * cell, top: Math.floor(i / 3) * height };
    }),
  );
  return sharp({ create: { width: cell * 3, height: height * 2, channels: 3, background: '#2b2b2b' } })
    .composite(parts)
    .jpeg({ quality })
    .toBuffer();
}
