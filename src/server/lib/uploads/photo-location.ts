import { crc32, deflateSync, inflateSync } from 'node:zlib';

/**
 * Removes where a photo (JPEG, or PNG below) was taken, without touching anything else
 * (decision 157):
 *
 * - EXIF (APP1 "Exif"): the GPS IFD is zeroed (its entries and their out-of-line values) and
 *   its pointer (tag 0x8825) is taken out of IFD0. The segment keeps its length and every
 *   other offset, so maker notes, capture time, orientation and the camera's other tags stay
 *   exactly where they were (a library that re-serialises the EXIF, such as piexifjs, moves
 *   IFDs around and breaks maker notes that hold absolute offsets).
 * - XMP (APP1 "http://ns.adobe.com/xap/1.0/"): the exif:GPS* properties and the IPTC/Photoshop
 *   location fields are removed from the packet; the rest (copyright, ratings, edits) stays.
 *
 * Only the header (the segments before the first SOS) is read and changed: the image data
 * from SOS to EOI passes through byte for byte, so nothing is ever recompressed. A HEIC's EXIF
 * item gets the same treatment in place (heic-location.ts).
 */

import { heicExifPlace, stripHeicLocation } from './heic-location.ts';
import { sniffType } from './sniff.ts';
import { stripTiffGps } from './tiff-gps.ts';

const SOI = 0xd8;
const SOS = 0xda;
const APP1 = 0xe1;
const EXIF_ID = Buffer.from('Exif\0\0', 'latin1');
const XMP_ID = Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1');
/** A header past this without an SOS is not a photo we can parse: it passes unchanged. */
const MAX_HEADER_BYTES = 4 * 1024 * 1024;

export const isJpeg = (bytes: Buffer) => bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === SOI;

interface Segment {
  marker: number;
  /** Offset of the 0xFF of the marker. */
  start: number;
  /** Offset of the payload (after the 2 length bytes). */
  payload: number;
  /** Offset just past the segment. */
  end: number;
}

/**
 * The marker segments before the first SOS. `sos` is the offset of the SOS marker, or -1 when
 * the buffer ends first (a header that has not fully arrived yet, or a file cut short: then
 * `partial` is the segment the end cut, which a lenient reader still reads).
 */
function segmentsOf(bytes: Buffer): { segments: Segment[]; sos: number; partial?: Segment } {
  const segments: Segment[] = [];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return { segments, sos: -1 };
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === SOS) return { segments, sos: at };
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return { segments, sos: -1 };
    if (at + 2 + length > bytes.length)
      return { segments, sos: -1, partial: { marker, start: at, payload: at + 4, end: bytes.length } };
    segments.push({ marker, start: at, payload: at + 4, end: at + 2 + length });
    at += 2 + length;
  }
  return { segments, sos: -1 };
}

const XMP_LOCATION =
  '(?:exif:GPS\\w+|photoshop:(?:City|State|Country)|Iptc4xmpCore:(?:Location|CountryCode)|Iptc4xmpExt:Location(?:Created|Shown))';
const XMP_ELEMENT = new RegExp(`\\s*<(${XMP_LOCATION})\\b[^>]*?(?:/>|>[\\s\\S]*?</\\1>)`, 'g');
const XMP_ATTRIBUTE = new RegExp(`\\s${XMP_LOCATION}\\s*=\\s*(?:"[^"]*"|'[^']*')`, 'g');

/** An XMP packet's text without location properties, or undefined when it had none. */
function xmpTextWithoutLocation(text: string): string | undefined {
  const cleaned = text.replace(XMP_ELEMENT, '').replace(XMP_ATTRIBUTE, '');
  return cleaned === text ? undefined : cleaned;
}

