import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import exifr from 'exifr';
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cameraJpeg, throughLocationStripper } from '../../../../tests/gallery-helpers.ts';
import { heicExifPlace } from './heic-location.ts';
import { sniffType } from './sniff.ts';

/**
 * The GPS strippers read untrusted uploads byte by byte, so they are tried on what an attacker
 * or a broken phone sends: every fixture (a camera JPEG, a PNG with an eXIf chunk, an iPhone-like
 * HEIC, each with a GPS position) cut short anywhere or with bytes changed anywhere (mostly in
 * its header, where the parsing is), arriving in pieces of any size. Whatever comes in, the
 * stripper never throws, never makes the file bigger, never lets a GPS position through that an
 * EXIF reader finds, and never touches the image data.
 */

const stripped = throughLocationStripper;

/** The GPS position an EXIF reader finds in a file, or undefined (none, or nothing readable). */
const gpsOf = async (bytes: Buffer) => {
  const gps = await exifr.gps(bytes).catch(() => undefined);
  return gps && (Number.isFinite(gps.latitude) || Number.isFinite(gps.longitude)) ? gps : undefined;
};

/** A JPEG's image data: from its first SOS segment, found by walking the segments; undefined if unreadable. */
function jpegImageData(jpeg: Buffer): Buffer | undefined {
  let at = 2;
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) return undefined;
    if (jpeg[at + 1] === 0xda) return jpeg.subarray(at);
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return undefined;
}

/** A PNG's image data: from its first IDAT chunk, found by walking the chunks. */
function pngImageData(png: Buffer): Buffer | undefined {
  for (let at = 8; at + 8 <= png.length; ) {
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') return png.subarray(at);
    at += 12 + png.readUInt32BE(at);
  }
  return undefined;
}

/** A PNG with the camera JPEG's EXIF (GPS included) as an eXIf chunk after IHDR. */
async function pngWithExif(jpeg: Buffer): Promise<Buffer> {
  const app1 = jpeg.indexOf(Buffer.from('Exif\0\0', 'latin1'));
  const tiff = jpeg.subarray(app1 + 6, app1 - 2 + jpeg.readUInt16BE(app1 - 2));
  const plain = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#654' } })
    .png()
    .toBuffer();
  const head = Buffer.alloc(8);
  head.writeUInt32BE(tiff.length, 0);
  head.write('eXIf', 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), tiff])), 0);
  return Buffer.concat([plain.subarray(0, 33), head, tiff, crc, plain.subarray(33)]);
}

interface Fixture {
  name: string;
  bytes: Buffer;
  /** Where its header (what the stripper parses) ends: mutations favour it. */
  headerBytes: number;
  /** True when `out` kept the image data of `input` (the parts the stripper must not touch). */
  imageDataKept(input: Buffer, out: Buffer): boolean;
}

/** Changes of bytes: mostly in the header, sometimes anywhere. */
const mutated = (f: Fixture) =>
  fc
    .array(
      fc.record({
        at: fc.oneof(
          { weight: 4, arbitrary: fc.nat(f.headerBytes - 1) },
          { weight: 1, arbitrary: fc.nat(f.bytes.length - 1) },
        ),
        value: fc.integer({ min: 0, max: 255 }),
      }),
      { minLength: 1, maxLength: 6 },
    )
    .map((changes) => {
      const copy = Buffer.from(f.bytes);
      for (const { at, value } of changes) copy[at] = value;
      return copy;
    });
const truncated = (f: Fixture) => fc.nat(f.bytes.length).map((n) => f.bytes.subarray(0, n));
const damaged = (f: Fixture) => fc.oneof(truncated(f), mutated(f));
const pieceSize = fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 65, max: 1 << 20 }));

describe('the GPS strippers, on damaged and hostile files', () => {
  const fixtures: Fixture[] = [];

  beforeAll(async () => {
    const jpeg = await cameraJpeg();
    const png = await pngWithExif(jpeg);
    const heic = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../tests/fixtures/gps.heic'));
    const heicPlace = heicExifPlace(heic);
    if (typeof heicPlace === 'string') throw new Error('gps.heic has no EXIF item');
    fixtures.push(
      {
        name: 'camera JPEG',
        bytes: jpeg,
        headerBytes: jpeg.length - jpegImageData(jpeg)!.length,
        imageDataKept: (input, out) => {
          const data = jpegImageData(input);
          return data === undefined || out.subarray(out.length - data.length).equals(data);
        },
      },
      {
        name: 'PNG with eXIf',
        bytes: png,
        headerBytes: png.length - pngImageData(png)!.length,
        imageDataKept: (input, out) => {
          const data = pngImageData(input);
          return data === undefined || out.subarray(out.length - data.length).equals(data);
        },
      },
      {
        name: 'iPhone-like HEIC',
        bytes: heic,
        headerBytes: heicPlace.end,
        // HEIC is cleaned in place: the same length, and no byte changed outside the EXIF item.
        imageDataKept: (input, out) => {
          if (out.length !== input.length) return false;
          const place = (() => {
            try {
              return heicExifPlace(input);
            } catch {
              return 'none' as const;
            }
          })();
          for (let i = 0; i < input.length; i += 1) {
            if (input[i] === out[i]) continue;
            if (typeof place === 'string' || i < place.start || i >= place.end) return false;
          }
          return true;
        },
      },
    );
    // The fixtures do carry a position, and the stripper removes it from the whole file.
    for (const f of fixtures) {
      if (f.name !== 'iPhone-like HEIC') expect(await gpsOf(f.bytes), f.name).toBeDefined();
      expect(await gpsOf(stripped(f.bytes, 1 << 20)), f.name).toBeUndefined();
    }
  });

  it('never throws, never grows the file and never touches the image data', () => {
    for (const f of fixtures) {
      fc.assert(
        fc.property(damaged(f), pieceSize, (input, piece) => {
          const out = stripped(input, piece);
          expect(out.length).toBeLessThanOrEqual(input.length);
          expect(f.imageDataKept(input, out), f.name).toBe(true);
        }),
        { numRuns: 400 },
      );
    }
  });

  it('never lets through a GPS position an EXIF reader finds', async () => {
    for (const f of fixtures.filter((x) => x.name !== 'iPhone-like HEIC')) {
      await fc.assert(
        fc.asyncProperty(damaged(f), pieceSize, async (input, piece) => {
          expect(await gpsOf(stripped(input, piece)), f.name).toBeUndefined();
        }),
        { numRuns: 150 },
      );
    }
  });

  it('never leaves the GPS position in a HEIC’s EXIF item', async () => {
    const heic = fixtures.find((x) => x.name === 'iPhone-like HEIC')!;
    await fc.assert(
      fc.asyncProperty(damaged(heic), pieceSize, async (input, piece) => {
        const out = stripped(input, piece);
        // Only what the app takes as a HEIC is stored as one (sniff.ts); readers need its ftyp too.
        if (sniffType(out)?.kind !== 'heic') return;
        let place: ReturnType<typeof heicExifPlace> = 'none';
        try {
          place = heicExifPlace(out);
        } catch {
          return; // not a HEIC any reader finds an EXIF item in
        }
        if (typeof place === 'string' || place.end > out.length || place.start + 4 > place.end) return;
        const tiff = out.subarray(place.start + 4 + out.readUInt32BE(place.start), place.end);
        const tags = await exifr.parse(tiff, { gps: true, tiff: true }).catch(() => undefined);
        expect(tags?.latitude ?? tags?.GPSLatitude).toBeUndefined();
      }),
      { numRuns: 150 },
    );
  });
});
