import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http-error.ts';
import type { ByteRange, FileStorage, StoredObject } from './storage.ts';

export interface ServeOptions {
  cacheControl: string;
  /** `attachment` makes the browser save the file under `filename`; `inline` (the default) shows it. */
  disposition?: 'inline' | 'attachment';
  filename?: string;
  notFoundMessage?: string;
}

/** RFC 6266 / 5987: an ASCII fallback name plus the exact UTF-8 name, percent-encoded. */
export function contentDisposition(type: 'inline' | 'attachment', filename?: string): string {
  if (!filename) return type;
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** One `bytes=` range of a file of `size` bytes: the range, 'unsatisfiable', or undefined to send it all. */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: RFC 9110 lets a server answer with the whole file.
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison, as If-None-Match asks for.
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => bare(t) === bare(etag));
}

/**
 * THE way a stored file is answered: type, disposition, ETag and Last-Modified, cache policy,
 * 304 for a matching If-None-Match, and single byte ranges (206, or 416 with the size).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  options: ServeOptions,
): Promise<FastifyReply> {
  const object = await storage.stat(key);
  if (!object) throw notFound(options.notFoundMessage ?? 'File not found');
  setCommonHeaders(reply, object, options);

  if (etagMatches(request.headers['if-none-match'], object.etag)) return reply.status(304).send();

  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange && ifRange !== object.etag ? undefined : request.headers.range;
  const range = parseRange(rangeHeader, object.size);
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${object.size}`)
      .type('text/plain; charset=utf-8')
      .send('Range not satisfiable');
  }
  const found = await storage.get(key, range ? { range } : undefined);
  if (!found) throw notFound(options.notFoundMessage ?? 'File not found');
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', object.size);
  }
  return reply.send(found.body);
}

function setCommonHeaders(reply: FastifyReply, object: StoredObject, options: ServeOptions) {
  reply
    .type(object.contentType)
    .header('etag', object.etag)
    .header('last-modified', object.lastModified.toUTCString())
    .header('cache-control', options.cacheControl)
    .header('accept-ranges', 'bytes')
    .header('content-disposition', contentDisposition(options.disposition ?? 'inline', options.filename));
}
