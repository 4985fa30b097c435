/**
 * Invoicing figures for `npm run bench` (called from scripts/bench.ts):
 *   - invoice PDF render time per one-page invoice (pdfkit, cached DejaVu fonts): target ≤ 25 ms;
 *   - GET /api/invoices with 5,000 invoices, p95 server time: target ≤ 20 ms.
 * The list runs in process on an embedded database (PGlite) in a temporary folder; server time
 * is Fastify's own (onRequest to onResponse), without the HTTP client's share.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { invoices } from '../../src/server/db/schema/invoicing.ts';
import { renderInvoicePdf } from '../../src/server/modules/invoicing/invoice-pdf.ts';
import { invoiceTotals } from '../../src/shared/invoicing.ts';
import { createUser, signInUser } from '../../tests/auth-helpers.ts';
import { FAST_PASSWORD_HASHER } from '../../tests/fast-password-hash.ts';

const PDF_TARGET_MS = 25;
const LIST_TARGET_MS = 20;
const LIST_SIZE = 5000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (n: number) => Number(n.toFixed(1));

async function pdfRender() {
  const items = [
    { description: 'Wedding coverage, 8 hours', quantity: 1, unitKobo: 250_000_00 },
    { description: 'Engagement portraits', quantity: 1, unitKobo: 45_000_00 },
    { description: 'Printed album (30 pages)', quantity: 2, unitKobo: 60_000_00 },
  ];
  const totals = invoiceTotals(items, { vatEnabled: true });
  const data = {
    kind: 'invoice' as const,
    number: 'INV-0042',
    invoiceNumber: 'INV-0042',
    status: 'SENT',
    issueDate: '2026-11-23',
    dueDate: '2026-12-07',
    from: {
      name: 'Ade Lens Studio',
      lines: ['Ade Bello', 'ade@example.test', '1 Allen Avenue, Ikeja, Lagos'],
    },
    tin: '12345678-0001',
    to: { name: 'Chiamaka Obi', lines: ['chiamaka@example.test', '+234 803 000 0000'] },
    items: items.map((i, n) => ({ ...i, lineKobo: totals.lines[n]! })),
    vatEnabled: true,
    subtotalKobo: totals.subtotalKobo,
    discountKobo: 0,
    vatKobo: totals.vatKobo,
    totalKobo: totals.totalKobo,
    paidKobo: 0,
    notes: 'Thank you for choosing us.',
    bank: { bankName: 'GTBank', accountName: 'Ade Lens Studio', accountNumber: '0123456789' },
    payUrl: 'https://aworan.example/i/abc',
    payments: [],
  };
  for (let i = 0; i < 10; i++) await renderInvoicePdf(data); // warm-up: fonts parsed, JIT
  const times: number[] = [];
  for (let i = 0; i < 100; i++) {
    const started = performance.now();
    await renderInvoicePdf(data);
    times.push(performance.now() - started);
  }
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

async function invoiceList() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-bench-invoices-'));
  const database = await openDatabase({ dataDir, onPoolError: () => undefined });
  await runMigrations(database);
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    clientDir: undefined,
    jobs: false,
    testPasswordHasher: FAST_PASSWORD_HASHER,
  };
  const app = await buildApp(config, { database });
  const serverTimes: number[] = [];
  const settingsTimes: number[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (request.url === '/api/invoices') serverTimes.push(reply.elapsedTime);
    if (request.url === '/api/invoices/settings') settingsTimes.push(reply.elapsedTime);
  });
  await app.ready();
  try {
    const photographer = await signInUser(app, await createUser(app, { kind: 'approvedPhotographer' }));
    const items = [{ description: 'Portrait session', quantity: 1, unitKobo: 15_000_00 }];
    const totals = invoiceTotals(items, { vatEnabled: true });
    const rows = Array.from({ length: LIST_SIZE }, (_, i) => ({
      photographerId: photographer.id,
      clientName: `Client ${i}`,
      clientEmail: `client${i}@example.test`,
      number: `INV-${String(i + 1).padStart(4, '0')}`,
      status: (['sent', 'paid', 'overdue'] as const)[i % 3],
      items,
      vatEnabled: true,
      subtotalKobo: totals.subtotalKobo,
      vatKobo: totals.vatKobo,
      totalKobo: totals.totalKobo,
      issueDate: '2026-11-01',
      dueDate: '2026-11-15',
      token: `bench-token-${i}-${'x'.repeat(30)}`,
    }));
    for (let i = 0; i < rows.length; i += 500) await app.db.insert(invoices).values(rows.slice(i, i + 500));
    for (let i = 0; i < 5; i++)
      await app.inject({ method: 'GET', url: '/api/invoices', headers: photographer.headers });
    serverTimes.length = 0;
    let bytes = 0;
    for (let i = 0; i < 40; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/invoices', headers: photographer.headers });
      if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode}`);
      bytes = res.rawPayload.length;
    }
    // The same signed-in request on a one-row route: what the session check and the framework cost.
    for (let i = 0; i < 40; i++)
      await app.inject({ method: 'GET', url: '/api/invoices/settings', headers: photographer.headers });
    return {
      median: percentile(serverTimes, 50),
      p95: percentile(serverTimes, 95),
      kb: bytes / 1024,
      baseline: percentile(settingsTimes, 50),
    };
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runInvoicingBench() {
  const pdf = await pdfRender();
  const list = await invoiceList();
  console.info('\ninvoicing');
  console.table({
    'invoice PDF (one page): ms per render': {
      median: ms(pdf.median),
      p95: ms(pdf.p95),
      target: `≤ ${PDF_TARGET_MS}`,
      '': pdf.median <= PDF_TARGET_MS ? 'OK' : 'OVER TARGET',
    },
    [`GET /api/invoices, ${LIST_SIZE} invoices: server ms`]: {
      median: ms(list.median),
      p95: ms(list.p95),
      target: `p95 ≤ ${LIST_TARGET_MS}`,
      '': list.p95 <= LIST_TARGET_MS ? 'OK' : 'OVER TARGET',
    },
  });
  console.info(
    `invoice list answer: ${list.kb.toFixed(0)} KB of JSON (one page); a signed-in one-row route takes ${ms(list.baseline)} ms median here`,
  );
  const load1 = os.loadavg()[0]!;
  if (load1 > os.cpus().length)
    console.info(`note: load average ${load1.toFixed(1)} on ${os.cpus().length} CPUs: times are inflated`);
}

// Run alone: node --import tsx scripts/bench/invoicing-bench.ts
if (import.meta.url === `file://${process.argv[1]}`) await runInvoicingBench();
