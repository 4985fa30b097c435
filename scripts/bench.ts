/**
 * npm run bench: the full Aworan stack against bare Fastify on the same static JSON route,
 * same connections and duration, one after the other so they do not share the CPU; plus
 * the embedded server's start (first start on an empty data folder, then a restart through
 * `npm start` as a user runs it), its resident memory after each, and what a first view of
 * the home page transfers.
 * Targets: app/bare ≥ 0.70 requests per second; home page JavaScript ≤ 150 KB gzip; resident
 * memory ≤ 600 MB after a first start and ≤ 400 MB after a restart; a restart answers within
 * 3 s; a first view of / transfers ≤ 175 KB in ≤ 15 requests (decision 215).
 * Public data (decisions 087, 096): the blog list, a post, the home page's data and the directory, as JSON
 * and as the HTML routes, at 50 clients on the embedded database, against bare Fastify running
 * the blog list's queries on a copy of the same database; targets p99 ≤ 100 ms and ≥ 2× bare.
 * Public HTML, warmed, against a bare node:http server sending the same bytes: ≥ 0.8×, p99 ≤ 50 ms
 * (scripts/bench-html.ts, decision 216).
 * The phone profile: `/`, `/services`, a blog post, `/photographers`, a profile, a booking page,
 * an invoice and a contract link and a gallery on slow 4G with a 4× slower CPU, against the same
 * pages saved as static HTML + CSS (the limit). Targets: `/` LCP ≤ 1.2 s, every other page
 * ≤ 1.5 s, CLS ≤ 0.05 (decision 215).
 * Then each domain's own figures (scripts/bench/*): clients, invoicing, scheduling, galleries,
 * and the studio screens in a desktop browser (time to content, target ≤ 1 s each).
 * Find me: a 1,000-photo gallery indexed by one face worker in ≤ 15 min while the public pages'
 * p99 stays ≤ 100 ms (decision 298, scripts/bench/find-me-bench.ts; BENCH_FINDME=0 skips it,
 * BENCH_FINDME_PHOTOS sizes it).
 * Last, the platform at scale on PostgreSQL: 1,000 photographers, 1 million clients, 5 million
 * photos, 2 million invoices, 500,000 bookings, and the hot reads' p95 ≤ 50 ms (decision 290,
 * scripts/bench/scale-bench.ts; BENCH_SCALE=0 skips it).
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
import { htmlVsBare, printHtmlVsBare } from './bench-html.ts';
import { phoneProfile, phoneTargets, printPhoneProfile } from './bench-phone.ts';
import { phonePaths, seedPhonePages, waitForGallery } from './bench-phone-pages.ts';

/** Seconds of load per round; rounds alternate app and bare so drift hits both alike. */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HOME_JS_BUDGET_KB = 150;
const RATIO_TARGET = 0.7;
const FIRST_START_RSS_TARGET_MB = 600;
const RESTART_RSS_TARGET_MB = 400;
const RESTART_SECONDS_TARGET = 3;
// React and react-dom on the page (decision 215); the request budget is the same as before.
const FIRST_VIEW_TARGET_KB = 175;
const FIRST_VIEW_REQUESTS_TARGET = 15;
const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 5);
const PUBLIC_P99_TARGET_MS = 100;
const PUBLIC_RATIO_TARGET = 2;

