import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Text answers worth compressing: JSON, text (never an event stream, which must flush each
 * event), XML and JavaScript. Unlike the plugin's default, no application/octet-stream: file
 * downloads keep their length and byte ranges.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+]json(?:;|$)|[/+]xml(?:;|$)|^application\/javascript(?:;|$)/;

/**
 * Compresses responses of 1 KB and more when the client accepts brotli or gzip (decision 056).
 * It applies to routes registered after it, as a route-level onSend hook that runs after the
 * app-wide ones, so headers and page rewrites are done before the bytes are compressed.
 * Built front-end assets are compressed at build time instead (see static-client.ts); a
 * response that already carries a Content-Encoding, or a partial (206) one, is left alone.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    threshold: 1024,
    // Brotli and gzip only: the same choice on Node 20 and 22 (zstd is experimental in 22).
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    // Request bodies are never inflated: webhook signatures are checked on the raw bytes, and
    // a small compressed body must not become a large one behind the body limit's back.
    globalDecompression: false,
  });
});
