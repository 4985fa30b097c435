/**
 * The studio screens on a desktop profile: an approved photographer with a working studio
 * (500 clients, 40 sent invoices, 20 sent contracts, 30 bookings, 6 galleries) opens each
 * screen in a fresh browser (empty cache, 1280 × 800, no throttling), and the time from the
 * navigation's start to the screen showing its content (its heading, a seeded name, and no
 * skeleton or busy region left in the page) is measured, median of BENCH_STUDIO_RUNS (5).
 * Target: ≤ 1000 ms for each screen. The app runs in this process on the built front end
 * (`npm run bench` builds it first), on the embedded database.
 * Run alone: node --import tsx scripts/bench/studio-bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { type SignedInUser, signInAs } from '../../tests/auth-helpers.ts';
import { freePort } from '../../tests/free-port.ts';
import { launchChromium } from '../bench-helpers.ts';
import { median } from './measure.ts';

const RUNS = Number(process.env.BENCH_STUDIO_RUNS ?? 5);
const TARGET_MS = 1000;

/** Each screen, and a text its content shows once loaded. */
const SCREENS: Array<[string, string, string]> = [
  ['Overview', '/studio', 'Unpaid invoices'],
  ['Clients', '/clients', 'Booked Client 29'],
  ['Invoices', '/invoicing', 'Invoiced Client 39'],
  ['Contracts', '/contracts', 'Contract Client 19'],
  ['Scheduling', '/scheduling', 'Booked Client 0'],
  ['Galleries', '/galleries', 'Bench Gallery 5'],
];

const lagosDay = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );

async function seed(app: FastifyInstance, who: SignedInUser) {
  const call = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => {
    const res = await app.inject({ method, url, headers: who.headers, payload });
    if (res.statusCode >= 300)
      throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res.json();
  };
  const csv = ['Name,Email,Status'];
  for (let i = 0; i < 500; i++)
    csv.push(`Bench Client ${i},bench${i}@clients.test,${i % 3 ? 'Active' : 'Lead'}`);
  await call('POST', '/api/clients/import', { csv: csv.join('\r\n') });
  for (let i = 0; i < 40; i++) {
    await call('POST', '/api/invoices?send=true', {
      clientName: `Invoiced Client ${i}`,
      clientEmail: `invoiced${i}@clients.test`,
      items: [{ description: 'Portrait session', quantity: 1, unitKobo: 15_000_000 }],
    });
  }
  const { BUILT_IN_TEMPLATES } = await import('../../src/shared/contract-templates.ts');
  const template = BUILT_IN_TEMPLATES.find((t) => t.id === 'template-portrait') ?? BUILT_IN_TEMPLATES[0]!;
  for (let i = 0; i < 20; i++) {
    const { contract } = await call('POST', '/api/contracts', {
      title: template.title,
      clientName: `Contract Client ${i}`,
      clientEmail: `contract${i}@clients.test`,
      content: template.content.replace(/\[[A-Z0-9_]+\]/g, 'agreed'),
    });
    await call('POST', `/api/contracts/${contract.id}/send`, {});
  }
  const settings = (
    await app.inject({ method: 'GET', url: '/api/scheduling/settings', headers: who.headers })
  ).json();
  const typeId = settings.sessionTypes[0].id as string;
  for (let i = 0; i < 30; i++) {
    const date = lagosDay(20 + Math.floor(i / 3));
    if (i % 3 === 0)
      await call('POST', '/api/scheduling/overrides', { date, spans: [{ start: '08:00', end: '20:00' }] });
    await call('POST', '/api/bookings', {
      sessionTypeId: typeId,
      startsAt: new Date(`${date}T${String(9 + (i % 3) * 3).padStart(2, '0')}:00:00+01:00`).toISOString(),
      clientName: `Booked Client ${i}`,
      clientEmail: `booked${i}@clients.test`,
    });
  }
  for (let i = 0; i < 6; i++) {
    await call('POST', '/api/galleries', {
      name: `Bench Gallery ${i}`,
      description: '',
      clientEmail: `bench${i}@clients.test`,
    });
  }
}

/** In the page: the time since navigation once the content shows, false until then. */
const CONTENT_SHOWN = new Function(
  'text',
  `const main = document.querySelector('main');
  if (!main || !main.querySelector('h1')) return false;
  if (main.querySelector('.animate-pulse, [aria-busy="true"], [role="status"]')) return false;
  return main.innerText.includes(text) ? performance.now() : false;`,
) as (text: string) => number | false;

export async function runStudioBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-studio-bench-'));
  const app = await buildApp({
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    clientDir: path.resolve('dist/client'),
    jobs: false,
  });
  const browser = await launchChromium();
  try {
    const port = await freePort();
    await app.listen({ port, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${port}`;
    const photographer = await signInAs(app, 'approvedPhotographer', { firstName: 'Ada', lastName: 'Bench' });
    await seed(app, photographer);
    const cookies = photographer.cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), url: origin };
    });
    const rows: Record<string, Record<string, string | number>> = {};
    for (const [label, route, text] of SCREENS) {
      const times: number[] = [];
      for (let run = 0; run < RUNS + 1; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addCookies(cookies);
        const page = await context.newPage();
        await page.goto(`${origin}${route}`);
        const shown = await page
          .waitForFunction(CONTENT_SHOWN, text, { polling: 'raf', timeout: 30_000 })
          .catch(async (error: Error) => {
            const shot = path.join(os.tmpdir(), `aworan-studio-bench-${label}.png`);
            await page.screenshot({ path: shot });
            throw new Error(`${route} did not show "${text}" (see ${shot}): ${error.message}`);
          });
        if (process.env.BENCH_STUDIO_TRACE && run === RUNS) {
          const entries = await page.evaluate(
            new Function(
              `return performance.getEntriesByType('resource').map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), e.name.replace(location.origin, '')].join(' '))`,
            ) as () => string[],
          );
          console.info(`${route}:\n  ${entries.join('\n  ')}`);
        }
        // The first run warms the server's caches and the JIT.
        if (run > 0) times.push(Number(await shown.jsonValue()));
        await context.close();
      }
      const ms = Math.round(median(times));
      rows[`${label} (${route}) ms to content`] = {
        measured: ms,
        target: `≤ ${TARGET_MS}`,
        '': ms <= TARGET_MS ? 'OK' : 'OVER TARGET',
      };
    }
    console.info(`\nstudio screens on a desktop profile (1280 × 800, empty cache, median of ${RUNS})`);
    console.table(rows);
    const load = os.loadavg()[0]!;
    if (load > os.cpus().length) {
      console.info(`note: load average ${load.toFixed(1)} on ${os.cpus().length} CPUs: times are inflated`);
    }
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runStudioBench();
