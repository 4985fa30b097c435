/** Measuring helpers for `npm run bench`: processes, resident memory, and what a browser loads. */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

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
  /** The page's JavaScript as gzip would send it (the historical budget). */
  scriptGzipKb: number;
}

/** A first visit to `url` in headless Chromium with an empty cache, counting what it transfers. */
export async function firstView(url: string): Promise<FirstView> {
  const browser = await chromium.launch({
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
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    let transferred = 0;
    let requests = 0;
    let scripts = 0;
    let scriptGzip = 0;
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const sizes = await request.sizes();
          requests++;
          transferred += sizes.responseBodySize + sizes.responseHeadersSize;
          if (request.resourceType() === 'script') {
            const response = await request.response();
            if (!response) return;
            scripts++;
            scriptGzip += gzipSync(await response.body()).length;
          }
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return { requests, transferredKb: transferred / 1024, scripts, scriptGzipKb: scriptGzip / 1024 };
  } finally {
    await browser.close();
  }
}