interface Round {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string, duration = DURATION_S): Promise<Round> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  // The server may still be working through requests autocannon gave up on (a database queue):
  // one more request answers only after them, so the next measurement starts on an idle server.
  await fetch(url).then((r) => r.arrayBuffer());
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
const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-bench-bare-'));
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
  // While no server holds the embedded database: a listed photographer (the directory, their
  // profile and booking page), an invoice and a contract link, a shared gallery.
  const pages = await seedPhonePages(dataDir);
  // The bare baseline reads a copy of the same database (the app holds its own folder).
  fs.cpSync(path.join(dataDir, 'pglite'), bareDir, { recursive: true });

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
  const bareServer = startScript('scripts/bench-bare-server.ts', {
    PORT: String(barePort),
    BARE_PGLITE_DIR: bareDir,
  });
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

  // Public data at 50 clients: the bare blog list (SQL on every request) is the baseline.
  const origin = `http://127.0.0.1:${appPort}`;
  const blog = (await (await fetch(`${origin}/api/content/blog`)).json()) as {
    featured: Array<{ slug: string }>;
    posts: Array<{ slug: string }>;
  };
  const postSlug = (blog.featured[0] ?? blog.posts[0])!.slug;
  const postPath = `/blog/${postSlug}`;
  const bareBlogUrl = `http://127.0.0.1:${barePort}/api/content/blog`;
  await load(bareBlogUrl, 2);
  const publicRoutes: Array<[string, string, boolean]> = [
    ['GET /api/content/blog (blog list)', '/api/content/blog', false],
    [`GET /api/content/blog/${postSlug}`, `/api/content/blog/${postSlug}`, false],
    ['GET /api/content/site (/ data)', '/api/content/site', false],
    ['GET /api/content/services (/ data)', '/api/content/services', false],
    ['GET /api/marketplace/photographers', '/api/marketplace/photographers', false],
    ['GET / (HTML)', '/', true],
    [`GET ${postPath} (HTML)`, postPath, true],
    ['GET /photographers (HTML)', '/photographers', true],
  ];
  const bareBlogRounds: Round[] = [];
  const publicResults: Array<[string, Round, boolean]> = [];
  for (const [i, [label, route, target]] of publicRoutes.entries()) {
    await load(`${origin}${route}`, 1);
    publicResults.push([label, await load(`${origin}${route}`), target]);
    // The baseline between routes, so drift on the machine hits both alike.
    if (i % 3 === 0) bareBlogRounds.push(await load(bareBlogUrl));
  }
  const bareBlog = median(bareBlogRounds);
  const htmlOptions = { rounds: ROUNDS, duration: DURATION_S, connections: CONNECTIONS };
  const html = await htmlVsBare(origin, ['/', postPath, '/photographers'], htmlOptions);
  const view = await firstView(`http://127.0.0.1:${appPort}/`);
  if (PHONE_RUNS > 0) await waitForGallery(origin, pages.gallery);
  const phone = PHONE_RUNS > 0 ? await phoneProfile(origin, phonePaths(pages, postPath), PHONE_RUNS) : [];

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
    `\npublic data on the embedded database (${CONNECTIONS} connections, ${DURATION_S} s each; baseline: bare Fastify running the blog list's queries on every request, median of ${bareBlogRounds.length})`,
  );
  console.table(
    Object.fromEntries([
      ...publicResults.map(([label, r, target]) => {
        const ratio = r.rps / bareBlog.rps;
        const ok = r.p99 <= PUBLIC_P99_TARGET_MS && ratio >= PUBLIC_RATIO_TARGET && r.errors === 0;
        return [
          label,
          {
            'req/s': r.rps,
            'p99 ms': r.p99,
            errors: r.errors,
            'vs bare': `${ratio.toFixed(1)}×`,
            '': target ? verdict(ok) : ok ? 'OK' : '',
          },
        ];
      }),
      [
        'bare Fastify + SQL: blog list',
        { 'req/s': bareBlog.rps, 'p99 ms': bareBlog.p99, errors: bareBlog.errors, 'vs bare': '1.0×', '': '' },
      ],
    ]),
  );
  console.info(
    `targets: p99 ≤ ${PUBLIC_P99_TARGET_MS} ms and ≥ ${PUBLIC_RATIO_TARGET}× the bare blog list (HTML routes are server rendered, decision 087)`,
  );
  printHtmlVsBare(html, htmlOptions);
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
    'first view of /: requests': {
      measured: view.requests,
      target: `≤ ${FIRST_VIEW_REQUESTS_TARGET}`,
      '': verdict(view.requests <= FIRST_VIEW_REQUESTS_TARGET),
    },
  });
  console.info(`first view of /: ${view.requests} requests, ${view.transferredKb.toFixed(1)} KB on the wire`);
  console.info(
    `home page JavaScript: ${view.scriptGzipKb.toFixed(1)} KB gzip (${view.scriptWireKb.toFixed(1)} KB on the wire as served) in ${view.scripts} files (budget ${HOME_JS_BUDGET_KB} KB) ${view.scriptGzipKb <= HOME_JS_BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
  );
  if (phone.length > 0) {
    printPhoneProfile(phone, PHONE_RUNS);
    console.table(phoneTargets(phone));
  }
  const load1 = os.loadavg()[0]!;
  if (load1 > os.cpus().length) {
    console.info(`note: load average ${load1.toFixed(1)} on ${os.cpus().length} CPUs: times are inflated`);
  }
} finally {
  await stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(bareDir, { recursive: true, force: true });
}
await (await import('./bench/clients-bench.ts')).runClientsBench();
await (await import('./bench/invoicing-bench.ts')).runInvoicingBench();
await (await import('./bench/scheduling-bench.ts')).runSchedulingBench();
await (await import('./bench/galleries-bench.ts')).runGalleriesBench();
await (await import('./bench/studio-bench.ts')).runStudioBench();
await (await import('./bench/reports-bench.ts')).runReportsBench();
await (await import('./bench/find-me-bench.ts')).runFindMeBench();
await (await import('./bench/scale-bench.ts')).runScaleBench();
