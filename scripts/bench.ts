/**
 * npm run bench: the full Aworan stack against bare Fastify on the same static JSON route,
 * same connections and duration, one after the other so they do not share the CPU; plus
 * the embedded server's start (first start on an empty data folder, then a restart through
 * `npm start` as a user runs it), its resident memory after each, and what a first view of
 * the home page transfers.
 * Targets: app/bare ≥ 0.70 requests per second; home page JavaScript ≤ 150 KB gzip; resident
 * memory ≤ 600 MB after a first start and ≤ 400 MB after a restart; a restart answers within
 * 3 s; a first view of / transfers ≤ 200 KB.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../tests/free-port.ts';
import {
  firstView,
  residentMb,
  serverPidUnder,
  startNpm,
  startScript,
  stop,
  waitFor,
} from './bench-helpers.ts';

/** Seconds of load per round; rounds alternate app and bare so drift hits both alike. */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HOME_JS_BUDGET_KB = 150;
const RATIO_TARGET = 0.7;
const FIRST_START_RSS_TARGET_MB = 600;
const RESTART_RSS_TARGET_MB = 400;
const RESTART_SECONDS_TARGET = 3;
const FIRST_VIEW_TARGET_KB = 200;

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

function verdict(ok: boolean) {
  return ok ? 'OK' : 'OVER TARGET';
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-bench-'));
const appPort = await freePort();
const appEnv = {
  PORT: String(appPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SMTP_URL: '',
  LOG_LEVEL: 'info',
  NODE_ENV: 'production',
};
const health = `http://127.0.0.1:${appPort}/api/health`;
/** Whatever is running when the bench ends (or fails) is stopped. */
const running = new Map<ChildProcess, number>();
const track = (child: ChildProcess, pid = child.pid!) => running.set(child, pid);
async function stopAll() {
  await Promise.all([...running].map(([child, pid]) => stop(child, pid)));
  running.clear();
}

try {
  // 1. First start on an empty data folder: the database is created, migrated and seeded.
  const firstStarted = performance.now();
  const firstServer = startScript('src/server/server.ts', appEnv);
  track(firstServer);
  await waitFor(health);
  const firstStartSeconds = (performance.now() - firstStarted) / 1000;
  const rssAfterFirstStart = residentMb(firstServer.pid!);
  await stopAll();

  // 2. A restart as a user types it; the front end was built by `npm run bench`, so prestart
  //    finds it current and does not build.
  const restarted = performance.now();
  const npmStart = startNpm(appEnv);
  track(npmStart);
  await waitFor(health);
  const restartSeconds = (performance.now() - restarted) / 1000;
  const appPid = serverPidUnder(npmStart.pid!);
  track(npmStart, appPid);
  const rssAfterRestart = residentMb(appPid);

  const barePort = await freePort();
  const bareServer = startScript('scripts/bench-bare-server.ts', { PORT: String(barePort) });
  track(bareServer);
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
  const view = await firstView(`http://127.0.0.1:${appPort}/`);

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
  console.info(`\nembedded server (PGlite, NODE_ENV=production)`);
  console.table({
    'first start: resident MB': {
      measured: rssAfterFirstStart,
      target: `≤ ${FIRST_START_RSS_TARGET_MB}`,
      '': verdict(rssAfterFirstStart <= FIRST_START_RSS_TARGET_MB),
    },
    'first start: s to first 200': { measured: Number(firstStartSeconds.toFixed(1)), target: '', '': '' },
    'restart (npm start): resident MB': {
      measured: rssAfterRestart,
      target: `≤ ${RESTART_RSS_TARGET_MB}`,
      '': verdict(rssAfterRestart <= RESTART_RSS_TARGET_MB),
    },
    'restart (npm start): s to first 200': {
      measured: Number(restartSeconds.toFixed(1)),
      target: `≤ ${RESTART_SECONDS_TARGET}`,
      '': verdict(restartSeconds <= RESTART_SECONDS_TARGET),
    },
    'first view of /: KB transferred': {
      measured: Number(view.transferredKb.toFixed(1)),
      target: `≤ ${FIRST_VIEW_TARGET_KB}`,
      '': verdict(view.transferredKb <= FIRST_VIEW_TARGET_KB),
    },
  });
  console.info(`first view of /: ${view.requests} requests, ${view.transferredKb.toFixed(1)} KB on the wire`);
  console.info(
    `home page JavaScript: ${view.scriptGzipKb.toFixed(1)} KB gzip in ${view.scripts} files (budget ${HOME_JS_BUDGET_KB} KB) ${view.scriptGzipKb <= HOME_JS_BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
  );
  const load1 = os.loadavg()[0]!;
  if (load1 > os.cpus().length) {
    console.info(`note: load average ${load1.toFixed(1)} on ${os.cpus().length} CPUs: times are inflated`);
  }
} finally {
  await stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
await (await import('./bench/invoicing-bench.ts')).runInvoicingBench();
