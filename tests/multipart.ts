import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

/** A small real PNG, made once. */
let png: Promise<Buffer> | undefined;
export function testPng(): Promise<Buffer> {
  png ??= sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
  return png;
}

/** A multipart/form-data body: optional text fields, then one file in the field "file". */
export function multipartBody(
  file: Buffer,
  options: { fileName?: string; fileType?: string; fields?: Record<string, string>; boundary?: string } = {},
): { payload: Buffer; contentType: string; boundary: string } {
  const boundary = options.boundary ?? `----aworan${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(options.fields ?? {})) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName ?? 'photo.png'}"\r\nContent-Type: ${options.fileType ?? 'image/png'}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
    boundary,
  };
}
