import { multipartBody, testPng } from '../multipart.ts';

/** Multipart bodies for upload operations: one real image, and the ways a body breaks. */
export interface MultipartCase {
  label: string;
  valid: boolean;
  body: Buffer;
  headers: Record<string, string>;
}

let cached: MultipartCase[] | undefined;

export async function multipartCases(): Promise<MultipartCase[]> {
  if (cached) return cached;
  const png = await testPng();
  const good = multipartBody(png, { fields: { alt: 'A test photo', caption: 'A test photo' } });
  const type = { 'content-type': good.contentType };
  const fake = multipartBody(Buffer.from('not an image at all'), {
    boundary: good.boundary,
    fileName: 'fake.png',
  });
  const nul = multipartBody(png, {
    boundary: good.boundary,
    fileName: 'a\u0000.png',
    fields: { alt: 'bad\u0000caption', caption: 'bad\u0000caption' },
  });
  cached = [
    { label: 'a PNG', valid: true, body: good.payload, headers: type },
    {
      label: 'truncated body',
      valid: false,
      body: good.payload.subarray(0, Math.floor(good.payload.length / 2)),
      headers: type,
    },
    {
      label: 'no boundary',
      valid: false,
      body: good.payload,
      headers: { 'content-type': 'multipart/form-data' },
    },
    { label: 'text named .png', valid: false, body: fake.payload, headers: type },
    { label: 'NUL in the caption', valid: false, body: nul.payload, headers: type },
    { label: 'empty body', valid: false, body: Buffer.alloc(0), headers: type },
  ];
  return cached;
}
