/**
 * The GPS position out of a HEIC original (an iPhone's photo), without touching the picture
 * (decision 157): HEIC keeps its EXIF as an item of the file (ISO BMFF: the `meta` box names it
 * in `iinf` and places it in `iloc`), a TIFF structure like a JPEG's. Its GPS IFD is zeroed and
 * unlinked in place, so no byte moves and every offset in the file stays right.
 */

import { stripTiffGps } from './tiff-gps.ts';

/** Where the EXIF item's bytes are in the file, once the `meta` box has arrived. */
export type HeicExifPlace = { start: number; end: number } | 'none' | 'need-more';

interface Box {
  type: string;
  start: number;
  body: number;
  end: number;
}

/**
 * The box at `at`, whose end may lie up to `limit`; undefined when its header has not all
 * arrived (`available`: the bytes there are, when they are only the start of the file).
 */
function boxAt(bytes: Buffer, at: number, limit: number, available = limit): Box | undefined {
  if (at + 8 > Math.min(limit, available)) return undefined;
  let size = bytes.readUInt32BE(at);
  let body = at + 8;
  if (size === 1) {
    if (at + 16 > Math.min(limit, available)) return undefined;
    size = Number(bytes.readBigUInt64BE(at + 8));
    body = at + 16;
  } else if (size === 0) {
    size = limit - at;
  }
  if (size < body - at) return undefined;
  return { type: bytes.toString('latin1', at + 4, at + 8), start: at, body, end: at + size };
}

function childBoxes(bytes: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  for (let at = from; at < to; ) {
    const box = boxAt(bytes, at, to);
    if (!box || box.end > to) break;
    boxes.push(box);
    at = box.end;
  }
  return boxes;
}

/** The item id of the `Exif` entry of `iinf` (a full box of `infe` boxes, versions 2 and 3). */
function exifItemId(bytes: Buffer, iinf: Box): number | undefined {
  const version = bytes[iinf.body]!;
  const first = iinf.body + 4 + (version === 0 ? 2 : 4);
  for (const infe of childBoxes(bytes, first, iinf.end)) {
    if (infe.type !== 'infe') continue;
    const v = bytes[infe.body]!;
    if (v < 2) continue;
    const idBytes = v === 2 ? 2 : 4;
    const id = idBytes === 2 ? bytes.readUInt16BE(infe.body + 4) : bytes.readUInt32BE(infe.body + 4);
    const typeAt = infe.body + 4 + idBytes + 2;
    if (bytes.toString('latin1', typeAt, typeAt + 4) === 'Exif') return id;
  }
  return undefined;
}

function readSized(bytes: Buffer, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 4) return bytes.readUInt32BE(at);
  if (size === 8) return Number(bytes.readBigUInt64BE(at));
  throw new RangeError(`iloc field of ${size} bytes`);
}

/** The file extent of item `id` in `iloc`, for items stored in the file itself (method 0). */
function itemExtent(bytes: Buffer, iloc: Box, id: number): { start: number; end: number } | undefined {
  const version = bytes[iloc.body]!;
  let at = iloc.body + 4;
  const offsetSize = bytes[at]! >> 4;
  const lengthSize = bytes[at]! & 0xf;
  const baseOffsetSize = bytes[at + 1]! >> 4;
  const indexSize = version === 1 || version === 2 ? bytes[at + 1]! & 0xf : 0;
  at += 2;
  const count = version < 2 ? bytes.readUInt16BE(at) : bytes.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  for (let i = 0; i < count; i += 1) {
    const itemId = version < 2 ? bytes.readUInt16BE(at) : bytes.readUInt32BE(at);
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version === 1 || version === 2) {
      method = bytes.readUInt16BE(at) & 0xf;
      at += 2;
    }
    at += 2; // data_reference_index
    const base = readSized(bytes, at, baseOffsetSize);
    at += baseOffsetSize;
    const extents = bytes.readUInt16BE(at);
    at += 2;
    let first: { start: number; end: number } | undefined;
    for (let e = 0; e < extents; e += 1) {
      at += indexSize;
      const offset = readSized(bytes, at, offsetSize);
      at += offsetSize;
      const length = readSized(bytes, at, lengthSize);
      at += lengthSize;
      if (e === 0) first = { start: base + offset, end: base + offset + length };
    }
    // One extent in the file: what every camera writes; anything else is left to the refusal below.
    if (itemId === id) return method === 0 && extents === 1 ? first : undefined;
  }
  return undefined;
}

/** Where the EXIF item is, from the bytes that have arrived so far (the start of the file). */
export function heicExifPlace(bytes: Buffer): HeicExifPlace {
  for (let at = 0; at < bytes.length; ) {
    const box = boxAt(bytes, at, Number.MAX_SAFE_INTEGER, bytes.length);
    if (!box) return 'need-more';
    if (box.type === 'meta') {
      if (box.end > bytes.length) return 'need-more';
      const children = childBoxes(bytes, box.body + 4, box.end);
      const iinf = children.find((b) => b.type === 'iinf');
      const iloc = children.find((b) => b.type === 'iloc');
      const id = iinf ? exifItemId(bytes, iinf) : undefined;
      if (id === undefined || !iloc) return 'none';
      return itemExtent(bytes, iloc, id) ?? 'none';
    }
    at = box.end;
  }
  return 'need-more';
}

/**
 * The same bytes with the EXIF item's GPS IFD removed, in place (on a copy), by the TIFF cleaner
 * JPEG and PNG use. Bytes that do not hold the whole EXIF item come back unchanged.
 */
export function stripHeicLocation(header: Buffer): Buffer {
  const place = heicExifPlace(header);
  if (typeof place === 'string' || place.end > header.length || place.start + 4 > place.end) return header;
  const out = Buffer.from(header);
  // The item starts with the offset of the TIFF header after these four bytes ("Exif\0\0").
  const tiff = place.start + 4 + out.readUInt32BE(place.start);
  stripTiffGps(out, tiff, place.end);
  return out;
}
