import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { captureTime, renderPhoto } from './photo-pipeline.ts';

const jpegTaken = (exif: Record<string, string>) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 9, g: 9, b: 9 } } })
    .jpeg()
    .withExif({ IFD2: exif })
    .toBuffer();

describe('captureTime', () => {
  it('reads the camera clock at its own offset', async () => {
    const at = await captureTime(
      await jpegTaken({ DateTimeOriginal: '2026:05:01 14:03:22', OffsetTimeOriginal: '+02:00' }),
    );
    expect(at?.toISOString()).toBe('2026-05-01T12:03:22.000Z');
  });

  it('takes a camera without an offset to be on Lagos time, whatever the server zone', async () => {
    const at = await captureTime(await jpegTaken({ DateTimeOriginal: '2026:12:31 23:30:00' }));
    expect(at?.toISOString()).toBe('2026-12-31T22:30:00.000Z');
  });

  it('has no capture time for a date the calendar does not have', async () => {
    expect(await captureTime(await jpegTaken({ DateTimeOriginal: '2026:13:01 10:00:00' }))).toBeNull();
  });
});

describe('renderPhoto', () => {
  it('makes a 640 px WebP for data saver beside the other sizes', async () => {
    const original = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const rendered = await renderPhoto(original);
    const small = await sharp(rendered.sizes.small).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 640, 427]);
    expect(rendered.sizes.small.length).toBeLessThan(rendered.sizes.preview.length);
  });
});
