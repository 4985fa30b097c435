/**
 * Reports figures for `npm run bench` (called from scripts/bench.ts): each report's p95 server
 * time (Fastify's own, onRequest to onResponse) for one photographer with 10,000 invoices and
 * about 50,000 payments over two years, on PGlite and on PostgreSQL: target ≤ 100 ms. Also the
 * quarterly statement's render time and the longest pause it gives the event loop.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { REPORTS_API } from '../../src/shared/reports.ts';
import { signInAs } from '../../tests/auth-helpers.ts';
import { FAST_PASSWORD_HASHER } from '../../tests/fast-password-hash.ts';
import { findInitdb, startPgCluster } from '../../tests/pg-cluster.ts';
import { generateHistory } from '../../tests/report-history.ts';

const TARGET_MS = 100;
const INVOICES = 10_000;
const SAMPLES = 30;
const START = '2024-12-01';
/** The last 12 months of the history, and the two years whole. */
const YEAR = { from: '2025-12-01', to: '2026-11-30' };
const ALL = { from: START, to: '2026-11-30' };

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;
const q = (range: Record<string, string>) => `?${new URLSearchParams(range)}`;

const ROUTES: [string, string][] = [
  ['income, 12 months', REPORTS_API.income + q(YEAR)],
  ['income, 2 years', REPORTS_API.income + q(ALL)],
  ['VAT, 12 months', REPORTS_API.vat + q(YEAR)],
  ['VAT invoices, one quarter', REPORTS_API.vatInvoices + q({ from: '2026-07-01', to: '2026-09-30' })],
  ['fees, 12 months', REPORTS_API.fees + q(YEAR)],
  ['income by source, 12 months', REPORTS_API.sales + q(YEAR)],
  ['owed by age', REPORTS_API.owed],
  ['owed, one age', `${REPORTS_API.owedInvoices}?bucket=90%2B`],
  ['sessions and enquiries, 12 months', REPORTS_API.bookings + q(YEAR)],
  ['galleries, 12 months', REPORTS_API.galleries + q(YEAR)],
  ['studio glance', REPORTS_API.glance],
  // The floor: a signed-in route reading the session and one row, for comparison on a loaded host.
  ['floor: GET /api/accounts/me', '/api/accounts/me'],
];

async function seed(app: FastifyInstance, photographerId: string) {
  const query = (sql: string, params?: unknown[]) => app.database.query(sql, params);
  const started = performance.now();
  await generateHistory(query, {
    photographerId,
    start: START,
    days: 720,
    invoices: INVOICES,
    maxParts: 9,
    bookings: 5000,
  });
  // Sixty shared galleries with a view count on each day of the history.
  await query(
    `insert into galleries (photographer_id, name, shared_at) select $1, 'Gallery ' || n, now() from generate_series(1, 60) n`,
    [photographerId],
  );
  await query(
    `insert into gallery_view_days (gallery_id, day, views)
     select g.id, d::date, 1 + (abs(hashtext(g.id::text || d::text)) % 5) from galleries g
      cross join generate_series($2::date, $2::date + 720, interval '1 day') d where g.photographer_id = $1`,
    [photographerId, START],
  );
  await query('analyze');
  const [counts] = await query(
    `select (select count(*) from invoices where photographer_id = $1) as invoices,
            (select count(*) from invoice_payments where photographer_id = $1) as payments`,
    [photographerId],
  );
  return {
    seconds: (performance.now() - started) / 1000,
    ...(counts as { invoices: string; payments: string }),
  };
}

async function measure(kind: string, databaseUrl: string | undefined, dataDir: string) {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    databaseUrl,
    clientDir: undefined,
    jobs: false,
    testPasswordHasher: FAST_PASSWORD_HASHER,
  };
  const app = await buildApp(config);
  const times = new Map<string, number[]>();
  app.addHook('onResponse', async (request, reply) => {
    times.get(request.url)?.push(reply.elapsedTime);
  });
  await app.ready();
  try {
    const photographer = await signInAs(app, 'approvedPhotographer');
    const seeded = await seed(app, photographer.id);
    for (const [, url] of ROUTES) times.set(url, []);
    for (let round = 0; round < SAMPLES + 3; round++) {
      for (const [, url] of ROUTES) {
        const res = await app.inject({ method: 'GET', url, headers: photographer.headers });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (round < 3) times.get(url)!.pop(); // warm-up rounds: JIT, plans, caches
      }
    }
    // The statement of a quarter (about 1,250 invoices), and the longest the event loop waited meanwhile.
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const pdf = await app.inject({
      method: 'GET',
      url: `${REPORTS_API.statement}?quarter=2026-Q3`,
      headers: photographer.headers,
    });
    const statementMs = performance.now() - started;
    loop.disable();
    if (pdf.statusCode !== 200) throw new Error(`statement: ${pdf.statusCode}`);
    return {
      kind,
      seeded,
      p95s: ROUTES.map(([label, url]) => [label, p95(times.get(url)!)] as const),
      statement: { ms: statementMs, kb: pdf.rawPayload.length / 1024, maxPauseMs: loop.max / 1e6 },
    };
  } finally {
    await app.close();
  }
}

export async function runReportsBench(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-reports-bench-'));
  const results = [];
  try {
    results.push(await measure('PGlite', undefined, dir));
    if (findInitdb()) {
      const cluster = await startPgCluster();
      try {
        results.push(await measure('PostgreSQL', cluster.url('postgres'), dir));
      } finally {
        cluster.stop();
      }
    } else console.info('reports bench: no initdb found, PostgreSQL skipped');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.info('\nreports');
  const rows: Record<string, Record<string, string | number>> = {};
  for (const r of results) {
    console.info(
      `${r.kind}: ${r.seeded.invoices} invoices, ${r.seeded.payments} payments, seeded in ${r.seeded.seconds.toFixed(1)} s`,
    );
    for (const [label, value] of r.p95s) {
      const floor = label.startsWith('floor');
      rows[`${r.kind}: ${label}, p95 server ms`] = {
        measured: Number(value.toFixed(1)),
        target: floor ? '' : `≤ ${TARGET_MS}`,
        '': floor ? '' : value <= TARGET_MS ? 'OK' : 'OVER TARGET',
      };
    }
    rows[`${r.kind}: quarterly statement, ms (${r.statement.kb.toFixed(0)} KB)`] = {
      measured: Number(r.statement.ms.toFixed(0)),
      target: '',
      '': `longest event-loop pause ${r.statement.maxPauseMs.toFixed(0)} ms`,
    };
  }
  console.table(rows);
  const load1 = os.loadavg()[0]!;
  if (load1 > os.cpus().length)
    console.info(`note: load average ${load1.toFixed(1)} on ${os.cpus().length} CPUs: times are inflated`);
}

// Run alone: node --import tsx scripts/bench/reports-bench.ts
if (import.meta.url === `file://${process.argv[1]}`) await runReportsBench();
