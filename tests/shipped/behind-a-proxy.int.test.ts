import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type NginxProxy, startNginxProxy } from '../nginx-proxy.ts';
import { type ShippedServer, startShippedServer } from './shipped-server.ts';

/** A GET with the Host header a browser would send for `host`. */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

/**
 * The default set-up is safe behind a reverse proxy (decision 192). A development server (the
 * vulnerable case: development tools registered) behind a real nginx on the same machine: the
 * outbox and the API docs answer 404 through it, while this machine's own direct requests still
 * get them. HTTP only, so on one database.
 */
describe.skipIf(inject('dbKind') === 'postgres')('behind a reverse proxy', { timeout: 180_000 }, () => {
  let server: ShippedServer;
  let nginx: NginxProxy;

  beforeAll(async () => {
    server = await startShippedServer({ env: { NODE_ENV: 'development' } });
    nginx = await startNginxProxy(Number(new URL(server.url).port));
  }, 180_000);
  afterAll(async () => {
    await nginx?.close();
    await server?.close();
  });

  it('development tools answer 404 through nginx, and to a request for another Host', async () => {
    // Someone asks for a password reset through the proxy, then reads the outbox through it.
    await fetch(`${nginx.url}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'someone@example.test', redirectTo: '/reset-password' }),
    });
    expect((await fetch(`${nginx.url}/api/dev/outbox?limit=5`)).status).toBe(404);
    expect((await fetch(`${nginx.url}/api/docs`)).status).toBe(404);
    expect((await fetch(`${nginx.url}/api/docs/json`)).status).toBe(404);
    expect(await getWithHost(`${server.url}/api/dev/outbox`, 'aworan.example.test')).toBe(404);
    expect(await getWithHost(`${server.url}/api/docs`, 'aworan.example.test')).toBe(404);
    // The app itself answers through the proxy; the tools still answer this machine directly.
    expect((await fetch(`${nginx.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/dev/outbox?limit=5`)).status).toBe(200);
    expect([200, 302]).toContain((await fetch(`${server.url}/api/docs`, { redirect: 'manual' })).status);
  });

  it('a server whose PUBLIC_URL is not this machine runs in production unless told, and says so', async () => {
    await server.stop();
    await server.start({ NODE_ENV: '', PUBLIC_URL: 'https://aworan.example.test' });
    expect(server.output()).toContain(
      'NODE_ENV is not set and PUBLIC_URL (https://aworan.example.test) is not this machine: running in production mode',
    );
    expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/health`)).headers.get('strict-transport-security')).toMatch(
      /max-age/,
    );
  });
});
