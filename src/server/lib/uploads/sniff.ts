/**
 * What a file is, read from its first bytes (magic numbers). The file name and the part's
 * Content-Type come from the browser and are never trusted; a small checked table is enough
 * for the formats the product accepts and keeps the reader free of a dependency.
 */
export type SniffedKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'heic' | 'avif' | 'pdf';

export interface SniffedType {
  kind: SniffedKind;
  mime: string;
  ext: string;
}

const TYPES: Record<SniffedKind, SniffedType> = {
  jpeg: { kind: 'jpeg', mime: 'image/jpeg', ext: 'jpg' },
  png: { kind: 'png', mime: 'image/png', ext: 'png' },
  webp: { kind: 'webp', mime: 'image/webp', ext: 'webp' },
  gif: { kind: 'gif', mime: 'image/gif', ext: 'gif' },
  heic: { kind: 'heic', mime: 'image/heic', ext: 'heic' },
  avif: { kind: 'avif', mime: 'image/avif', ext: 'avif' },
  pdf: { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' },
};

/** How many leading bytes sniffing needs. */
export const SNIFF_BYTES = 32;

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** ISO-BMFF brands: HEIF stills from phones, and AVIF. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

export function sniffType(data: Uint8Array): SniffedType | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return TYPES.jpeg;
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TYPES.png;
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return TYPES.gif;
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return TYPES.webp;
  if (startsWith(data, ascii('%PDF-'))) return TYPES.pdf;
  if (startsWith(data, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...data.subarray(8, 12));
    if (AVIF_BRANDS.has(brand)) return TYPES.avif;
    if (HEIC_BRANDS.has(brand)) return TYPES.heic;
  }
  return undefined;
}

export const IMAGE_KINDS: readonly SniffedKind[] = ['jpeg', 'png', 'webp', 'gif', 'heic', 'avif'];
