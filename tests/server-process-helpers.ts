import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase } from '../src/server/db/client.ts';
import { pgliteExtensions } from '../src/server/db/pglite-extensions.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * Real processes for the tests of the entry point and the commands, exactly as `npm start` and
 * `npm run …` run them, with output captured: the server is the bundle under plain Node (what
 * `npm start` runs once its prestart has built it; the integration run's global setup builds it),
 * the commands run through tsx like their npm scripts.
 */

/** What `npm start` runs. */
export const SERVER_BUNDLE = 'dist/server/server.mjs';

export interface Install {
  dataDir: string;
  /** Set on the PostgreSQL run; PGlite keeps its database in dataDir. */
  databaseUrl: string;
  remove(): Promise<void>;
}

/** A migrated install: the run's template copied into DATA_DIR/pglite, or a new PostgreSQL database. */
export async function prepareInstall(): Promise<Install> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-install-'));
  let db: TestDatabase | undefined;
  if (inject('dbKind') === 'postgres') {
    db = await createTestDatabase();
    await db.database.close();
  } else {
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'), {
      loadDataDir: template,
      extensions: pgliteExtensions,
    });
    await pglite.close();
  }
  return {
    dataDir,
    databaseUrl: db?.url ?? '',
    async remove() {
      if (db?.url) await db.drop().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An empty install, as `npm run restore` wants it: an empty folder, or an empty PostgreSQL database. */
export async function prepareEmptyInstall(): Promise<Install> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-empty-install-'));
  let drop = async () => {};
  let databaseUrl = '';
  if (inject('dbKind') === 'postgres') {
    const name = `empty_${randomUUID().replaceAll('-', '')}`;
    const admin = await openDatabase({ databaseUrl: inject('pgAdminUrl'), dataDir: '' });
    await admin.query(`create database ${name}`);
    databaseUrl = inject('pgAdminUrl').replace(/\/postgres$/, `/${name}`);
    drop = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    };
  }
  return {
    dataDir,
    databaseUrl,
    async remove() {
      await drop().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Proc {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

export function run(script: string, args: string[], env: Record<string, string>): Proc {
  let output = '';
  // Only what the test sets: the commands must find the server without PORT or PUBLIC_URL.
  const { PORT: _port, PUBLIC_URL: _url, ...inherited } = process.env;
  const loader = script.endsWith('.mjs') ? ['--enable-source-maps'] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...loader, script, ...args], {
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export function installEnv(install: Install, port: number): Record<string, string> {
  return {
    PORT: String(port),
    DATA_DIR: install.dataDir,
    DATABASE_URL: install.databaseUrl,
    CLIENT_DIR: path.join(install.dataDir, 'no-client'),
  };
}

export async function healthy(url: string): Promise<boolean> {
  return fetch(`${url}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
}

/** Waits until the process has printed a match for `pattern` (the server logs some lines after it answers). */
export async function waitForOutput(
  proc: Proc,
  pattern: RegExp,
  timeoutMs = 30_000,
): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = pattern.exec(proc.output());
    if (match) return match;
    if (Date.now() > deadline || proc.child.exitCode !== null)
      throw new Error(`no ${pattern} in the output:\n${proc.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the server and waits until it answers (or fails with its output). */
export async function startServer(
  install: Install,
  port: number,
  env: Record<string, string> = {},
): Promise<Proc & { url: string }> {
  const proc = run(SERVER_BUNDLE, [], { ...installEnv(install, port), ...env });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (!(await healthy(url))) {
    if (Date.now() > deadline || proc.child.exitCode !== null) {
      proc.child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${proc.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { ...proc, url };
}
