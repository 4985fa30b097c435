/**
 * The GPS position out of a TIFF structure (the body of EXIF in a JPEG, a PNG's eXIf chunk, a
 * HEIC's EXIF item), in place: no byte moves, so every other offset stays right (decision 157).
 */

const GPS_IFD_TAG = 0x8825;
/** Bytes per value of each TIFF type (1 BYTE … 13 IFD). */
const TYPE_BYTES = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8, 4];

/**
 * Zeroes the GPS IFD of the TIFF structure at `tiff` (ending at `limit`) and unlinks it from
 * IFD0, in place; false when it has none.
 */
export function stripTiffGps(bytes: Buffer, tiff: number, limit: number): boolean {
  if (tiff + 8 > limit) return false;
  const order = bytes.toString('latin1', tiff, tiff + 2);
  if (order !== 'II' && order !== 'MM') return false;
  const le = order === 'II';
  const u16 = (o: number) => (le ? bytes.readUInt16LE(o) : bytes.readUInt16BE(o));
  const u32 = (o: number) => (le ? bytes.readUInt32LE(o) : bytes.readUInt32BE(o));
  const inside = (o: number, n: number) => o >= tiff && o + n <= limit;
  /** An IFD's entries that lie inside, however many its count claims (readers are lenient). */
  const entriesOf = (ifd: number) => Math.min(u16(ifd), Math.floor((limit - ifd - 2) / 12));

  const ifd0 = tiff + u32(tiff + 4);
  if (!inside(ifd0, 2)) return false;
  const count = u16(ifd0);
  const readable = entriesOf(ifd0);
  const pointers: number[] = [];
  for (let i = 0; i < readable; i += 1) {
    if (u16(ifd0 + 2 + i * 12) === GPS_IFD_TAG) pointers.push(i);
  }
  if (pointers.length === 0) return false;

  // Each GPS IFD itself: its values stored elsewhere, then its entries (those inside).
  for (const i of pointers) {
    const gps = tiff + u32(ifd0 + 2 + i * 12 + 8);
    if (!inside(gps, 2)) continue;
    const n = entriesOf(gps);
    for (let e = 0; e < n; e += 1) {
      const entry = gps + 2 + e * 12;
      const size = (TYPE_BYTES[u16(entry + 2)] ?? 0) * u32(entry + 4);
      const value = tiff + u32(entry + 8);
      if (size > 4 && inside(value, size)) bytes.fill(0, value, value + size);
    }
    bytes.fill(0, gps, Math.min(gps + 2 + u16(gps) * 12 + 4, limit));
  }

  const entriesEnd = ifd0 + 2 + count * 12;
  if (pointers.length === 1 && inside(ifd0, 2 + count * 12 + 4)) {
    // IFD0 without the pointer: later entries move up one, the next-IFD offset follows them.
    const entry = ifd0 + 2 + pointers[0]! * 12;
    bytes.copy(bytes, entry, entry + 12, entriesEnd + 4);
    // The 12 bytes freed at the end (after the moved next-IFD offset) are zeroed.
    bytes.fill(0, entriesEnd - 8, entriesEnd + 4);
    if (le) bytes.writeUInt16LE(count - 1, ifd0);
    else bytes.writeUInt16BE(count - 1, ifd0);
  } else {
    // A damaged IFD0 (its count runs past the end, or several pointers): each pointer zeroed.
    for (const i of pointers) bytes.fill(0, ifd0 + 2 + i * 12, ifd0 + 14 + i * 12);
  }
  return true;
}
