/**
 * The platform at scale, for `npm run bench` (called from scripts/bench.ts): a throwaway
 * PostgreSQL 15 loaded with a generated platform (1,000 photographers, 1 million clients,
 * 5 million photos, 2 million invoices, 500,000 bookings; scripts/bench/scale/platform-data.ts),
 * then the hot reads timed through the real HTTP app (app.inject; Fastify's own server time,
 * onRequest to onResponse): p95 of each ≤ 50 ms. Prints the load time and the database's size.
 * BENCH_SCALE=0.1 loads a tenth (a quick look); BENCH_SCALE=0 skips the run; BENCH_SCALE_HOLD=1
 * keeps the database running after the figures until Ctrl-C, to look at plans with psql;
 * BENCH_SCALE_QUIET_WAIT (below) times the reads once the host is quiet.
 * Run alone: nice -n 10 node --import tsx scripts/bench/scale-bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { signInAs } from '../../tests/auth-helpers.ts';
import { FAST_PASSWORD_HASHER } from '../../tests/fast-password-hash.ts';
import { findInitdb, startPgCluster } from '../../tests/pg-cluster.ts';
import { median, verdict } from './measure.ts';
import { HOT_READS, type HotRead, hotReadContext, hotRequests } from './scale/hot-reads.ts';
import { generatePlatform, PLATFORM_AT_SCALE, type PlatformSize } from './scale/platform-data.ts';

const P95_TARGET_MS = 50;
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 60);
const WARM_UP = 5;
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const FLOOR = 'floor: GET /api/accounts/me' as const;
type Read = HotRead | typeof FLOOR;

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;
const ms = (n: number) => Number(n.toFixed(1));

function scaled(size: PlatformSize, factor: number): PlatformSize {
  if (factor === 1) return size;
  return {
    ...size,
    photographers: Math.max(10, Math.round(size.photographers * factor)),
    clients: Math.round(size.clients * factor),
    photos: Math.round(size.photos * factor),
    invoices: Math.round(size.invoices * factor),
    bookings: Math.round(size.bookings * factor),
  };
}

async function load(url: string, photographerId: string, size: PlatformSize) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Index builds sort in memory rather than on disk.
    await client.query(`set maintenance_work_mem = '256MB'`);
    const query = async (sql: string, params?: unknown[]) => (await client.query(sql, params)).rows;
    const figures = await generatePlatform(query, photographerId, size, (step) =>
      console.info(`scale bench: ${new Date().toISOString().slice(11, 19)} ${step}`),
    );
    const [sizes] = await query(
      `select pg_database_size(current_database()) as database,
              (select count(*) from clients) as clients, (select count(*) from gallery_photos) as photos,
              (select count(*) from invoices) as invoices, (select count(*) from bookings) as bookings,
              (select count(*) from invoice_payments) as payments`,
    );
    const tables = await query(
      `select relname as table, pg_table_size(oid) as data, pg_indexes_size(oid) as indexes
         from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace
        order by pg_total_relation_size(oid) desc limit 6`,
    );
    return { figures, sizes: sizes!, tables };
  } finally {
    await client.end();
  }
}

async function measure(app: FastifyInstance, photographerId: string, headers: Record<string, string>) {
  const ctx = await hotReadContext((sql, params) => app.database.query(sql, params), photographerId);
  const reads: Read[] = [...HOT_READS, FLOOR];
  const times = new Map<Read, number[]>(reads.map((read) => [read, []]));
  // The app's own CPU time for the request (the database is another process): what a read costs
  // the instance, whatever else the host is running.
  const cpuTimes = new Map<Read, number[]>(reads.map((read) => [read, []]));
  for (let round = 0; round < SAMPLES + WARM_UP; round++) {
    // The floor: a signed-in request reading the session and one row, to tell a slow read from a
    // loaded host (every figure includes it).
    const floor = { read: FLOOR as Read, url: '/api/accounts/me', signedIn: true };
    for (const request of [...hotRequests(ctx, round), floor]) {
      const cpuBefore = process.cpuUsage();
      const res = await app.inject({
        method: 'GET',
        url: request.url,
        headers: request.signedIn ? headers : {},
      });
      const cpu = process.cpuUsage(cpuBefore);
      if (res.statusCode !== 200)
        throw new Error(`${request.url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      // The first rounds warm up the JIT, the plans and the database's cache.
      if (round < WARM_UP) continue;
      times.get(request.read)!.push(Number(res.headers['x-server-ms']));
      cpuTimes.get(request.read)!.push((cpu.user + cpu.system) / 1000);
    }
  }
  return { times, cpuTimes };
}

/**
 * BENCH_SCALE_QUIET_WAIT=<minutes>: after the (long) load, waits up to that long for the load
 * average to fall under the CPU count before timing, so the load can run beside other work and
 * the reads are timed on a quiet host.
 */
