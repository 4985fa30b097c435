import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

/** Multipart bodies for upload operations: one real image, and the ways a body breaks. */
export interface MultipartCase {
  label: string;
  valid: boolean;
  body: Buffer;
  headers: Record<string, string>;
}

function encode(boundary: string, file: Buffer, fileName: string, fileType: string, text?: [string, string]) {
  const parts: Buffer[] = [];
  if (text) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${text[0]}"\r\n\r\n${text[1]}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${fileType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return Buffer.concat(parts);
}

let cached: MultipartCase[] | undefined;

export async function multipartCases(): Promise<MultipartCase[]> {
  if (cached) return cached;
  const png = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
  const boundary = `----fuzz${randomUUID().replaceAll('-', '')}`;
  const type = `multipart/form-data; boundary=${boundary}`;
  const good = encode(boundary, png, 'photo.png', 'image/png', ['alt', 'A test photo']);
  cached = [
    { label: 'a PNG', valid: true, body: good, headers: { 'content-type': type } },
    {
      label: 'truncated body',
      valid: false,
      body: good.subarray(0, Math.floor(good.length / 2)),
      headers: { 'content-type': type },
    },
    { label: 'no boundary', valid: false, body: good, headers: { 'content-type': 'multipart/form-data' } },
    {
      label: 'text named .png',
      valid: false,
      body: encode(boundary, Buffer.from('not an image at all'), 'fake.png', 'image/png'),
      headers: { 'content-type': type },
    },
    {
      label: 'NUL in the caption',
      valid: false,
      body: encode(boundary, png, 'a\u0000.png', 'image/png', ['alt', 'bad\u0000caption']),
      headers: { 'content-type': type },
    },
    { label: 'empty body', valid: false, body: Buffer.alloc(0), headers: { 'content-type': type } },
  ];
  return cached;
}