/** The XMP segment without location properties, or undefined when it had none. */
function xmpWithoutLocation(bytes: Buffer, seg: Segment): Buffer | undefined {
  const cleaned = xmpTextWithoutLocation(bytes.toString('utf8', seg.payload + XMP_ID.length, seg.end));
  if (cleaned === undefined) return undefined;
  const body = Buffer.concat([XMP_ID, Buffer.from(cleaned, 'utf8')]);
  const head = Buffer.from([0xff, APP1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

const startsWith = (bytes: Buffer, at: number, id: Buffer) =>
  at + id.length <= bytes.length && bytes.subarray(at, at + id.length).equals(id);

/**
 * The JPEG header (SOI up to, not including, the first SOS) without location metadata.
 * Returns the same buffer when there was nothing to remove. Anything it cannot parse is left
 * as it is.
 */
export function stripJpegLocation(header: Buffer): Buffer {
  if (!isJpeg(header)) return header;
  const { segments: whole, partial } = segmentsOf(header);
  // A file cut short inside its EXIF or XMP still carries what came: that part is cleaned too.
  const segments = partial ? [...whole, partial] : whole;
  // EXIF is edited in place in a copy (same length); XMP segments are replaced whole.
  const base = Buffer.from(header);
  let changed = false;
  const replaced = new Map<number, Buffer>();
  for (const seg of segments) {
    if (seg.marker !== APP1) continue;
    if (startsWith(header, seg.payload, EXIF_ID)) {
      changed = stripTiffGps(base, seg.payload + EXIF_ID.length, seg.end) || changed;
    } else if (startsWith(header, seg.payload, XMP_ID)) {
      const xmp = xmpWithoutLocation(header, seg);
      if (xmp) replaced.set(seg.start, xmp);
    }
  }
  if (replaced.size === 0) return changed ? base : header;
  return spliced(base, segments, replaced);
}

/** The bytes with some of their parts (segments, chunks) replaced, keyed by where each starts. */
function spliced(bytes: Buffer, parts: { start: number; end: number }[], replaced: Map<number, Buffer>) {
  const out: Buffer[] = [];
  let at = 0;
  for (const part of parts) {
    const swap = replaced.get(part.start);
    if (!swap) continue;
    out.push(bytes.subarray(at, part.start), swap);
    at = part.end;
  }
  out.push(bytes.subarray(at));
  return Buffer.concat(out);
}

// ---------------------------------------------------------------- PNG

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const XMP_KEYWORD = 'XML:com.adobe.xmp';

export const isPng = (bytes: Buffer) => bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE);

interface Chunk {
  type: string;
  start: number;
  data: number;
  end: number;
}

/**
 * The chunks before the first IDAT; `idat` is its offset, or -1 while it has not arrived (or
 * the file was cut short: then `partial` is the chunk the end cut, without its CRC).
 */
function chunksOf(bytes: Buffer): { chunks: Chunk[]; idat: number; partial?: Chunk } {
  const chunks: Chunk[] = [];
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') return { chunks, idat: at };
    if (at + 12 + length > bytes.length)
      return { chunks, idat: -1, partial: { type, start: at, data: at + 8, end: bytes.length } };
    chunks.push({ type, start: at, data: at + 8, end: at + 12 + length });
    at += 12 + length;
  }
  return { chunks, idat: -1 };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An XMP text chunk (iTXt, compressed or not, or zTXt as libvips writes it) without location
 * properties, or undefined when it is not XMP or had none.
 */
function pngXmpWithoutLocation(bytes: Buffer, chunk: Chunk): Buffer | undefined {
  const data = bytes.subarray(chunk.data, chunk.end - 4);
  const keywordEnd = data.indexOf(0);
  if (keywordEnd < 0 || data.toString('latin1', 0, keywordEnd) !== XMP_KEYWORD) return undefined;
  let head: Buffer;
  let compressed: boolean;
  if (chunk.type === 'zTXt') {
    // keyword\0, method, deflated text.
    head = data.subarray(0, keywordEnd + 2);
    compressed = true;
  } else {
    // keyword\0, compression flag, method, language\0, translated keyword\0, text.
    const languageEnd = data.indexOf(0, keywordEnd + 3);
    const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
    if (translatedEnd < 0) return undefined;
    head = data.subarray(0, translatedEnd + 1);
    compressed = data[keywordEnd + 1] === 1;
  }
  let text: string;
  try {
    const raw = data.subarray(head.length);
    text = (compressed ? inflateSync(raw) : raw).toString('utf8');
  } catch {
    return undefined;
  }
  const cleaned = xmpTextWithoutLocation(text);
  if (cleaned === undefined) return undefined;
  const body = Buffer.from(cleaned, 'utf8');
  return pngChunk(chunk.type, Buffer.concat([head, compressed ? deflateSync(body) : body]));
}

/**
 * The PNG header (signature up to, not including, the first IDAT) without location: the GPS
 * IFD of an eXIf chunk zeroed and unlinked (its CRC recomputed), location properties removed
 * from the XMP chunk. The same buffer when there was nothing to remove.
 */
export function stripPngLocation(header: Buffer): Buffer {
  if (!isPng(header)) return header;
  const { chunks, partial } = chunksOf(header);
  const replaced = new Map<number, Buffer>();
  // A file cut short inside its eXIf chunk: what came of it is cleaned too (it has no CRC).
  if (partial?.type === 'eXIf') {
    const copy = Buffer.from(header.subarray(partial.data));
    if (stripTiffGps(copy, 0, copy.length))
      replaced.set(partial.start, Buffer.concat([header.subarray(partial.start, partial.data), copy]));
  }
  for (const chunk of chunks) {
    if (chunk.type === 'eXIf') {
      const copy = Buffer.from(header.subarray(chunk.data, chunk.end - 4));
      if (stripTiffGps(copy, 0, copy.length)) replaced.set(chunk.start, pngChunk('eXIf', copy));
    } else if (chunk.type === 'iTXt' || chunk.type === 'zTXt') {
      const xmp = pngXmpWithoutLocation(header, chunk);
      if (xmp) replaced.set(chunk.start, xmp);
    }
  }
  return replaced.size === 0 ? header : spliced(header, partial ? [...chunks, partial] : chunks, replaced);
}

// ---------------------------------------------------------------- a file arriving in pieces

const MAX_HEIC_HEADER_BYTES = 64 * 1024 * 1024;

type StrippedKind = 'jpeg' | 'png' | 'heic';

function kindOf(bytes: Buffer): StrippedKind | undefined {
  if (isJpeg(bytes)) return 'jpeg';
  if (isPng(bytes)) return 'png';
  return sniffType(bytes)?.kind === 'heic' ? 'heic' : undefined;
}

/** Where the part to clean ends; -1 while it has not all arrived. */
function headerEnd(kind: StrippedKind, bytes: Buffer): number {
  if (kind === 'jpeg') return segmentsOf(bytes).sos;
  if (kind === 'png') return chunksOf(bytes).idat;
  try {
    const place = heicExifPlace(bytes);
    if (place === 'need-more') return -1;
    if (place === 'none') return bytes.length;
    return place.end <= bytes.length ? place.end : -1;
  } catch {
    return bytes.length; // not a HEIC we can read: its decoder refuses it later
  }
}

const STRIPPERS: Record<StrippedKind | 'none', ((header: Buffer) => Buffer) | undefined> = {
  jpeg: stripJpegLocation,
  png: stripPngLocation,
  heic: (header) => {
    try {
      return stripHeicLocation(header);
    } catch {
      return header;
    }
  },
  none: undefined,
};

/**
 * The same, for a file arriving in pieces: the header (a JPEG's segments before SOS, a PNG's
 * chunks before IDAT) is held until it is whole, cleaned, and everything after it passes
 * through untouched. Anything else passes unchanged.
 */
export class PhotoLocationStripper {
  private held: Buffer[] = [];
  private heldBytes = 0;
  private passing = false;

  push(chunk: Buffer): Buffer[] {
    if (this.passing) return [chunk];
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    const all = Buffer.concat(this.held);
    if (all.length < 12) return [];
    const kind = kindOf(all);
    // A HEIC's EXIF item may sit after the start of its picture data: held until it has arrived
    // (bounded by the upload's own size limit).
    const limit = kind === 'heic' ? MAX_HEIC_HEADER_BYTES : MAX_HEADER_BYTES;
    if (!kind || this.heldBytes > limit) return this.release(all);
    const end = headerEnd(kind, all);
    if (end < 0) {
      this.held = [all];
      return [];
    }
    return this.release(all, end);
  }

  end(): Buffer[] {
    if (this.passing || this.heldBytes === 0) return [];
    return this.release(Buffer.concat(this.held));
  }

  private release(all: Buffer, headerEnd = -1): Buffer[] {
    this.passing = true;
    this.held = [];
    const strip = STRIPPERS[kindOf(all) ?? 'none'];
    if (!strip) return [all];
    if (headerEnd < 0) return [strip(all)];
    return [strip(all.subarray(0, headerEnd)), all.subarray(headerEnd)];
  }
}
