import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'identity' | 'br' | 'gzip';

/** One encoding of a kept page: its body and every header, flattened for `writeHead`. */
interface Variant {
  body: Buffer;
  headers: string[];
}

/**
 * A public page kept whole, as the server sends it: the headers the full request path set
 * (security headers, type, cache policy, ETag, Vary) and the body in each encoding, all made
 * once when the page was kept (decision 216).
 */
export interface ServedPage {
  status: number;
  etag: string;
  variants: Record<Encoding, Variant>;
  /** The answer to a matching If-None-Match: the same headers, no body. */
  notModified: string[];
}

/** Headers that belong to one response, never to the kept page. */
const PER_RESPONSE = new Set([
  'content-length',
  'content-encoding',
  'last-modified',
  'date',
  'connection',
  REQUEST_ID_HEADER,
]);

const flatten = (headers: Record<string, string>) => Object.entries(headers).flat();

/** Makes the page's brotli (quality 5: quick) and gzip bodies and its three header sets. */
export async function servedPage(
  status: number,
  etag: string,
  html: string,
  sentHeaders: Record<string, string | number | string[] | undefined>,
): Promise<ServedPage> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(sentHeaders)) {
    if (value !== undefined && !PER_RESPONSE.has(name)) headers[name] = String(value);
  }
  headers.vary = 'accept-encoding';
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip(identity, { level: 6 }),
  ]);
  const variant = (body: Buffer, encoding?: string): Variant => ({
    body,
    headers: flatten({
      ...headers,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': String(body.length),
    }),
  });
  return {
    status,
    etag,
    variants: { identity: variant(identity), br: variant(br, 'br'), gzip: variant(gz, 'gzip') },
    notModified: flatten(headers),
  };
}

/** The encoding a request accepts, brotli first. */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = acceptEncoding ?? '';
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
}

/**
 * The HTTP server's first look at a request: a GET or HEAD of a page the public cache keeps is
 * answered here, before the framework's routing, hooks and logging, as a file server would;
 * anything else goes on to Fastify. The public site plugin sets `find` (the page cache, which
 * answers only while it can hear of edits; an edit empties it on every instance, decision 096).
 */
export class PageFront {
  find: ((url: string) => ServedPage | undefined) | undefined;
  /** Pages answered here (tests read it). */
  served = 0;

  /** True when the page was answered. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !this.find || !url || url.startsWith('/api/')) {
      return false;
    }
    const page = this.find(url);
    if (!page) return false;
    this.served++;
    // Answered without Fastify, yet with an id like every other answer.
    const id = [REQUEST_ID_HEADER, requestIdOf(req)];
    if (page.status === 200 && req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, page.notModified.concat(id)).end();
      return true;
    }
    const variant = page.variants[acceptedEncoding(req.headers['accept-encoding'])];
    res.writeHead(page.status, variant.headers.concat(id));
    res.end(req.method === 'HEAD' ? undefined : variant.body);
    return true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The HTTP server's look-up of kept pages. */
    pageFront: PageFront;
  }
}
