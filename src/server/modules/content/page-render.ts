import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SsrRenderer } from '../../../shared/public-reads.ts';

/** The server renderer's module in the SSR build (vite.config.ts, environments.ssr). */
export const SSR_ENTRY = 'entry-server.js';

/** Whether `ssrDir` holds a built renderer. */
export function hasPageRenderer(ssrDir: string | undefined): boolean {
  return ssrDir !== undefined && fs.existsSync(path.join(ssrDir, SSR_ENTRY));
}

/**
 * Loads the server renderer Vite built into `ssrDir` (dist/ssr): the server imports it at run
 * time, from source (tests, npm run dev) or from its bundle (npm start) alike. Undefined when
 * there is no build: pages are then served as the client-rendered shell, as before.
 */
export async function loadPageRenderer(ssrDir: string | undefined): Promise<SsrRenderer | undefined> {
  if (!ssrDir) return undefined;
  const file = path.join(ssrDir, SSR_ENTRY);
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Partial<SsrRenderer>;
  if (typeof module.render !== 'function') throw new Error(`${file} does not export render()`);
  return { render: module.render };
}

/** `<div id="root">` filled with the rendered page, followed by the page's data as JSON. */
export function fillRoot(template: string, html: string, dataElementId: string, data: string): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  return template.replace(
    root,
    () =>
      `<div id="root">${html}</div><script type="application/json" id="${dataElementId}">${data}</script>`,
  );
}
