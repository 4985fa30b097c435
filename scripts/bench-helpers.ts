/** Measuring helpers for `npm run bench`: processes, resident memory, and what a browser loads. */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium } from 'playwright-core';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { FAST_PASSWORD_HASHER } from '../tests/fast-password-hash.ts';

export async function waitFor(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer`);
}

/** Logs go to a real sink (a file), as in production, not to a pipe nobody reads. */
function logFile(name: string) {
  return fs.openSync(path.join(os.tmpdir(), `aworan-bench-${name}.log`), 'w');
}

export function startScript(script: string, env: Record<string, string>): ChildProcess {
  const log = logFile(path.basename(script));
  return spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
}

/** A production server on the embedded database in `dataDir`, no email, quiet logs. */
export function embeddedServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
}

/** The built server (`dist/`, what `npm start` runs once built), with no npm process in between. */
export function startBuilt(env: Record<string, string>): ChildProcess {
  const entry = 'dist/server/server.mjs';
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  const log = logFile('built-server');
  return spawn(process.execPath, ['--enable-source-maps', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
}

/** `npm start` as a user types it: prestart (build only if the front end changed), then the server. */
export function startNpm(env: Record<string, string>): ChildProcess {
  const log = logFile('npm-start');
  return spawn('npm', ['start'], { env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
}

/** The server process under `npm start` (npm's child: the start script execs node). */
export function serverPidUnder(npmPid: number): number {
  const children = fs.readFileSync(`/proc/${npmPid}/task/${npmPid}/children`, 'utf8').trim().split(/\s+/);
  const pid = Number(children.at(-1));
  if (!pid) throw new Error('npm start has no server process');
  return pid;
}

export async function stop(child: ChildProcess, pid = child.pid!) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(pid, 'SIGTERM');
  await exited;
}

export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export interface FirstView {
  requests: number;
  /** Bytes on the wire: encoded bodies plus response headers. */
  transferredKb: number;
  scripts: number;
  /** The scripts' bytes on the wire, as the server sent them (brotli when accepted). */
  scriptWireKb: number;
  /** The same scripts as gzip would send them (the historical budget). */
  scriptGzipKb: number;
}

/**
 * A first visit to `url` in headless Chromium with an empty cache, counting what it transfers
 * from Chromium's own network events. Every script the page fetches counts (entry, imports,
 * lazy route chunks), each body read from the browser as it finished: reading bodies through
 * Playwright after `request.sizes()` returned them truncated (the bench used to print
 * "4.1 KB gzip in 30 files" for about 160 KB).
 */
export async function firstView(url: string): Promise<FirstView> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map<string, string>();
    const pending: Promise<void>[] = [];
    const view = { requests: 0, transferred: 0, scripts: 0, scriptWire: 0, scriptGzip: 0 };
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      view.requests++;
      view.transferred += e.encodedDataLength;
      if (types.get(e.requestId) !== 'Script') return;
      view.scripts++;
      view.scriptWire += e.encodedDataLength;
      pending.push(
        cdp.send('Network.getResponseBody', { requestId: e.requestId }).then((r) => {
          view.scriptGzip += gzipSync(Buffer.from(r.body, r.base64Encoded ? 'base64' : 'utf8')).length;
        }),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // On a loaded host the network can fall quiet before the route's chunks are even asked
    // for: the view is complete once its heading shows and the network is quiet again.
    await page.waitForSelector('h1', { state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    return {
      requests: view.requests,
      transferredKb: view.transferred / 1024,
      scripts: view.scripts,
      scriptWireKb: view.scriptWire / 1024,
      scriptGzipKb: view.scriptGzip / 1024,
    };
  } finally {
    await browser.close();
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * The app built in this process on a bench's embedded database (no front end, no jobs, the
 * tests' quick password hash), to fill it through the real API while no server holds it.
 */
export async function inProcessApp(dataDir: string): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    clientDir: undefined,
    ssrDir: undefined,
    jobs: false,
    testPasswordHasher: FAST_PASSWORD_HASHER,
  };
  const app = await buildApp(config);
  await app.ready();
  return app;
}
