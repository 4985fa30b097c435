/**
 * What a public page's first view downloads besides its HTML, read from the build (decision
 * 215): the entry chunk and the page's chunk with everything they import statically, their CSS
 * and the fonts index.html preloads, each counted as the brotli file the server sends. Also which
 * modules those chunks hold, to keep zod and studio code out of public pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHUNK_MODULES_FILE } from './client-build-plugin.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FirstView {
  /** Files (paths under dist/client) the first view fetches: scripts, styles, preloaded fonts. */
  files: string[];
  /** Their bytes as sent (brotli where the build made a copy, the file itself otherwise). */
  kb: number;
  /** Source modules in its scripts (paths relative to the project). */
  modules: string[];
}

export class BuiltClient {
  private readonly manifest: Manifest;
  private readonly chunkModules: Record<string, string[]>;

  constructor(readonly dir: string) {
    this.manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
    this.chunkModules = JSON.parse(fs.readFileSync(path.join(dir, CHUNK_MODULES_FILE), 'utf8')) as Record<
      string,
      string[]
    >;
  }

  /** The fonts index.html preloads. */
  private preloadedFonts(): string[] {
    const html = fs.readFileSync(path.join(this.dir, 'index.html'), 'utf8');
    return [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /as="font"/.test(tag))
      .map((tag) => /href="\/?([^"]+)"/.exec(tag)?.[1] ?? '')
      .filter(Boolean);
  }

  /** The chunk of manifest entry `key` with every chunk it imports statically, CSS included. */
  private closure(key: string, into: Set<string>) {
    const chunk = this.manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) this.closure(imported, into);
  }

  private sentBytes(file: string): number {
    const full = path.join(this.dir, file);
    const br = `${full}.br`;
    if (fs.existsSync(br)) return fs.statSync(br).size;
    const body = fs.readFileSync(full);
    // woff2 and images are compressed already; text without a .br copy would not shrink.
    return /\.(js|css)$/.test(file) ? zlib.brotliCompressSync(body).length : body.length;
  }

  /** What every page downloads: the entry chunk, its imports and its CSS. */
  shared(): FirstView {
    const files = new Set<string>();
    this.closure('index.html', files);
    return this.view(files);
  }

  private view(files: Set<string>): FirstView {
    const list = [...files];
    const modules = list.flatMap((file) => this.chunkModules[file] ?? []);
    const bytes = list.reduce((sum, file) => sum + this.sentBytes(file), 0);
    return { files: list, kb: bytes / 1024, modules };
  }

  /** The first view of the page whose module is `pageSrc` (relative to src/client, e.g. app/routes/public/home-page.tsx). */
  firstView(pageSrc: string): FirstView {
    const files = new Set<string>();
    this.closure('index.html', files);
    this.closure(pageSrc, files);
    for (const font of this.preloadedFonts()) files.add(font);
    return this.view(files);
  }
}

export interface RouteEntry {
  path: string;
  access: string;
  ssr: boolean;
  /** The page module, relative to src/client (a key of the manifest). */
  page: string;
}

/**
 * The route table's entries, read from its source (src/client/app/route-table.ts; the client's
 * code is typed for the browser, not for this Node script): each `{ path, access, …, load }`.
 */
export function routeEntries(source: string): RouteEntry[] {
  const entry =
    /\{\s*path:\s*'([^']+)',\s*access:\s*'([^']+)',([^{}]*?)load:\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g;
  return [...source.matchAll(entry)].map((m) => ({
    path: m[1]!,
    access: m[2]!,
    ssr: !/\bssr:\s*false\b/.test(m[3]!),
    page: `app/${m[4]}.tsx`,
  }));
}

/** Code that belongs to the signed-in studio, never to a public page. */
export const STUDIO_CODE =
  /^src\/client\/(app\/routes\/(studio|admin|account)\/|features\/(admin|clients|content-admin)\/|features\/[^/]+\/[^/]*-(screen|manager)\.tsx$|components\/ui\/(tabbed-list|use-tab-pages|status-tabs)\.)/;
/** zod: public pages validate nothing before a form is opened (decision 030). */
export const ZOD = /(^|\/)node_modules\/zod\//;
