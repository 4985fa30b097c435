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
    server = await startServer(install, await freePort());
  }, 120_000);

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await install.remove();
  });

  // Exit code 0 means the stop finished before the server's own deadline (under 5 s), which
  // exits with 1 when closing hangs.
  it('stops cleanly on SIGTERM: exit code 0, no longer listening', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
