import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-error.ts';

/**
 * Serves the built SPA from one port with the API: hashed assets are cached for a year and
 * sent precompressed when the browser accepts it; any other GET that is not under /api falls
 * back to index.html so client routes load.
 */
export const staticClientPlugin = fp(
  async (app: FastifyInstance, opts: { clientDir: string | undefined }) => {
    const dir = opts.clientDir;
    const indexFile = dir ? path.join(dir, 'index.html') : undefined;
    const hasClient = indexFile !== undefined && fs.existsSync(indexFile);
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: dir!,
        // One wildcard route, not one route per built file (264 of them, globbed at every start).
        wildcard: true,
        // Only file names: a page address (`/`, `/blog`) falls through to the page renderer.
        allowedPath: (pathName) => /\.[A-Za-z0-9]+$/.test(pathName),
        index: false,
        // The build writes brotli and gzip copies next to each asset (scripts/precompress.ts):
        // sent as they are with Content-Encoding and Vary, falling back to the plain file.
        preCompressed: true,
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          // Hashed assets never change; index.html must be revalidated so a deploy is seen at once.
          const policy = immutable
            ? 'public, max-age=31536000, immutable'
            : filePath.endsWith('.html')
              ? 'no-cache'
              : 'public, max-age=3600';
          reply.header('cache-control', policy);
        },
      });
    } else {
      app.log.warn(
        { clientDir: dir },
        'front end not built: run `npm run build` (npm start does it for you)',
      );
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url === '/api' || url.startsWith('/api/')) throw notFound(`No API route ${request.method} ${url}`);
      if (hasClient && request.method === 'GET') {
        // Client routes (and the SPA's own not-found page) are served by index.html.
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      if (hasClient && request.method === 'HEAD') {
        // The file sender answers a HEAD with an empty body and the file's own ETag and length;
        // the page is built from the shell's bytes, so a HEAD gets the headers its GET would.
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(fs.createReadStream(indexFile!));
      }
      throw notFound('Not found');
    });
  },
);
