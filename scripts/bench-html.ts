/**
 * Public HTML against a file server (`npm run bench`): the server-rendered `/`, a blog post and
 * `/photographers`, warmed, at 50 connections, side by side with a bare `node:http` server
 * (scripts/bench-bare-html.ts) sending the same bytes and headers the app sent for each page.
 * Targets: ≥ 0.8× the bare server's requests per second, p99 ≤ 50 ms (decision 216).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../tests/free-port.ts';
import { startScript, stop, waitFor } from './bench-helpers.ts';

export const HTML_RATIO_TARGET = 0.8;
export const HTML_P99_TARGET_MS = 50;

export interface HtmlRow {
  path: string;
  app: { rps: number; p99: number; errors: number };
  bare: { rps: number; p99: number; errors: number };
  kb: number;
}

/** Headers the bare server need not repeat: they are per connection or per response. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function capture(origin: string, paths: string[]) {
  const pages: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  for (const p of paths) {
    // As autocannon asks: no Accept-Encoding, so the app sends the page as it is.
    const res = await fetch(`${origin}${p}`, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await res.arrayBuffer());
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (!PER_RESPONSE.has(name)) headers[name] = value;
    });
    pages[p] = { status: res.status, headers, body: body.toString('base64') };
  }
  return pages;
}

async function round(url: string, duration: number, connections: number) {
  const result = await autocannon({ url, connections, duration });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const medianBy = <T extends { rps: number }>(rounds: T[]) =>
  [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)]!;

/** Each page, warmed, `rounds` times on the app and on the bare server, alternating. */
export async function htmlVsBare(
  origin: string,
  paths: string[],
  opts: { rounds: number; duration: number; connections: number },
): Promise<HtmlRow[]> {
  const pages = await capture(origin, paths);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-bench-html-')), 'pages.json');
  fs.writeFileSync(file, JSON.stringify(pages));
  const port = await freePort();
  const bare = startScript('scripts/bench-bare-html.ts', { PORT: String(port), BARE_HTML_FILE: file });
  try {
    const bareOrigin = `http://127.0.0.1:${port}`;
    await waitFor(`${bareOrigin}${paths[0]}`);
    const rows: HtmlRow[] = [];
    for (const p of paths) {
      const appUrl = `${origin}${p}`;
      const bareUrl = `${bareOrigin}${p}`;
      // Warmed: the page is in the app's cache and both servers' code is compiled.
      await round(appUrl, 1, opts.connections);
      await round(bareUrl, 1, opts.connections);
      const appRounds = [];
      const bareRounds = [];
      for (let i = 0; i < opts.rounds; i++) {
        appRounds.push(await round(appUrl, opts.duration, opts.connections));
        bareRounds.push(await round(bareUrl, opts.duration, opts.connections));
      }
      const kb = Buffer.from(pages[p]!.body, 'base64').length / 1024;
      rows.push({ path: p, app: medianBy(appRounds), bare: medianBy(bareRounds), kb });
    }
    return rows;
  } finally {
    await stop(bare);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

export function printHtmlVsBare(
  rows: HtmlRow[],
  opts: { rounds: number; duration: number; connections: number },
) {
  console.info(
    `\npublic HTML, warmed, against a bare node:http server sending the same bytes (${opts.connections} connections, median of ${opts.rounds} alternating rounds of ${opts.duration} s)`,
  );
  console.table(
    Object.fromEntries(
      rows.map((r) => {
        const ratio = r.app.rps / r.bare.rps;
        const ok = ratio >= HTML_RATIO_TARGET && r.app.p99 <= HTML_P99_TARGET_MS && r.app.errors === 0;
        return [
          `GET ${r.path} (${r.kb.toFixed(0)} KB)`,
          {
            'app req/s': r.app.rps,
            'app p99 ms': r.app.p99,
            'bare req/s': r.bare.rps,
            'bare p99 ms': r.bare.p99,
            'app/bare': `${ratio.toFixed(2)}×`,
            '': ok ? 'OK' : 'OVER TARGET',
          },
        ];
      }),
    ),
  );
  console.info(`targets: ≥ ${HTML_RATIO_TARGET}× the bare server, p99 ≤ ${HTML_P99_TARGET_MS} ms`);
}

async function runAlone() {
  const origin = process.env.BENCH_ORIGIN;
  if (!origin) throw new Error('BENCH_ORIGIN=http://127.0.0.1:PORT of a running server (npm start)');
  const opts = {
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
    duration: Number(process.env.BENCH_DURATION ?? 5),
    connections: 50,
  };
  const blog = (await (await fetch(`${origin}/api/content/blog`)).json()) as {
    featured: Array<{ slug: string }>;
  };
  const paths = ['/', `/blog/${blog.featured[0]!.slug}`, '/photographers'];
  printHtmlVsBare(await htmlVsBare(origin, paths, opts), opts);
  console.info(`load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`);
}

if (import.meta.url === `file://${process.argv[1]}`) await runAlone();
