import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type PublicRead,
  type PublicReader,
  type PublicReadName,
  type ReadHints,
  SSR_DATA_ELEMENT_ID,
  type SsrRenderer,
} from '../../../shared/public-reads.ts';
import { notFound } from '../../lib/http-error.ts';
import { acceptedEncoding, type PageFront, type ServedPage, servedPage } from '../../lib/page-front.ts';
import { publicCacheOf } from '../../lib/public-cache.ts';
import { hintsOf } from '../../lib/read-hints.ts';
import { afterCoverScriptOf, imagePreloadsFirst, spareDataPage } from './data-saver-page.ts';
import { injectPageMeta, type PageMetaResolver } from './page-meta.service.ts';
import { fillRoot, hasPageRenderer, loadPageRenderer } from './page-render.ts';
import { contentSitemapEntries, renderRobots, renderSitemap, type SitemapSource } from './sitemap.service.ts';

export interface SiteDirectory {
  /** Adds pages to sitemap.xml (e.g. approved photographer profiles). */
  addSitemapSource(source: SitemapSource): void;
  /** Gives a path's title, description and image to the HTML served for it. */
  addPageMetaResolver(resolver: PageMetaResolver): void;
  /**
   * Answers public reads in-process for server-rendered pages (src/shared/public-reads.ts): each
   * module registers the reads of its own public API, calling the same services as its routes.
   * `publicData`: the reads only return data kept in the public cache (an edit invalidates it),
   * so a page built from them alone is kept whole until the next edit. Never for a token's data.
   */
  addPublicReaders(readers: PublicReaders, options?: { publicData?: boolean }): void;
  /** Answers one public read (what the server renderer calls); 404 for a read nobody registered. */
  read(read: PublicRead, hints?: ReadHints): Promise<unknown>;
}

