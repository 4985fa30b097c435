import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { PROJECT_ROOT } from '../../src/server/lib/project-root.ts';
import { detectFaces, type FoundFace } from '../../src/server/modules/find-me/face-engine.ts';

/**
 * The labelled set (decision 293): every face of the face-api package's six sample photos is one
 * person; each is cut out with room around it and changed the ways a guest's selfie differs from
 * a wedding photo (crop, flip, tilt up to 30°, scale, JPEG quality, lighting). The descriptors
 * are what the matcher's unit test reads, so that test needs no model.
 */

export interface LabelledFace {
  person: string;
  variant: string;
  descriptor: number[];
}

const samplesDir = () =>
  path.join(
    path.dirname(
      createRequire(path.join(PROJECT_ROOT, 'package.json')).resolve('@vladmandic/face-api/package.json'),
    ),
    'demo',
  );

export const samplePhoto = (n: number) => path.join(samplesDir(), `sample${n}.jpg`);

type Change = (img: Sharp) => Sharp;
const VARIANTS: Record<string, Change> = {
  original: (i) => i,
  'tight-crop': (i) => i,
  flip: (i) => i.flop(),
  'tilt-10': (i) => i.rotate(10, { background: '#808080' }),
  'tilt-minus-20': (i) => i.rotate(-20, { background: '#808080' }),
  'tilt-30': (i) => i.rotate(30, { background: '#808080' }),
  'half-scale': (i) => i,
  'jpeg-q20': (i) => i.jpeg({ quality: 20 }),
  darker: (i) => i.linear(0.55, 0),
  brighter: (i) => i.linear(1.35, 10),
};

async function rgb(img: Sharp) {
  const { data, info } = await sharp(await img.png().toBuffer())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/**
 * The copy's person is the face nearest the middle of the cut: a neighbour's face cut in half at
 * its edge can be found larger, and would be compared as the wrong person.
 */
const central = (faces: FoundFace[], width: number, height: number) => {
  const off = (f: FoundFace) => Math.hypot(f.x + f.width / 2 - width / 2, f.y + f.height / 2 - height / 2);
  return faces.sort((a, b) => off(a) - off(b))[0];
};

/** Cuts a face out with `room` times its size around it, within the photo. */
function around(f: FoundFace, room: number, w: number, h: number) {
  const size = Math.max(f.width, f.height) * room;
  const left = Math.max(0, Math.round(f.x + f.width / 2 - size / 2));
  const top = Math.max(0, Math.round(f.y + f.height / 2 - size / 2));
  return {
    left,
    top,
    width: Math.min(w - left, Math.round(size)),
    height: Math.min(h - top, Math.round(size)),
  };
}

export async function buildLabelledSet(): Promise<LabelledFace[]> {
  const set: LabelledFace[] = [];
  for (let n = 1; n <= 6; n++) {
    const photo = await rgb(sharp(samplePhoto(n)));
    const faces = await detectFaces(photo);
    for (const [k, face] of faces.entries()) {
      const person = `sample${n}-face${k + 1}`;
      for (const [variant, change] of Object.entries(VARIANTS)) {
        const room = variant === 'tight-crop' ? 1.3 : 2.2;
        let img = sharp(photo.data, {
          raw: { width: photo.width, height: photo.height, channels: 3 },
        }).extract(around(face, room, photo.width, photo.height));
        img = sharp(await img.png().toBuffer());
        if (variant === 'half-scale') {
          const meta = await img.metadata();
          img = img.resize({ width: Math.max(40, Math.round((meta.width ?? 80) / 2)) });
        }
        img = sharp(await change(img).toBuffer());
        const copy = await rgb(img);
        const found = central(await detectFaces(copy, { minConfidence: 0.3 }), copy.width, copy.height);
        if (found)
          set.push({ person, variant, descriptor: found.descriptor.map((v) => Math.round(v * 1e4) / 1e4) });
      }
    }
  }
  return set;
}