async function waitForQuietHost() {
  const deadline = Date.now() + Number(process.env.BENCH_SCALE_QUIET_WAIT ?? 0) * 60_000;
  while (os.loadavg()[0]! > os.cpus().length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

export async function runScaleBench(): Promise<void> {
  if (SCALE <= 0) return;
  if (!findInitdb()) {
    console.info('scale bench: no initdb found, skipped');
    return;
  }
  const size = scaled(PLATFORM_AT_SCALE, SCALE);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-scale-bench-'));
  const cluster = await startPgCluster();
  // Ctrl-C during the load stops the cluster too (when holding, the wait below takes it first).
  const stopOnInterrupt = () => {
    cluster.stop();
    process.exit(130);
  };
  process.once('SIGINT', stopOnInterrupt);
  try {
    const url = cluster.url('postgres');
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir }),
      databaseUrl: url,
      clientDir: undefined,
      jobs: false,
      testPasswordHasher: FAST_PASSWORD_HASHER,
    };
    const app = await buildApp(config);
    // The server's own time for each request, read back from a header the bench adds.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-server-ms', String(reply.elapsedTime));
    });
    await app.ready();
    try {
      const photographer = await signInAs(app, 'approvedPhotographer');
      const loaded = await load(url, photographer.id, size);
      await waitForQuietHost();
      const { times, cpuTimes } = await measure(app, photographer.id, photographer.headers);
      const { figures, sizes, tables } = loaded;
      console.info(
        `\nthe platform at scale on PostgreSQL 15: ${size.photographers} photographers, ${sizes.clients} clients, ` +
          `${sizes.photos} photos, ${sizes.invoices} invoices (${sizes.payments} payments), ${sizes.bookings} bookings`,
      );
      console.info(
        `load ${figures.loadSeconds.toFixed(0)} s, indexes ${figures.indexSeconds.toFixed(0)} s, vacuum analyze ${figures.analyzeSeconds.toFixed(0)} s; ` +
          `database ${(Number(sizes.database) / 1024 ** 3).toFixed(2)} GB`,
      );
      console.table(
        Object.fromEntries(
          tables.map((t) => [
            String(t.table),
            {
              'data MB': Math.round(Number(t.data) / 1024 ** 2),
              'indexes MB': Math.round(Number(t.indexes) / 1024 ** 2),
            },
          ]),
        ),
      );
      console.info(
        `hot reads, photographer 1 of ${size.photographers} (server time, ${SAMPLES} samples each)`,
      );
      console.table(
        Object.fromEntries(
          [...times].map(([read, values]) => {
            const value = p95(values);
            const target = read !== FLOOR;
            return [
              `${read}: p95 ms`,
              {
                measured: ms(value),
                'median ms': ms(median(values)),
                'app CPU ms (median)': ms(median(cpuTimes.get(read)!)),
                target: target ? `≤ ${P95_TARGET_MS}` : '',
                '': target ? verdict(value <= P95_TARGET_MS) : '',
              },
            ];
          }),
        ),
      );
      const load1 = os.loadavg()[0]!;
      if (load1 > os.cpus().length)
        console.info(
          `note: load average ${load1.toFixed(1)} on ${os.cpus().length} CPUs: server times are inflated; app CPU is not`,
        );
      if (process.env.BENCH_SCALE_HOLD === '1') {
        console.info(`scale bench: holding ${url} (photographer 1: ${photographer.id}) until Ctrl-C`);
        process.off('SIGINT', stopOnInterrupt);
        await new Promise((resolve) => process.once('SIGINT', resolve));
      }
    } finally {
      await app.close();
    }
  } finally {
    process.off('SIGINT', stopOnInterrupt);
    cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runScaleBench();
