/**
 * The phone profile of `npm run bench` (decision 095): public pages loaded in headless Chromium on
 * slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) with a 4× slower CPU and no cache, next
 * to the same page saved as static HTML and its CSS (no scripts) on a bare gzip server: the limit.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchChromium } from './bench-helpers.ts';

export interface NetworkProfile {
  latencyMs: number;
  downloadBitsPerS: number;
  uploadBitsPerS: number;
  cpuSlowdown: number;
}

export const PHONE: NetworkProfile = {
  latencyMs: 150,
  downloadBitsPerS: 1_600_000,
  uploadBitsPerS: 750_000,
  cpuSlowdown: 4,
};

/** The 3G profile of the data saver's bench (decision 267): 400 kbit/s, 300 ms, 4× CPU. */
export const THREE_G: NetworkProfile = {
  latencyMs: 300,
  downloadBitsPerS: 400_000,
  uploadBitsPerS: 400_000,
  cpuSlowdown: 4,
};

export interface PageLoad {
  /** Largest contentful paint, ms from navigation start. */
  lcpMs: number;
  cls: number;
  /** Bytes on the wire (encoded bodies and headers) until the network is idle. */
  transferredKb: number;
  requests: number;
  /** First moment the page's h1 had a size on screen, ms from navigation start. */
  h1Ms: number;
  /** Scripts fetched, and their bytes on the wire. */
  scripts: number;
  scriptKb: number;
  /** Bytes on the wire of the HTML, the stylesheets, the fonts and the images. */
  htmlKb: number;
  cssKb: number;
  fontKb: number;
  imageKb: number;
}

/**
 * Runs in the page before its own scripts: LCP, CLS and the h1's first visible moment. A string,
 * not a function: tsx's `__name` helper would be missing in the page.
 */
const OBSERVERS = `
  window.__bench = { lcp: 0, cls: 0, h1: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__bench.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    const h1 = document.querySelector('h1');
    const box = h1 && h1.getBoundingClientRect();
    if (box && box.height > 0 && box.width > 0 && getComputedStyle(h1).visibility !== 'hidden') {
      window.__bench.h1 = performance.now();
      return;
    }
    setTimeout(check, 10);
  };
  check();
`;

interface Traffic {
  requests: number;
  bytes: number;
  scripts: number;
  scriptBytes: number;
  /** Bytes by the DevTools protocol's resource type (Document, Stylesheet, Font, Image…). */
  byType: Map<string, number>;
}

function countTraffic(cdp: CDPSession): Traffic {
  const traffic: Traffic = { requests: 0, bytes: 0, scripts: 0, scriptBytes: 0, byType: new Map() };
  const types = new Map<string, string>();
  // A `data:` address (the ₦ font inlined in the CSS) is part of a file already counted, not a request.
  const inline = new Set<string>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) inline.add(e.requestId);
  });
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    if (inline.has(e.requestId)) return;
    traffic.requests++;
    traffic.bytes += e.encodedDataLength;
    const type = types.get(e.requestId) ?? 'Other';
    traffic.byType.set(type, (traffic.byType.get(type) ?? 0) + e.encodedDataLength);
    if (type === 'Script') {
      traffic.scripts++;
      traffic.scriptBytes += e.encodedDataLength;
    }
  });
  return traffic;
}

const kbOf = (traffic: Traffic, type: string) => Number(((traffic.byType.get(type) ?? 0) / 1024).toFixed(1));

/** Follows requests from the start; `quiet()` waits until none has been in flight for `quietMs`. */
function networkWatch(page: Page, cdp: CDPSession, quietMs = 1000, maxMs = 30_000) {
  let last = Date.now();
  const inFlight = new Set<string>();
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId);
    last = Date.now();
  });
  const done = (e: { requestId: string }) => {
    inFlight.delete(e.requestId);
    last = Date.now();
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  return {
    async quiet() {
      const started = Date.now();
      while (Date.now() - started < maxMs) {
        if (inFlight.size === 0 && Date.now() - last >= quietMs) return;
        await page.waitForTimeout(100);
      }
    },
  };
}

