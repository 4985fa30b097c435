/**
 * Scheduling figures for `npm run bench` (called from scripts/bench.ts):
 *   - GET /api/scheduling/slots for a month, for a photographer with 1,000 bookings:
 *     p95 server time ≤ 20 ms, on PGlite and (when initdb is here) on PostgreSQL 15.
 * Server time is Fastify's own (onRequest to onResponse), without the HTTP client's share.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { bookings } from '../../src/server/db/schema/scheduling.ts';
import { createUser, signInUser } from '../../tests/auth-helpers.ts';
import { FAST_PASSWORD_HASHER } from '../../tests/fast-password-hash.ts';
import { findInitdb, startPgCluster } from '../../tests/pg-cluster.ts';
import { dayAhead, lagos } from '../../tests/scheduling-helpers.ts';

const TARGET_MS = 20;
const BOOKINGS = 1000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (n: number) => Number(n.toFixed(1));

async function monthOfSlots(databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-bench-slots-'));
  const database = await openDatabase({ dataDir, databaseUrl, onPoolError: () => undefined });
  await runMigrations(database);
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    databaseUrl,
    clientDir: undefined,
    jobs: false,
    testPasswordHasher: FAST_PASSWORD_HASHER,
  };
  const app = await buildApp(config, { database });
  const times: number[] = [];
  const baseline: number[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/scheduling/slots')) times.push(reply.elapsedTime);
    if (request.url === '/api/invoices/settings') baseline.push(reply.elapsedTime);
  });
  await app.ready();
  try {
    const photographer = await signInUser(app, await createUser(app, { kind: 'approvedPhotographer' }));
    const settings = (
      await app.inject({ method: 'GET', url: '/api/scheduling/settings', headers: photographer.headers })
    ).json();
    const portrait = settings.sessionTypes[0].id as string;
    // 1,000 one-hour bookings, four a day (9:00, 11:00, 13:00, 15:00 Lagos) over the next 250 days.
    const rows = Array.from({ length: BOOKINGS }, (_, i) => {
      const start = new Date(
        lagos(dayAhead(2 + Math.floor(i / 4)), `${String(9 + 2 * (i % 4)).padStart(2, '0')}:00`),
      );
      const end = new Date(start.getTime() + 3_600_000);
      return {
        photographerId: photographer.id,
        typeName: 'Portrait Session',
        clientName: `Client ${i}`,
        clientEmail: `client${i}@example.test`,
        startsAt: start,
        endsAt: end,
        blockedFrom: start,
        blockedUntil: end,
        timeZone: 'Africa/Lagos',
        status: 'confirmed' as const,
        priceKobo: 1_500_000,
      };
    });
    for (let i = 0; i < rows.length; i += 250) await app.db.insert(bookings).values(rows.slice(i, i + 250));
    const url = (k: number) =>
      `/api/scheduling/slots?sessionTypeId=${portrait}&from=${dayAhead(2 + k)}&to=${dayAhead(31 + k)}`;
    for (let i = 0; i < 5; i++)
      await app.inject({ method: 'GET', url: url(i), headers: photographer.headers });
    times.length = 0;
    let slots = 0;
    for (let i = 0; i < 40; i++) {
      const res = await app.inject({ method: 'GET', url: url(i % 100), headers: photographer.headers });
      if (res.statusCode !== 200) throw new Error(`slots: ${res.statusCode} ${res.body}`);
      slots = res.json().slots.length;
    }
    // The same signed-in request on a one-row route: what the session check and the framework cost.
    for (let i = 0; i < 40; i++)
      await app.inject({ method: 'GET', url: '/api/invoices/settings', headers: photographer.headers });
    return {
      median: percentile(times, 50),
      p95: percentile(times, 95),
      slots,
      baseline: percentile(baseline, 50),
    };
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runSchedulingBench() {
  const results: Record<string, Record<string, string | number>> = {};
  const row = (r: Awaited<ReturnType<typeof monthOfSlots>>) => ({
    median: ms(r.median),
    p95: ms(r.p95),
    slots: r.slots,
    'one-row route median': ms(r.baseline),
    target: `p95 ≤ ${TARGET_MS}`,
    '': r.p95 <= TARGET_MS ? 'OK' : 'OVER TARGET',
  });
  results[`slots for a month, ${BOOKINGS} bookings (PGlite): server ms`] = row(await monthOfSlots(undefined));
  if (findInitdb()) {
    const cluster = await startPgCluster();
    try {
      const admin = await openDatabase({ databaseUrl: cluster.url('postgres'), dataDir: '' });
      await admin.query('create database bench_slots');
      await admin.close();
      results[`slots for a month, ${BOOKINGS} bookings (PostgreSQL): server ms`] = row(
        await monthOfSlots(cluster.url('bench_slots')),
      );
    } finally {
      await cluster.stop();
    }
  }
  console.info('\nscheduling');
  console.table(results);
  const load1 = os.loadavg()[0]!;
  if (load1 > os.cpus().length)
    console.info(`note: load average ${load1.toFixed(1)} on ${os.cpus().length} CPUs: times are inflated`);
}

// Run alone: node --import tsx scripts/bench/scheduling-bench.ts
if (import.meta.url === `file://${process.argv[1]}`) await runSchedulingBench();
