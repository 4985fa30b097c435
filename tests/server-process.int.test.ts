import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** The real entry point, as `npm start` runs it: starts, answers, and stops cleanly on SIGTERM. */
describe('server process', () => {
  let child: ChildProcess;
  let dataDir: string;
  let db: TestDatabase | undefined;
  let url: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-process-'));
    // On the PostgreSQL run the server uses its own copy of the template; PGlite uses DATA_DIR.
    db = await createTestDatabase();
    const databaseUrl = db.url ?? '';
    if (!databaseUrl) await db.drop();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        CLIENT_DIR: path.join(dataDir, 'no-client'),
      },
      stdio: 'ignore',
    });
    // A real wait (the process starting), generous for a busy machine.
    const deadline = Date.now() + 120_000;
    while (
      !(await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    if (db?.url) await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // Exit code 0 means the stop finished before the server's own deadline (under 5 s), which
  // exits with 1 when closing hangs.
  it('stops cleanly on SIGTERM: exit code 0, no longer listening', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });
});
