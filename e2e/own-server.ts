import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Admin {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface OwnServer {
  url: string;
  /** Its data folder: the control channel there reads the server's outbox (e2e/outbox.ts). */
  dataDir: string;
  stop(): Promise<void>;
  /** kill -9: the process dies at once, mid-request, mid-job; the data folder stays. */
  crash(): Promise<void>;
  /** Starts the server again on the same data folder (after `crash`). */
  restart(): Promise<void>;
  /**
   * Stops the server (SIGTERM) and starts it again on the same data folder with its clock
   * `aheadMs` later (e2e/clock-ahead.mjs): time passes for the server, so sessions booked in a
   * later month have ended and its jobs act on them.
   */
  restartLater(aheadMs: number): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');
const CLOCK_AHEAD = path.join(import.meta.dirname, 'clock-ahead.mjs');

/**
 * What `npm start` runs once `prestart` has built (the Playwright web server runs `npm start`
 * itself, so the bundle is current by the time a journey starts its own server): the bundle
 * under plain Node, in production mode, as people deploy it.
 */
export const SERVER_COMMAND = [process.execPath, ['--enable-source-maps', 'dist/server/server.mjs']] as const;

/** Each running server's data folder by its address, so helpers given a URL find its outbox. */
const dataDirs = new Map<string, string>();

/** The data folder of the journey server at `url` (one started with `startOwnServer`). */
export function dataDirOf(url: string): string {
  const dataDir = dataDirs.get(new URL(url).origin);
  if (!dataDir) throw new Error(`no journey server of this process runs at ${url}`);
  return dataDir;
}

/**
 * A server of a journey's own, started the way `npm start` starts it (the built bundle,
 * NODE_ENV=production), on a fresh data folder
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
    // No SMS unless a journey asks: the pages then promise email reminders only.
    TERMII_API_KEY: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
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

  const launch = (aheadMs = 0) =>
    aheadMs
      ? spawn(SERVER_COMMAND[0], ['--import', pathToFileURL(CLOCK_AHEAD).href, ...SERVER_COMMAND[1]], {
          cwd: root,
          env: { ...env, AWORAN_E2E_CLOCK_AHEAD_MS: String(aheadMs) },
        })
      : spawn(SERVER_COMMAND[0], SERVER_COMMAND[1], { cwd: root, env });
  let child = launch();
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
    dataDirs.delete(url);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const halt = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  const crash = () => halt('SIGKILL');
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
    child = launch();
    listen();
    await healthy();
  };
  const restartLater = async (aheadMs: number) => {
    await halt('SIGTERM');
    child = launch(aheadMs);
    listen();
    await healthy();
  };
  await healthy();
  dataDirs.set(url, dataDir);
  return { url, dataDir, stop, crash, restart, restartLater };
}
