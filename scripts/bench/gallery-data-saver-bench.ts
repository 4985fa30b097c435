/**
 * The data saver's figures (decision 267), part of the galleries bench: the 140-photo client
 * gallery loaded cold in Chromium on the 3G profile (400 kbit/s, 300 ms, 4× CPU, through the
 * DevTools protocol as the phone profile does) with `Save-Data: on`, as a browser in data saver
 * mode asks for it. The first screen is every byte on the wire until the network has been quiet
 * for a second without scrolling. Targets: first screen ≤ 300 KB, LCP ≤ 2.5 s.
 */
import { launchChromium } from '../bench-helpers.ts';
import { medianLoad, type PageLoad, phoneLoad, serveStatic, snapshotPage, THREE_G } from '../bench-phone.ts';
import { verdict } from './measure.ts';

export const DATA_SAVER_FIRST_SCREEN_KB = 300;
export const DATA_SAVER_LCP_MS = 2500;

/**
 * Median of `runs` cold loads of the gallery at `url` in data saver mode on 3G, and of the same
 * page saved as static HTML and CSS (no scripts) on a bare server: the limit on this machine.
 */
export async function dataSaverLoad(url: string, runs: number): Promise<{ app: PageLoad; limit: PageLoad }> {
  const browser = await launchChromium();
  const options = { profile: THREE_G, headers: { 'save-data': 'on' } };
  try {
    const snapshot = await serveStatic(await snapshotPage(browser, url, options.headers));
    try {
      const app: PageLoad[] = [];
      const limit: PageLoad[] = [];
      for (let i = 0; i < runs; i++) {
        app.push(await phoneLoad(browser, url, options));
        limit.push(await phoneLoad(browser, snapshot.url, options));
      }
      return { app: medianLoad(app), limit: medianLoad(limit) };
    } finally {
      await snapshot.close();
    }
  } finally {
    await browser.close();
  }
}

/** The figures' rows for the galleries table. */
export function dataSaverRows(photos: number, { app: load, limit }: { app: PageLoad; limit: PageLoad }) {
  const label = `${photos}-photo client gallery, data saver on 3G`;
  return {
    [`${label}: first screen KB`]: {
      measured: `${load.transferredKb} (${load.requests} requests: HTML ${load.htmlKb}, JS ${load.scriptKb}, CSS ${load.cssKb}, fonts ${load.fontKb}, images ${load.imageKb})`,
      target: `≤ ${DATA_SAVER_FIRST_SCREEN_KB}`,
      '': verdict(load.transferredKb <= DATA_SAVER_FIRST_SCREEN_KB),
    },
    [`${label}: LCP ms`]: {
      measured: `${load.lcpMs} (static limit ${limit.lcpMs}, ${limit.transferredKb} KB)`,
      target: `≤ ${DATA_SAVER_LCP_MS}`,
      '': verdict(load.lcpMs <= DATA_SAVER_LCP_MS),
    },
  };
}
