import fs from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { throughLocationStripper } from '../../../../tests/gallery-helpers.ts';
import { heicExifPlace } from './heic-location.ts';

const fixture = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../tests/fixtures/gps.heic'));

/** The EXIF item's TIFF, read the way any EXIF reader reads a TIFF file. */
async function tagsOf(heic: Buffer) {
  const place = heicExifPlace(heic);
  if (typeof place === 'string') throw new Error(`no EXIF item: ${place}`);
  const tiff = heic.subarray(place.start + 4 + heic.readUInt32BE(place.start), place.end);
  return { place, tags: await exifr.parse(tiff, { gps: true, tiff: true }) };
}

const throughStripper = throughLocationStripper;

describe('a HEIC original loses its GPS position and nothing else', () => {
  it('finds the EXIF item through meta/iinf/iloc, with its GPS position', async () => {
    const { tags } = await tagsOf(fixture);
    expect(tags.Make).toBe('TestCam');
    expect(tags.latitude).toBeCloseTo(6.45, 2);
  });

  for (const pieceSize of [7, 100, 1 << 20]) {
    it(`zeroes and unlinks the GPS IFD in place, arriving in pieces of ${pieceSize} bytes`, async () => {
      const stripped = throughStripper(fixture, pieceSize);
      expect(stripped.length).toBe(fixture.length);
      const { place, tags } = await tagsOf(stripped);
      expect(tags.Make).toBe('TestCam');
      expect(tags.latitude).toBeUndefined();
      expect(tags.GPSLatitude).toBeUndefined();
      // Every byte outside the EXIF item (boxes, picture data) is the uploaded one.
      expect(stripped.subarray(0, place.start).equals(fixture.subarray(0, place.start))).toBe(true);
      expect(stripped.subarray(place.end).equals(fixture.subarray(place.end))).toBe(true);
    });
  }

  it('passes a HEIC without an EXIF item, or cut short, through unchanged', () => {
    const place = heicExifPlace(fixture);
    if (typeof place === 'string') throw new Error(place);
    const cut = fixture.subarray(0, place.start - 1);
    expect(throughStripper(cut, 64).equals(cut)).toBe(true);
  });
});
