import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Admin {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface OwnServer {
  url: string;
  stop(): Promise<void>;
  /** kill -9: the process dies at once, mid-request, mid-job; the data folder stays. */
  crash(): Promise<void>;
  /** Starts the server again on the same data folder (after `crash`). */
  restart(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');

/**
 * A server of a journey's own, started the way `npm start` starts it, on a fresh data folder
 * with a super admin made first by `scripts/admin-create.ts`. The first admin can only come
 * from the command line, and the embedded database allows one process, so the admin must
 * exist before the server opens the folder; a server per journey also keeps each journey's
 * per-IP sign-up limits to itself.
 */
export async function startOwnServer(options: {
  port: number;
  admin: Admin;
  env?: Record<string, string>;
}): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-e2e-'));
  const url = `http://127.0.0.1:${options.port}`;
  const env = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? 'dist/client',
    ...options.env,
  };
  const { admin } = options;
  const created = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/admin-create.ts',
      ...['--email', admin.email, '--password', admin.password],
      ...['--first-name', admin.firstName, '--last-name', admin.lastName],
    ],
    { cwd: root, env, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}${created.stdout}`);

  let child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], { cwd: root, env });
  let output = '';
  const listen = () => {
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
  };
  listen();
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const crash = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  const healthy = async () => {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the e2e server exited early:\n${output}`);
      const ok = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`the e2e server did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const restart = async () => {
    await crash();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], { cwd: root, env });
    listen();
    await healthy();
  };
  await healthy();
  return { url, stop, crash, restart };
}
