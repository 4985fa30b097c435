import { crc32 } from 'node:zlib';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cameraJpeg, jpegImageData as imageData } from '../../../../tests/gallery-helpers.ts';
import { PhotoLocationStripper, stripJpegLocation, stripPngLocation } from './photo-location.ts';

function streamed(jpeg: Buffer, piece: number): Buffer {
  const stripper = new PhotoLocationStripper();
  const out: Buffer[] = [];
  for (let at = 0; at < jpeg.length; at += piece) out.push(...stripper.push(jpeg.subarray(at, at + piece)));
  out.push(...stripper.end());
  return Buffer.concat(out);
}

const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" exif:GPSLatitude="6,27.0N" photoshop:City="Lagos">
<exif:GPSLongitude>3,23.0E</exif:GPSLongitude>
<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">© Ade Lens</rdf:li></rdf:Alt></dc:rights>
</rdf:Description></rdf:RDF></x:xmpmeta>
<?xpacket end="w"?>`;

describe('stripJpegLocation', () => {
  it('removes the GPS IFD, keeps every other tag, and leaves the image data byte for byte', async () => {
    const original = await cameraJpeg();
    expect(await exifr.gps(original)).toMatchObject({ latitude: 6.45 });
    const cleaned = stripJpegLocation(original);
    expect(cleaned.length).toBe(original.length);
    expect(await exifr.gps(cleaned).catch(() => undefined)).toBeUndefined();
    const tags = await exifr.parse(cleaned, { gps: true, reviveValues: false, translateValues: false });
    expect(tags).toMatchObject({
      Make: 'Aworan Test Camera',
      Orientation: 6,
      DateTimeOriginal: '2026:05:01 14:03:22',
      OffsetTimeOriginal: '+02:00',
    });
    expect(Object.keys(tags).some((k) => k.startsWith('GPS'))).toBe(false);
    // The coordinates are not left behind as unreferenced bytes either.
    const lat = Buffer.from([0, 0, 0, 6, 0, 0, 0, 1, 0, 0, 0, 27, 0, 0, 0, 1]);
    const latLe = Buffer.from([6, 0, 0, 0, 1, 0, 0, 0, 27, 0, 0, 0, 1, 0, 0, 0]);
    expect(original.includes(lat) || original.includes(latLe)).toBe(true);
    expect(cleaned.includes(lat) || cleaned.includes(latLe)).toBe(false);
    expect(imageData(cleaned).equals(imageData(original))).toBe(true);
    // Still a valid photo, the same pixels.
    const [a, b] = await Promise.all([original, cleaned].map((j) => sharp(j).raw().toBuffer()));
    expect(a!.equals(b!)).toBe(true);
  });

  it('returns a JPEG without location, a PNG and a truncated header unchanged', async () => {
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'X' } })
      .toBuffer();
    expect(stripJpegLocation(plain)).toBe(plain);
    const png = await sharp(plain).png().toBuffer();
    expect(stripJpegLocation(png)).toBe(png);
    expect(streamed(png, 5).equals(png)).toBe(true);
    const cut = (await cameraJpeg()).subarray(0, 40);
    expect(() => stripJpegLocation(cut)).not.toThrow();
  });

  it('removes location properties from XMP and keeps the rest', async () => {
    const original = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#321' } })
      .jpeg()
      .withXmp(XMP)
      .toBuffer();
    expect(original.toString('latin1')).toContain('GPSLatitude');
    const cleaned = stripJpegLocation(original);
    const text = cleaned.toString('latin1');
    expect(text).not.toMatch(/GPSLatitude|GPSLongitude|photoshop:City/);
    expect(text).toContain('© Ade Lens'.replace('©', '\u00c2\u00a9'));
    expect(imageData(cleaned).equals(imageData(original))).toBe(true);
    expect((await sharp(cleaned).metadata()).xmp?.toString()).toContain('dc:rights');
  });

  it('gives the same bytes when the file arrives in pieces of any size', async () => {
    const original = await cameraJpeg({ r: 10, g: 20, b: 30 });
    const whole = stripJpegLocation(original);
    for (const piece of [1, 7, 100, 4096, original.length]) {
      expect(streamed(original, piece).equals(whole)).toBe(true);
    }
  });
});

/**
 * A camera-style EXIF built by hand (little-endian, as Canon and Nikon write it): IFD0 with
 * Make, the GPS pointer and then a tag after it (Windows XPTitle; cameras put PrintIM there),
 * the GPS IFD, and IFD1 (the thumbnail's) linked from IFD0's next-IFD offset.
 */
function handMadeExif(): Buffer {
  const tiff = Buffer.alloc(240);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  // IFD0 at 8: 3 entries, next IFD (IFD1) at 120.
  tiff.writeUInt16LE(3, 8);
  entry(10, 0x010f, 2, 8, 150); // Make → "Canikon\0" at 150
  entry(22, 0x8825, 4, 1, 60); // GPSInfo → IFD at 60
  entry(34, 0x9c9b, 1, 4, 0x00410048); // XPTitle: 4 bytes inline
  tiff.writeUInt32LE(120, 46);
  // GPS IFD at 60: the refs inline, latitude and longitude as 3 rationals each at 170 and 194.
  tiff.writeUInt16LE(4, 60);
  entry(62, 0x0001, 2, 2, 0x0000004e); // "N"
  entry(74, 0x0002, 5, 3, 170);
  entry(86, 0x0003, 2, 2, 0x00000045); // "E"
  entry(98, 0x0004, 5, 3, 194);
  tiff.writeUInt32LE(0, 110);
  // IFD1 at 120: Compression = 6 (JPEG thumbnail).
  tiff.writeUInt16LE(1, 120);
  entry(122, 0x0103, 3, 1, 6);
  tiff.writeUInt32LE(0, 134);
  tiff.write('Canikon\0', 150, 'latin1');
  for (const [i, v] of [6, 1, 27, 1, 0, 1, 3, 1, 23, 1, 0, 1].entries()) tiff.writeUInt32LE(v, 170 + i * 4);
  return tiff;
}

async function withExifSegment(tiff: Buffer): Promise<Buffer> {
  const plain = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#456' } })
    .jpeg()
    .toBuffer();
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([plain.subarray(0, 2), head, payload, plain.subarray(2)]);
}

describe('stripJpegLocation on a camera-style EXIF', () => {
  it('unlinks the GPS IFD when tags follow it in IFD0, and keeps IFD1 linked', async () => {
    const original = await withExifSegment(handMadeExif());
    expect(await exifr.gps(original)).toMatchObject({ latitude: 6.45 });
    const cleaned = stripJpegLocation(original);
    expect(cleaned.length).toBe(original.length);
    expect(await exifr.gps(cleaned).catch(() => undefined)).toBeUndefined();
    const read = (jpeg: Buffer) =>
      exifr.parse(jpeg, {
        ifd1: true,
        gps: true,
        mergeOutput: false,
        translateValues: false,
        translateKeys: false,
        reviveValues: false,
      });
    const before = await read(original);
    const after = await read(cleaned);
    // The tag after the removed pointer moved up and still reads; IFD1 is still reached.
    expect(after.ifd0).toEqual({ 271: 'Canikon', 40091: before.ifd0[40091] });
    expect(after.ifd1).toEqual(before.ifd1);
    expect(before.ifd1).toMatchObject({ 259: 6 });
    expect(after.gps).toBeUndefined();
    const rational = Buffer.from([6, 0, 0, 0, 1, 0, 0, 0, 27, 0, 0, 0, 1, 0, 0, 0]);
    expect(original.includes(rational)).toBe(true);
    expect(cleaned.includes(rational)).toBe(false);
    expect(imageData(cleaned).equals(imageData(original))).toBe(true);
  });
});

/** A PNG's chunks from its first IDAT to the end: the compressed image data. */
function pngImageData(png: Buffer): Buffer {
  return png.subarray(png.indexOf(Buffer.from('IDAT', 'latin1')) - 4);
}

function pngCrcsValid(png: Buffer): boolean {
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const crc = png.readUInt32BE(at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== crc) return false;
    at += 12 + length;
  }
  return true;
}

describe('stripPngLocation', () => {
  it('zeroes and unlinks the GPS IFD of an eXIf chunk, with its CRC, and keeps the image data', async () => {
    const plain = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#654' } })
      .png()
      .toBuffer();
    const tiff = handMadeExif();
    const head = Buffer.alloc(8);
    head.writeUInt32BE(tiff.length, 0);
    head.write('eXIf', 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), tiff])), 0);
    // After IHDR (8 + 25 bytes).
    const original = Buffer.concat([plain.subarray(0, 33), head, tiff, crc, plain.subarray(33)]);
    expect(pngCrcsValid(original)).toBe(true);
    const rational = Buffer.from([6, 0, 0, 0, 1, 0, 0, 0, 27, 0, 0, 0, 1, 0, 0, 0]);
    expect(original.includes(rational)).toBe(true);

    const cleaned = stripPngLocation(original);
    expect(cleaned.length).toBe(original.length);
    expect(cleaned.includes(rational)).toBe(false);
    expect(cleaned.includes(Buffer.from('Canikon', 'latin1'))).toBe(true);
    expect(pngCrcsValid(cleaned)).toBe(true);
    expect(pngImageData(cleaned).equals(pngImageData(original))).toBe(true);
    expect(await exifr.gps(cleaned).catch(() => undefined)).toBeUndefined();
    for (const piece of [1, 9, 64, original.length])
      expect(streamed(original, piece).equals(cleaned)).toBe(true);
    const [a, b] = await Promise.all([original, cleaned].map((p) => sharp(p).raw().toBuffer()));
    expect(a!.equals(b!)).toBe(true);
  });

  it('removes location properties from the XMP chunk (zTXt, as libvips writes it)', async () => {
    const original = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#246' } })
      .png()
      .withXmp(XMP)
      .toBuffer();
    expect((await sharp(original).metadata()).xmp?.toString()).toContain('GPSLatitude');
    const cleaned = stripPngLocation(original);
    expect((await sharp(cleaned).metadata()).xmp?.toString()).not.toMatch(
      /GPSLatitude|GPSLongitude|photoshop:City/,
    );
    expect(pngCrcsValid(cleaned)).toBe(true);
    expect(pngImageData(cleaned).equals(pngImageData(original))).toBe(true);
    expect((await sharp(cleaned).metadata()).xmp?.toString()).toContain('dc:rights');
  });
});
