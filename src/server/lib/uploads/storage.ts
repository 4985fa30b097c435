import type { Readable } from 'node:stream';

/**
 * THE file storage interface, shaped like an object store (S3: PutObject, GetObject with
 * Range, HeadObject, DeleteObject, presigned GET) so the S3 driver that comes with galleries
 * drops in without touching callers. Keys are `/`-separated ids chosen by the server, never
 * by a browser: e.g. `media/<id>/full.webp`, `portfolio/<userId>/<id>/thumb.webp`.
 */
export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
  /** Quoted, as sent in the ETag header. */
  etag: string;
  lastModified: Date;
}

/** Inclusive byte range, like HTTP's `bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutMeta {
  contentType: string;
}

export interface FileStorage {
  put(key: string, body: Buffer | Readable, meta: PutMeta): Promise<StoredObject>;
  /** The object's bytes (or one range of them) as a stream; undefined when there is no such key. */
  get(
    key: string,
    options?: { range?: ByteRange },
  ): Promise<{ object: StoredObject; body: Readable } | undefined>;
  stat(key: string): Promise<StoredObject | undefined>;
  /** Removes one object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object under `prefix/` (e.g. all sizes of one image). */
  deletePrefix(prefix: string): Promise<void>;
  /** A short-lived address that serves this key to whoever holds it (see signed-url.ts). */
  signedUrl(key: string, ttlSeconds: number, options?: { download?: string }): string;
  /**
   * Optional (S3 driver): a direct address at the store itself, a presigned GET living about
   * `ttlSeconds`, that the `/files/` route redirects to once it has checked the app's signed
   * link (decision 170). Drivers without it have their files streamed by the app.
   */
  presignedGet?(key: string, ttlSeconds: number, options?: { download?: string }): Promise<string>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Keys are built by our code from ids; anything else (.., empty segments, odd bytes) is a bug or an attack. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && s !== '..' && !s.includes('..'));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/** Content types by extension, for files stored before their type was recorded. */
const TYPES_BY_EXT: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  heic: 'image/heic',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

export function contentTypeOf(key: string): string {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return TYPES_BY_EXT[ext] ?? 'application/octet-stream';
}
