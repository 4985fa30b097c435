/**
 * npm run bench: the full Aworan stack against bare Fastify on the same static JSON route,
 * same connections and duration, one after the other so they do not share the CPU; plus
 * the embedded server's resident memory after start and the JavaScript the home page loads.
 * Targets: app/bare ≥ 0.70 requests per second; home page JavaScript ≤ 150 KB gzip.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { freePort } from '../tests/free-port.ts';

/** Seconds of load per round; rounds alternate app and bare so drift hits both alike. */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HOME_JS_BUDGET_KB = 150;
const RATIO_TARGET = 0.7;

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

function start(script: string, env: Record<string, string>): ChildProcess {
  // Logs go to a real sink (a file), as in production, not to a pipe nobody reads.
  const log = fs.openSync(path.join(os.tmpdir(), `aworan-bench-${path.basename(script)}.log`), 'w');
  return spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

interface Round {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string, duration = DURATION_S): Promise<Round> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function median(rounds: Round[]): Round {
  const sorted = [...rounds].sort((a, b) => a.rps - b.rps);
  return { ...sorted[Math.floor(sorted.length / 2)]!, errors: rounds.reduce((sum, r) => sum + r.errors, 0) };
}

async function homePageJavaScript(baseUrl: string) {
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
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), gzipSync(await response.body()).length);
  });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await browser.close();
  return { files: scripts.size, gzipKb: [...scripts.values()].reduce((a, b) => a + b, 0) / 1024 };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-bench-'));
const appPort = await freePort();
const started = performance.now();
const appServer = start('src/server/server.ts', {
  PORT: String(appPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SMTP_URL: '',
  LOG_LEVEL: 'info',
  NODE_ENV: 'production',
});
const barePort = await freePort();
const bareServer = start('scripts/bench-bare-server.ts', { PORT: String(barePort) });
try {
  await waitFor(`http://127.0.0.1:${appPort}/api/health`);
  const startSeconds = (performance.now() - started) / 1000;
  const rssAfterStart = residentMb(appServer.pid!);
  await waitFor(`http://127.0.0.1:${barePort}/api/meta`);

  const appUrl = `http://127.0.0.1:${appPort}/api/meta`;
  const bareUrl = `http://127.0.0.1:${barePort}/api/meta`;
  await load(appUrl, 2); // warm-up: JIT and connection pools
  await load(bareUrl, 2);
  const appRounds: Round[] = [];
  const bareRounds: Round[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    appRounds.push(await load(appUrl));
    bareRounds.push(await load(bareUrl));
  }
  const app = median(appRounds);
  const bare = median(bareRounds);
  const js = await homePageJavaScript(`http://127.0.0.1:${appPort}/`);

  const ratio = app.rps / bare.rps;
  console.info(
    `\nAworan benchmark (GET /api/meta, ${CONNECTIONS} connections, median of ${ROUNDS} alternating rounds of ${DURATION_S} s)`,
  );
  console.table({
    'Aworan app': { 'req/s': app.rps, 'p99 ms': app.p99, errors: app.errors },
    'bare Fastify': { 'req/s': bare.rps, 'p99 ms': bare.p99, errors: bare.errors },
  });
  console.info(
    `ratio app/bare: ${ratio.toFixed(2)} (target ≥ ${RATIO_TARGET}) ${ratio >= RATIO_TARGET ? 'OK' : 'BELOW TARGET'}`,
  );
  console.info(
    `embedded server: first start ${startSeconds.toFixed(1)} s, resident ${rssAfterStart} MB after start`,
  );
  console.info(
    `home page JavaScript: ${js.gzipKb.toFixed(1)} KB gzip in ${js.files} files (budget ${HOME_JS_BUDGET_KB} KB) ${js.gzipKb <= HOME_JS_BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
  );
} finally {
  await Promise.all([appServer, bareServer].filter((child) => child.exitCode === null).map(stop));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
