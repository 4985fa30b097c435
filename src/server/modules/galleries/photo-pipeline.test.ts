import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { captureTime } from './photo-pipeline.ts';

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