/**
 * One cold load of `url` on the phone profile (or `profile`), with `headers` on every request
 * (Save-Data, as a browser in data saver mode sends it).
 */
export async function phoneLoad(
  browser: Browser,
  url: string,
  { profile = PHONE, headers }: { profile?: NetworkProfile; headers?: Record<string, string> } = {},
): Promise<PageLoad> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    ...(headers ? { extraHTTPHeaders: headers } : {}),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVERS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.downloadBitsPerS / 8,
      uploadThroughput: profile.uploadBitsPerS / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    const traffic = countTraffic(cdp);
    const network = networkWatch(page, cdp);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Settled: the heading shows and nothing has been in flight for a second.
    await page.waitForSelector('h1', { state: 'visible', timeout: 60_000 });
    await network.quiet();
    const seen = (await page.evaluate('window.__bench')) as { lcp: number; cls: number; h1: number };
    return {
      lcpMs: Math.round(seen.lcp),
      cls: Number(seen.cls.toFixed(3)),
      transferredKb: Number((traffic.bytes / 1024).toFixed(1)),
      requests: traffic.requests,
      h1Ms: Math.round(seen.h1),
      scripts: traffic.scripts,
      scriptKb: Number((traffic.scriptBytes / 1024).toFixed(1)),
      htmlKb: kbOf(traffic, 'Document'),
      cssKb: kbOf(traffic, 'Stylesheet'),
      fontKb: kbOf(traffic, 'Font'),
      imageKb: kbOf(traffic, 'Image'),
    };
  } finally {
    await context.close();
  }
}

interface Saved {
  type: string;
  body: Buffer;
}

/**
 * The page as a static site: the DOM after load without scripts (and without module
 * preloads), plus every stylesheet, font and image it fetched, captured from one load.
 */
