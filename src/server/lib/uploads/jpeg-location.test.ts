import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cameraJpeg, jpegImageData as imageData } from '../../../../tests/gallery-helpers.ts';
import { JpegLocationStripper, stripJpegLocation } from './jpeg-location.ts';

function streamed(jpeg: Buffer, piece: number): Buffer {
  const stripper = new JpegLocationStripper();
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