export type PublicReaders = { [N in PublicReadName]?: PublicReader<N> };

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export interface PublicSiteOptions {
  publicUrl: string;
  /** The server renderer's build (dist/ssr); without it pages are served as the client-rendered shell. */
  ssrDir?: string | undefined;
  /** The browser bundle (dist/client): its manifest names the data saver start (decision 267). */
  clientDir?: string | undefined;
  /** The HTTP server's look-up of kept pages (decision 216); this plugin gives it the page cache. */
  front?: PageFront | undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page as built for one request; kept whole (a ServedPage) when made of public data alone. */
interface BuiltPage {
  status: number;
  html: string;
  etag: string;
  /** Complete and made only of public data: the page cache may keep it. */
  keepable: boolean;
}

/**
 * Pages are built here, after the compression plugin's reach (it compresses routes, and pages
 * are served by the not-found handler): compressed here, with a quick brotli level.
 */
async function compressPage(request: FastifyRequest, reply: FastifyReply, page: BuiltPage) {
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return page.html;
  reply.header('content-encoding', encoding);
  return encoding === 'br'
    ? brotli(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(page.html, { level: 6 });
}

/** A kept page through Fastify (app.inject, or a request the front did not see): the same answer. */
function sendServed(request: FastifyRequest, reply: FastifyReply, page: ServedPage) {
  const notModified = page.status === 200 && request.headers['if-none-match'] === page.etag;
  const variant = page.variants[acceptedEncoding(request.headers['accept-encoding'])];
  const headers = notModified ? page.notModified : variant.headers;
  for (let i = 0; i < headers.length; i += 2) reply.header(headers[i]!, headers[i + 1]!);
  if (notModified) {
    reply.removeHeader('content-length');
    reply.code(304);
    return '';
  }
  reply.code(page.status);
  return variant.body;
}

const NO_HINTS: ReadHints = { dataSaver: false };

/** Weak validator of a page's HTML: the same bytes give the same tag. */
const etagOf = (html: string) => `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/**
 * What the public site needs outside /api: sitemap.xml, robots.txt, the server rendering of
 * public pages (decision 087) and the per-page title, description and Open Graph tags written
 * into the HTML.
 */
export const publicSitePlugin = fp(async (app: FastifyInstance, opts: PublicSiteOptions) => {
  const sitemapSources: SitemapSource[] = [];
  const metaResolvers: PageMetaResolver[] = [];
  const readers: PublicReaders = {};
  /** Reads whose data the public cache keeps (see `addPublicReaders`). */
  const publicDataReads = new Set<string>();
  const read = async (request: PublicRead, hints: ReadHints = NO_HINTS): Promise<unknown> => {
    const reader = readers[request.name] as PublicReader<typeof request.name> | undefined;
    if (!reader) throw notFound(`No public read ${request.name}`);
    return reader(request as never, hints);
  };
  app.decorate('site', {
    addSitemapSource: (source) => sitemapSources.push(source),
    addPageMetaResolver: (resolver) => metaResolvers.push(resolver),
    addPublicReaders: (more, options) => {
      Object.assign(readers, more);
      for (const name of Object.keys(more)) {
        if (options?.publicData) publicDataReads.add(name);
        else publicDataReads.delete(name);
      }
    },
    read,
  } satisfies SiteDirectory);

  // The renderer (React and the pages) is imported at the first page, not at start: a restart
  // answers its health check and API sooner, and API-only processes never load it.
  const rendererBuilt = hasPageRenderer(opts.ssrDir);
  const afterCoverScript = afterCoverScriptOf(opts.clientDir);
  if (opts.ssrDir && !rendererBuilt) {
    app.log.warn(
      { ssrDir: opts.ssrDir },
      'server renderer not built: run `npm run build` (npm start does it for you)',
    );
  }
  let renderer: Promise<SsrRenderer | undefined> | undefined;
  const getRenderer = () => {
    renderer ??= loadPageRenderer(opts.ssrDir).catch((err: unknown) => {
      app.log.error({ err, ssrDir: opts.ssrDir }, 'server renderer not loaded: pages are served unrendered');
      return undefined;
    });
    return renderer;
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const lists = await Promise.all([contentSitemapEntries(app.db), ...sitemapSources.map((s) => s())]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderSitemap(opts.publicUrl, lists.flat()));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobots(opts.publicUrl)),
  );

  // A callback hook with a fast exit: it sees every response, and only served HTML pages
  // (never API answers) need work. A HEAD is answered as its GET (Node sends no body for it).
  app.addHook('onSend', (request, reply, payload, done) => {
    const method = request.method;
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      reply.statusCode !== 200 ||
      request.url.startsWith('/api/')
    ) {
      return done(null, payload);
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || !payload || typeof (payload as Readable).pipe !== 'function') {
      return done(null, payload);
    }
    const path = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    void withPageMeta(request, reply, payload as Readable, path).then((html) => done(null, html), done);
  });

  // The HTTP server answers kept pages before Fastify sees them (decision 216).
  if (opts.front) opts.front.find = (url) => publicCacheOf(app.db)?.page<ServedPage>(url);

  async function withPageMeta(request: FastifyRequest, reply: FastifyReply, payload: Readable, path: string) {
    // A client's own link (/i/<token>, their conversation) is theirs alone: never kept, here or
    // by a shared cache.
    const privatePage = /^\/(i|c|messages)\//.test(path);
    // A data-saving page is built for its visitor (decision 267): never kept, nor answered from the cache.
    const cache = privatePage || hintsOf(request).dataSaver ? undefined : publicCacheOf(app.db);
    // The page is built per request: the file's length, ETag and date no longer apply.
    reply.removeHeader('content-length');
    reply.removeHeader('etag');
    reply.removeHeader('last-modified');
    const kept = cache?.page<ServedPage>(request.url);
    if (kept) {
      payload.destroy();
      return sendServed(request, reply, kept);
    }
    const since = cache?.generation;
    const page = await buildPage(request, payload, path);
    reply.code(page.status);
    // Revalidated on every use (an edit in /admin/content shows at once), answered with 304 when
    // unchanged; never stored by shared caches beyond that (decision 088).
    reply.header('cache-control', privatePage ? 'private, no-cache' : 'no-cache').header('etag', page.etag);
    if (cache && since !== undefined && page.keepable) {
      // Kept until the next edit, with the headers this answer carries, for every later visit.
      reply.header('vary', 'accept-encoding');
      const served = await servedPage(page.status, page.etag, page.html, reply.getHeaders());
      cache.keepPage(request.url, served, since);
      return sendServed(request, reply, served);
    }
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) {
      reply.code(304);
      return '';
    }
    return compressPage(request, reply, page);
  }

  async function buildPage(request: FastifyRequest, payload: Readable, path: string): Promise<BuiltPage> {
    const reads = new Set<string>();
    const hints = hintsOf(request);
    const tracked = (r: PublicRead) => {
      reads.add(r.name);
      return read(r, hints);
    };
    let html = await readAll(payload);
    let status = 200;
    const pages = rendererBuilt ? await getRenderer() : undefined;
    let rendered = false;
    if (pages) {
      try {
        const page = await pages.render({ url: request.url, read: tracked });
        if (page.kind === 'page') {
          html = imagePreloadsFirst(fillRoot(html, page.html, SSR_DATA_ELEMENT_ID, page.data));
          if (hints.dataSaver) html = spareDataPage(html, afterCoverScript);
          status = page.status;
        }
        rendered = true;
      } catch (err) {
        // The shell still works: the browser renders the page and fetches its data.
        request.log.error({ err, path }, 'page not rendered on the server');
      }
    }
    let withMeta = false;
    try {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      html = await injectPageMeta(html, app.db, opts.publicUrl, path, metaResolvers, status === 404, query);
      withMeta = true;
    } catch (err) {
      request.log.warn({ err, path }, 'page meta not added');
    }
    // Kept whole only when complete and made of public data alone, until the next edit.
    const fromPublicData = [...reads].every((name) => publicDataReads.has(name));
    const keepable = rendered && withMeta && fromPublicData && (status === 200 || status === 404);
    return { status, html, etag: etagOf(html), keepable };
  }
});

declare module 'fastify' {
  interface FastifyInstance {
    site: SiteDirectory;
  }
}