export async function snapshotPage(
  browser: Browser,
  url: string,
  headers?: Record<string, string>,
): Promise<Map<string, Saved>> {
  const files = new Map<string, Saved>();
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    ...(headers ? { extraHTTPHeaders: headers } : {}),
  });
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const kept = new Set(['stylesheet', 'font', 'image']);
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const at = new URL(response.url());
      if (!kept.has(type) || at.origin !== origin || response.status() !== 200) return;
      pending.push(
        response
          .body()
          .then((body) => {
            files.set(at.pathname + at.search, { type: response.headers()['content-type'] ?? '', body });
          })
          .catch(() => {}),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // The page is rendered once its heading shows (the network can fall quiet before that).
    await page.waitForSelector('h1', { state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const html = (await page.evaluate(`(() => {
      for (const el of document.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]')) {
        el.remove();
      }
      return '<!doctype html>\\n' + document.documentElement.outerHTML;
    })()`)) as string;
    files.set('/', { type: 'text/html; charset=utf-8', body: Buffer.from(html) });
    return files;
  } finally {
    await context.close();
  }
}

/** A bare static server for one snapshot: gzip for text, nothing else. */
export async function serveStatic(
  files: Map<string, Saved>,
): Promise<{ url: string; close(): Promise<void> }> {
  const compressible = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;
  const ready = new Map(
    [...files].map(([path, file]) => [
      path,
      { ...file, gzip: compressible.test(file.type) ? gzipSync(file.body) : undefined },
    ]),
  );
  const server = http.createServer((req, res) => {
    const file = ready.get(req.url ?? '/');
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const gzip = file.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': file.type,
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    res.end(gzip ? file.gzip : file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Median of each figure over the runs (each figure on its own). */
export function medianLoad(loads: PageLoad[]): PageLoad {
  const keys = Object.keys(loads[0]!) as Array<keyof PageLoad>;
  return Object.fromEntries(keys.map((k) => [k, medianOf(loads.map((l) => l[k]))])) as unknown as PageLoad;
}

export interface PhoneRow {
  path: string;
  /** What the table calls the page (a token link's path is long and says nothing). */
  label: string;
  app: PageLoad;
  limit: PageLoad;
}

/** A path as the table names it: tokens and ids shortened. */
export const pageLabel = (path: string) =>
  path.replace(/^\/(i|c)\/[^/]+$/, '/$1/<token>').replace(/^\/gallery\/[^/]+\/[^/]+$/, '/gallery/<id>/<id>');

/** Each page `runs` times on the app and on its static snapshot, alternating. */
export async function phoneProfile(origin: string, paths: string[], runs: number): Promise<PhoneRow[]> {
  const browser = await launchChromium();
  try {
    const rows: PhoneRow[] = [];
    for (const path of paths) {
      const url = `${origin}${path}`;
      const snapshot = await serveStatic(await snapshotPage(browser, url));
      try {
        const app: PageLoad[] = [];
        const limit: PageLoad[] = [];
        for (let i = 0; i < runs; i++) {
          app.push(await phoneLoad(browser, url));
          limit.push(await phoneLoad(browser, snapshot.url));
        }
        rows.push({ path, label: pageLabel(path), app: medianLoad(app), limit: medianLoad(limit) });
      } finally {
        await snapshot.close();
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export function printPhoneProfile(rows: PhoneRow[], runs: number) {
  console.info(
    `\nphone profile (Chromium, ${PHONE.latencyMs} ms RTT, ${PHONE.downloadBitsPerS / 1e6} Mbit/s down, ${PHONE.uploadBitsPerS / 1e3} kbit/s up, CPU ×${PHONE.cpuSlowdown}, no cache; median of ${runs}): app vs the same page as static HTML + CSS on a bare gzip server (limit)`,
  );
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}×` : '–');
  console.table(
    Object.fromEntries(
      rows.flatMap((r) => [
        [
          `${r.label} app`,
          {
            'LCP ms': r.app.lcpMs,
            'h1 ms': r.app.h1Ms,
            CLS: r.app.cls,
            KB: r.app.transferredKb,
            requests: r.app.requests,
            'JS KB': r.app.scriptKb,
          },
        ],
        [
          `${r.label} limit`,
          {
            'LCP ms': r.limit.lcpMs,
            'h1 ms': r.limit.h1Ms,
            CLS: r.limit.cls,
            KB: r.limit.transferredKb,
            requests: r.limit.requests,
            'JS KB': r.limit.scriptKb,
          },
        ],
        [
          `${r.label} app/limit`,
          {
            'LCP ms': ratio(r.app.lcpMs, r.limit.lcpMs),
            'h1 ms': ratio(r.app.h1Ms, r.limit.h1Ms),
            CLS: '',
            KB: ratio(r.app.transferredKb, r.limit.transferredKb),
            requests: ratio(r.app.requests, r.limit.requests),
            'JS KB': '',
          },
        ],
      ]),
    ),
  );
}

/** The phone budget (decision 215): `/` LCP ≤ 1.2 s, every other page ≤ 1.5 s, CLS ≤ 0.05. */
export const PHONE_LCP_TARGET_MS = { home: 1200, other: 1500 };
export const PHONE_CLS_TARGET = 0.05;

/** Each page's LCP and CLS against its target. */
export function phoneTargets(rows: PhoneRow[]) {
  return Object.fromEntries(
    rows.map((r) => {
      const lcpTarget = r.path === '/' ? PHONE_LCP_TARGET_MS.home : PHONE_LCP_TARGET_MS.other;
      const ok = r.app.lcpMs <= lcpTarget && r.app.cls <= PHONE_CLS_TARGET;
      return [
        r.label,
        {
          'LCP ms': r.app.lcpMs,
          'LCP target': `≤ ${lcpTarget}`,
          CLS: r.app.cls,
          'CLS target': `≤ ${PHONE_CLS_TARGET}`,
          '': ok ? 'OK' : 'OVER TARGET',
        },
      ];
    }),
  );
}
