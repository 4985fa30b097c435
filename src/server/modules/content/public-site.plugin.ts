import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { injectPageMeta, type PageMetaResolver } from './page-meta.service.ts';
import { contentSitemapEntries, renderRobots, renderSitemap, type SitemapSource } from './sitemap.service.ts';

export interface SiteDirectory {
  /** Adds pages to sitemap.xml (e.g. approved photographer profiles). */
  addSitemapSource(source: SitemapSource): void;
  /** Gives a path's title, description and image to the HTML served for it. */
  addPageMetaResolver(resolver: PageMetaResolver): void;
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * What the public site needs outside /api: sitemap.xml, robots.txt,
 * and the per-page title, description and Open Graph tags written into the HTML.
 */
export const publicSitePlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const sitemapSources: SitemapSource[] = [];
  const metaResolvers: PageMetaResolver[] = [];
  app.decorate('site', {
    addSitemapSource: (source) => sitemapSources.push(source),
    addPageMetaResolver: (resolver) => metaResolvers.push(resolver),
  } satisfies SiteDirectory);

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
  // (never API answers) need work.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || request.url.startsWith('/api/')) {
      return done(null, payload);
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || !payload || typeof (payload as Readable).pipe !== 'function') {
      return done(null, payload);
    }
    const path = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    void withPageMeta(request, reply, payload as Readable, path).then((html) => done(null, html), done);
  });

  async function withPageMeta(request: FastifyRequest, reply: FastifyReply, payload: Readable, path: string) {
    const html = await readAll(payload);
    // The page is now built per request: the file's length, ETag and date no longer apply.
    reply.removeHeader('content-length');
    reply.removeHeader('etag');
    reply.removeHeader('last-modified');
    try {
      return await injectPageMeta(html, app.db, opts.publicUrl, path, metaResolvers);
    } catch (err) {
      request.log.warn({ err, path }, 'page meta not added');
      return html;
    }
  }
});

declare module 'fastify' {
  interface FastifyInstance {
    site: SiteDirectory;
  }
}
