import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress.ts';
import { createTestApp, type TestApp } from '../../../tests/test-app.ts';
import { CONTENT_API } from '../../shared/content-api.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Aworan</title><meta name="description" content="generic" /></head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body>
</html>`;
// Repetitive like real bundled code, so it compresses well and is far above every threshold.
const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export const value${i} = 'Aworan asset line ${i}';`,
).join('\n');

function decode(encoding: string | undefined, raw: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

describe('compressed responses', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-client-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), SCRIPT);
    // The real build step: brotli and gzip copies beside the asset.
    await precompressDir(clientDir);
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of assets at build time, never of index.html', () => {
    expect(fs.existsSync(path.join(clientDir, 'assets', 'index-abc123.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(clientDir, 'assets', 'index-abc123.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(clientDir, 'index.html.br'))).toBe(false);
    expect(fs.existsSync(path.join(clientDir, 'index.html.gz'))).toBe(false);
  });

  it('compresses a JSON answer above 1 KB with the encoding the client accepts', async () => {
    const plain = await t.app.inject({ method: 'GET', url: CONTENT_API.services });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const encoding of ['br', 'gzip']) {
      const res = await t.app.inject({
        method: 'GET',
        url: CONTENT_API.services,
        headers: { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(encoding, res.rawPayload))).toEqual(plain.json());
      // The API's security headers survive compression.
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    }
  });

  it('leaves a small JSON answer as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBeDefined();
  });

  it('serves an asset precompressed (brotli preferred, then gzip) with its headers', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const onDisk = fs.readFileSync(
        path.join(clientDir, 'assets', `index-abc123.js.${encoding === 'br' ? 'br' : 'gz'}`),
      );
      // The file written at build time, byte for byte, not a per-request compression.
      expect(res.rawPayload.equals(onDisk)).toBe(true);
      expect(decode(encoding, res.rawPayload)).toBe(SCRIPT);
      expect(Number(res.headers['content-length'])).toBe(onDisk.length);
    }
  });

  it('serves the plain asset to a client that accepts no encoding, and byte ranges of it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(SCRIPT);

    const range = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { range: 'bytes=0-9' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body).toBe(SCRIPT.slice(0, 10));
  });

  it('still writes page meta into the HTML when the browser accepts compression', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/pricing',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    const html = decode(res.headers['content-encoding'] as string | undefined, res.rawPayload);
    expect(html).toContain('<title>Pricing');
    expect(html).not.toContain('content="generic"');
    expect(html).toContain('/assets/index-abc123.js');
  });
});
