import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** The content security policy: no inline script anywhere; the built front end loads only its own files. */
function helmetOptions(isProduction: boolean, fileOrigins: string[]): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline style attributes stay allowed: the UI primitives position popovers with them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images may come from any https address: the content editor accepts image URLs, and an
        // image cannot run code. Scripts, styles and connections stay on our own origin.
        // With S3 storage, signed file links redirect to the store (decision 170): its origin
        // too, for a store on plain http (a MinIO on the local network).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...fileOrigins],
        ...(fileOrigins.length ? { mediaSrc: ["'self'", ...fileOrigins] } : {}),
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Upgrading would send a plain-http store's signed links to https, where it does not answer.
        ...(isProduction && !fileOrigins.some((origin) => origin.startsWith('http:'))
          ? { upgradeInsecureRequests: [] }
          : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: isProduction,
  };
}

/**
 * API answers are JSON, never rendered as pages: the OWASP REST set is enough (a CSP that
 * allows nothing, nosniff, no referrer, same-origin resources, HSTS in production).
 */
function apiHelmetOptions(isProduction: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: isProduction,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/**
 * Runs helmet once at start-up and captures the headers it sets. Our policies have no
 * per-request parts (no nonces), so every response can carry precomputed headers: helmet's
 * rules, without rebuilding them on each request (that cost a third of the throughput).
 */
function captureHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, res as never, () => {});
  return headers;
}

/** `fileOrigins`: where signed file links may redirect besides our own origin (an S3 store). */
export function computeSecurityHeaders(isProduction: boolean, fileOrigins: string[] = []) {
  return {
    page: captureHeaders(helmetOptions(isProduction, fileOrigins)),
    api: captureHeaders(apiHelmetOptions(isProduction)),
  };
}

export interface SecurityOptions {
  isProduction: boolean;
  /** Origins signed file links redirect to (an S3 store), allowed for images and media. */
  fileOrigins?: string[];
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  const { page, api } = computeSecurityHeaders(opts.isProduction, opts.fileOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? api : page);
    done();
  });
});
