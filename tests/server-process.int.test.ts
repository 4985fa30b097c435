import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { type Install, type Proc, prepareInstall, startServer } from './server-process-helpers.ts';

/** The real entry point, as `npm start` runs it: starts, answers, and stops cleanly on SIGTERM. */
describe('server process', () => {
  let install: Install;
  let server: Proc & { url: string };

  beforeAll(async () => {
    // A migrated copy of the run's template (PGlite folder or PostgreSQL database): the first
    // creation of an embedded database is not what this file tests.
    install = await prepareInstall();
    // Info: a 404's log line is written at that level.
    server = await startServer(install, await freePort(), { LOG_LEVEL: 'info' });
  }, 120_000);

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await install.remove();
  });

  it('names each request in its answer and in its log line, and serves /metrics to this machine', async () => {
    const res = await fetch(`${server.url}/api/content/blog/no-such-post`);
    expect(res.status).toBe(404);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // A 404 is logged at info: its one line carries the id the answer gave.
    await expect.poll(() => server.output()).toContain(`"reqId":"${id}"`);
    const metrics = await fetch(`${server.url}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('route="/api/content/blog/:slug",status="404"');
    const proxied = await fetch(`${server.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(404);
  });

  // Exit code 0 means the stop finished before the server's own deadline (10 s), which
  // exits with 1 when closing hangs.
  it('stops cleanly on SIGTERM: exit code 0, no longer listening', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
