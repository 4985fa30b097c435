import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffType } from './sniff.ts';

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#a8790f' } })
    .toFormat(format)
    .toBuffer();

describe('sniffType: the type comes from the bytes', () => {
  it('recognises the image formats sharp writes, and PDF', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif', 'avif'] as const) {
      expect(sniffType(await image(format))?.kind, format).toBe(format);
    }
    expect(sniffType(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toMatchObject({
      kind: 'pdf',
      mime: 'application/pdf',
    });
  });

  it('recognises a HEIC header from a phone', () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
    expect(sniffType(heic)).toMatchObject({ kind: 'heic', mime: 'image/heic' });
  });

  it('refuses what only pretends: text, SVG, HTML, an MP4 box, truncated magic, nothing', () => {
    for (const text of ['hello', '<svg onload="alert(1)"></svg>', '<!doctype html><p>x', 'RIFF1234WAVE']) {
      expect(sniffType(Buffer.from(text)), text).toBeUndefined();
    }
    expect(sniffType(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]))).toBeUndefined();
    expect(sniffType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(sniffType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(sniffType(Buffer.alloc(0))).toBeUndefined();
  });
});
