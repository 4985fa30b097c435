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

  const ifd0 = tiff + u32(tiff + 4);
  if (!inside(ifd0, 2)) return false;
  const count = u16(ifd0);
  const entriesEnd = ifd0 + 2 + count * 12;
  if (!inside(ifd0, 2 + count * 12 + 4)) return false;
  let gpsEntry = -1;
  for (let i = 0; i < count; i += 1) {
    if (u16(ifd0 + 2 + i * 12) === GPS_IFD_TAG) gpsEntry = i;
  }
  if (gpsEntry < 0) return false;

  // The GPS IFD itself: its values stored elsewhere, then its entries.
  const gps = tiff + u32(ifd0 + 2 + gpsEntry * 12 + 8);
  if (inside(gps, 2)) {
    const n = u16(gps);
    if (inside(gps, 2 + n * 12 + 4)) {
      for (let i = 0; i < n; i += 1) {
        const entry = gps + 2 + i * 12;
        const size = (TYPE_BYTES[u16(entry + 2)] ?? 0) * u32(entry + 4);
        const value = tiff + u32(entry + 8);
        if (size > 4 && inside(value, size)) bytes.fill(0, value, value + size);
      }
      bytes.fill(0, gps, gps + 2 + n * 12 + 4);
    }
  }

  // IFD0 without the pointer: later entries move up one, the next-IFD offset follows them.
  const entry = ifd0 + 2 + gpsEntry * 12;
  bytes.copy(bytes, entry, entry + 12, entriesEnd + 4);
  // The 12 bytes freed at the end (after the moved next-IFD offset) are zeroed.
  bytes.fill(0, entriesEnd - 8, entriesEnd + 4);
  if (le) bytes.writeUInt16LE(count - 1, ifd0);
  else bytes.writeUInt16BE(count - 1, ifd0);
  return true;
}
