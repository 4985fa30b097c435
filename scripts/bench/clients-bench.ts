/**
 * Clients at 10,000 per photographer, in process through the real HTTP app (app.inject, so the
 * time is the server's: routing, validation, SQL, serialisation; no network), on PGlite and on
 * PostgreSQL 15 when initdb is installed. Seeds through the CSV import (timed: 10,000 rows
 * ≤ 5 s), then measures list, tab, sort, deep page and search-as-you-type requests (p95 ≤ 20 ms).
 * Run alone: node --import tsx scripts/bench/clients-bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { CLIENTS_API } from '../../src/shared/clients.ts';
import { signInAs } from '../../tests/auth-helpers.ts';
import { findInitdb, startPgCluster } from '../../tests/pg-cluster.ts';

const CLIENTS = 10_000;
const SAMPLES = Number(process.env.BENCH_CLIENT_SAMPLES ?? 40);
const P95_TARGET_MS = 20;
const IMPORT_TARGET_S = 5;

const FIRST = [
  'Adaeze',
  'Bayo',
  'Chidi',
  'Dayo',
  'Emeka',
  'Funke',
  'Gbenga',
  'Halima',
  'Ifeoma',
  'Kemi',
  'Tunde',
  'Zainab',
];
const LAST = ['Okafor', 'Adeyemi', 'Obi', 'Bello', 'Eze', 'Musa', 'Balogun', 'Nwosu', 'Ibrahim', 'Ogunleye'];
const STATUSES = ['Lead', 'Active', 'Inactive'];

function csvOf(n: number): string {
  const lines = ['Name,Email,Phone,Address,Notes,Status'];
  for (let i = 0; i < n; i++) {
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`;
    lines.push(
      `${name},client${i}@example.ng,0803${String(i).padStart(7, '0')},"${i} Allen Avenue, Ikeja","Met at event ${i % 50}",${STATUSES[i % 3]}`,
    );
  }
  return lines.join('\r\n');
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

async function measure(kind: string, databaseUrl: string | undefined, dataDir: string) {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    databaseUrl,
    clientDir: undefined,
    jobs: false,
  };
  const app: FastifyInstance = await buildApp(config);
  await app.ready();
  try {
    const photographer = await signInAs(app, 'approvedPhotographer');
    const csv = csvOf(CLIENTS);
    const started = performance.now();
    const imported = await app.inject({
      method: 'POST',
      url: CLIENTS_API.importConfirm,
      headers: photographer.headers,
      payload: { csv },
    });
    const importSeconds = (performance.now() - started) / 1000;
    if (imported.statusCode !== 201)
      throw new Error(`import: ${imported.statusCode} ${imported.body.slice(0, 300)}`);

    const queries = [
      '?tab=all&sort=lastContact&dir=desc',
      '?tab=active&sort=name&dir=asc',
      '?tab=lead&sort=lastContact&dir=asc&page=100',
      '?tab=all&sort=name&dir=asc&page=399',
      '?tab=all&sort=name&dir=asc&q=a',
      '?tab=all&sort=name&dir=asc&q=ade',
      '?tab=all&sort=name&dir=asc&q=adaeze%20oka',
      '?tab=all&sort=lastContact&dir=desc&q=client123',
      '?tab=all&sort=lastContact&dir=desc&q=0803000',
      '?tab=inactive&sort=name&dir=asc&q=nobody-matches',
    ];
    const list: number[] = [];
    const search: number[] = [];
    // The floor: a signed-in request that reads the session and one row, for comparison on a
    // loaded host (every figure here includes it).
    const floor: number[] = [];
    for (let round = 0; round < SAMPLES + 3; round++) {
      for (const q of queries) {
        const t0 = performance.now();
        const res = await app.inject({
          method: 'GET',
          url: `${CLIENTS_API.list}${q}`,
          headers: photographer.headers,
        });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`list ${q}: ${res.statusCode}`);
        // The first rounds warm up the JIT and the caches.
        if (round >= 3) (q.includes('q=') ? search : list).push(ms);
      }
      const t0 = performance.now();
      await app.inject({ method: 'GET', url: '/api/accounts/me', headers: photographer.headers });
      if (round >= 3) floor.push(performance.now() - t0);
    }
    return {
      kind,
      importSeconds,
      list: p95(list),
      search: p95(search),
      all: p95([...list, ...search]),
      floor: p95(floor),
    };
  } finally {
    await app.close();
  }
}

export async function runClientsBench(): Promise<void> {
  const rows: Record<string, Record<string, string | number>> = {};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-clients-bench-'));
  try {
    const results = [await measure('PGlite', undefined, dir)];
    if (findInitdb()) {
      const cluster = await startPgCluster();
      try {
        results.push(await measure('PostgreSQL', cluster.url('postgres'), dir));
      } finally {
        cluster.stop();
      }
    } else {
      console.info('clients bench: no initdb found, PostgreSQL skipped');
    }
    for (const r of results) {
      for (const [label, value] of [
        ['list and search', r.all],
        ['list (tabs, sorts, pages)', r.list],
        ['search as you type', r.search],
      ] as const) {
        rows[`${r.kind}: ${label} p95 ms`] = {
          measured: Number(value.toFixed(1)),
          target: `≤ ${P95_TARGET_MS}`,
          '': value <= P95_TARGET_MS ? 'OK' : 'OVER TARGET',
        };
      }
      rows[`${r.kind}: floor (GET /api/accounts/me) p95 ms`] = {
        measured: Number(r.floor.toFixed(1)),
        target: '',
        '': '',
      };
      rows[`${r.kind}: import ${CLIENTS} rows s`] = {
        measured: Number(r.importSeconds.toFixed(2)),
        target: `≤ ${IMPORT_TARGET_S}`,
        '': r.importSeconds <= IMPORT_TARGET_S ? 'OK' : 'OVER TARGET',
      };
    }
    console.info(
      `\nclients at ${CLIENTS} per photographer (server time through app.inject, ${SAMPLES} rounds of 10 queries)`,
    );
    console.table(rows);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runClientsBench();
