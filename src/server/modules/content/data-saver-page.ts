import fs from 'node:fs';
import path from 'node:path';

/** The client build's data saver start (vite.config.ts: the `after-cover` input). */
const AFTER_COVER_SOURCE = 'after-cover.ts';

/** The address of the built data saver start, from Vite's manifest; undefined without a build. */
export function afterCoverScriptOf(clientDir: string | undefined): string | undefined {
  if (!clientDir) return undefined;
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; src?: string }>;
    const entry = Object.values(manifest).find((chunk) => chunk.src === AFTER_COVER_SOURCE);
    return entry ? `/${entry.file}` : undefined;
  } catch {
    return undefined;
  }
}

const IMAGE_PRELOAD = /<link rel="preload"[^>]*\bas="image"[^>]*\/?>/g;

/**
 * The preloads of the page's first images, which React's server renderer writes at the top of
 * the page (inside the root), moved to the top of <head>: the browser then asks for the largest
 * image before the stylesheet and scripts, instead of after them (decision 267).
 */
export function imagePreloadsFirst(html: string): string {
  const root = html.indexOf('<div id="root">');
  if (root < 0) return html;
  const body = html.slice(root);
  const preloads = body.match(IMAGE_PRELOAD);
  if (!preloads) return html;
  const head = html
    .slice(0, root)
    .replace(/(<meta name="viewport"[^>]*>)/, (viewport) => `${viewport}${preloads.join('')}`);
  return head + body.replace(IMAGE_PRELOAD, '');
}

/**
 * A page for a visitor sparing data (decision 267): no web font (the display face falls back to
 * the system's serif: `data-save-data` on <html>, styles.css), and the app's scripts after the
 * largest image: the entry and its module preloads are replaced by the small start that imports
 * them once that image has loaded (src/client/after-cover.ts).
 */
export function spareDataPage(html: string, afterCoverScript: string | undefined): string {
  let page = html
    .replace(/<html([^>]*)>/, (_tag, attributes: string) => `<html${attributes} data-save-data>`)
    .replace(/\s*<link rel="preload"[^>]*\bas="font"[^>]*\/?>/g, '');
  if (!afterCoverScript) return page;
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page);
  if (!entry) return page;
  const preloads: string[] = [];
  page = page.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_link, href: string) => {
    if (href !== entry[1]) preloads.push(href);
    return '';
  });
  return page.replace(
    entry[0],
    () =>
      `<script type="module" crossorigin src="${afterCoverScript}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`,
  );
}
