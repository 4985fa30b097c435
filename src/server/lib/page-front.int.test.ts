import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../tests/auth-helpers.ts';
import { BUILT_CLIENT_DIR, BUILT_SSR_DIR } from '../../../tests/front-end-build.ts';
import { createTestApp, type TestApp } from '../../../tests/test-app.ts';
import { ADMIN_CONTENT_API } from '../../shared/content-admin.ts';
import { seedHero } from '../modules/content/seed/site.ts';

/**
 * Decision 216: a public page kept whole is answered by the HTTP server itself, before Fastify,
 * with the same status, headers and bytes the full path sent, in each encoding, with 304 for
 * its ETag; an edit empties it, so the next visit gets the new page.
 */
describe('kept public pages answered before the framework', () => {
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp({ clientDir: BUILT_CLIENT_DIR, ssrDir: BUILT_SSR_DIR });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** Headers that differ between any two answers. */
  const stable = (res: Response) => {
    const headers = Object.fromEntries(res.headers);
    delete headers.date;
    delete headers['keep-alive'];
    // Each answer has its own id, the kept page's included.
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    delete headers['x-request-id'];
    return headers;
  };
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });

  it('answers the second visit itself, with the headers and bytes of the first', async () => {
    const served = t.app.pageFront.served;
    const first = await get('/pricing');
    const firstBody = await first.text();
    expect(t.app.pageFront.served).toBe(served);
    const second = await get('/pricing');
    expect(t.app.pageFront.served).toBe(served + 1);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    expect(stable(second)).toEqual(stable(first));
    expect(second.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(second.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends brotli and gzip of the same page, and 304 for its ETag', async () => {
    const plain = await (await get('/blog')).text();
    for (const encoding of ['br', 'gzip'] as const) {
      // node:http, not fetch: fetch would decode the body.
      const res = await new Promise<{ status: number; encoding: string; body: Buffer }>((resolve, reject) => {
        import('node:http').then(({ get: httpGet }) =>
          httpGet(`${origin}/blog`, { headers: { 'accept-encoding': encoding } }, (r) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () =>
              resolve({
                status: r.statusCode!,
                encoding: String(r.headers['content-encoding']),
                body: Buffer.concat(chunks),
              }),
            );
          }).on('error', reject),
        );
      });
      expect(res.status).toBe(200);
      expect(res.encoding).toBe(encoding);
      const decoded = encoding === 'br' ? zlib.brotliDecompressSync(res.body) : zlib.gunzipSync(res.body);
      expect(decoded.toString('utf8')).toBe(plain);
    }
    const etag = (await get('/blog')).headers.get('etag')!;
    const served = t.app.pageFront.served;
    const notModified = await get('/blog', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(t.app.pageFront.served).toBe(served + 1);
  });

  it('answers the next visit after an edit with the new page', async () => {
    const before = await (await get('/')).text();
    await get('/');
    const admin = await signInAs(t.app, 'superAdmin');
    const title = 'Photographs that feel like Lagos';
    const res = await t.app.inject({
      method: 'PUT',
      url: ADMIN_CONTENT_API.hero,
      headers: admin.headers,
      payload: { ...seedHero, title },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await (await get('/')).text();
    expect(before).not.toContain(title);
    expect(after).toContain(title);
  });

  it('answers a HEAD of a page not kept yet with the headers its GET gets', async () => {
    // A page the cache keeps (asked first by HEAD) and a token link it never keeps (a 404 page).
    for (const path of ['/services', '/c/not-a-real-token']) {
      const head = await fetch(`${origin}${path}`, {
        method: 'HEAD',
        headers: { 'accept-encoding': 'identity' },
      });
      const page = await get(path);
      const body = await page.text();
      expect(body).toContain('</html>');
      expect(head.status).toBe(page.status);
      expect(head.headers.get('etag')).toBe(page.headers.get('etag'));
      expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
      expect(head.headers.get('cache-control')).toBe(page.headers.get('cache-control'));
      expect(head.headers.get('content-security-policy')).toBe(page.headers.get('content-security-policy'));
      const again = await fetch(`${origin}${path}`, {
        method: 'HEAD',
        headers: { 'if-none-match': page.headers.get('etag')! },
      });
      expect(again.status).toBe(page.status === 200 ? 304 : page.status);
    }
  });

  it('leaves API answers, other methods and token links to the app', async () => {
    const served = t.app.pageFront.served;
    await get('/api/health');
    await get('/api/health');
    await get('/i/not-a-real-token');
    await get('/i/not-a-real-token');
    await fetch(`${origin}/pricing`, { method: 'POST' });
    expect(t.app.pageFront.served).toBe(served);
  });
});
