import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the front-end build depends on: its sources, the shared contracts it imports, the build
 * configuration (with the two helpers it runs) and the lockfile (a dependency upgrade changes
 * the bundle). Paths are relative to the project root.
 */
export const CLIENT_BUILD_INPUTS = [
  'src/client',
  'src/shared',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.client.json',
  'scripts/build-stamp.ts',
  'scripts/precompress.ts',
  'scripts/client-build-plugin.ts',
];

/** The server renderer the same build writes (vite.config.ts, environments.ssr; decision 087). */
export const SSR_ENTRY_FILE = 'dist/ssr/entry-server.js';

/** The stamp sits beside the build output, not in it: the server must never serve it. */
export const STAMP_FILE = 'dist/client-build-stamp.json';

function listFiles(root: string, entry: string, out: string[]) {
  const full = path.join(root, entry);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(full);
  } catch {
    return; // an input that does not exist (yet) simply does not count
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(full)) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      listFiles(root, path.join(entry, name), out);
    }
  } else if (stat.isFile()) {
    out.push(entry.split(path.sep).join('/'));
  }
}

/** SHA-256 over every input file's path and bytes, in a fixed order. */
export function hashClientSources(root: string, inputs: readonly string[] = CLIENT_BUILD_INPUTS): string {
  const files: string[] = [];
  for (const entry of inputs) listFiles(root, entry, files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(root, file));
    // Length-prefixed so that moving bytes between a name and a content cannot collide.
    hash.update(`${file.length}:${file}:${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

export interface ClientBuildState {
  current: boolean;
  /** Why a build is needed, for the one line printed at start. */
  reason?: string;
}

/**
 * A build is current when both outputs (browser bundle and server renderer) exist and the stamp the last successful build wrote
 * names the same source hash as now.
 */
export function clientBuildState(
  root: string,
  options: { outDir?: string; ssrEntry?: string; stampFile?: string; inputs?: readonly string[] } = {},
): ClientBuildState {
  const outDir = path.join(root, options.outDir ?? 'dist/client');
  const ssrEntry = path.join(root, options.ssrEntry ?? SSR_ENTRY_FILE);
  const stampFile = path.join(root, options.stampFile ?? STAMP_FILE);
  if (!fs.existsSync(path.join(outDir, 'index.html'))) return { current: false, reason: 'no build yet' };
  if (!fs.existsSync(ssrEntry)) return { current: false, reason: 'no server renderer build yet' };
  const stamp = readStamp(stampFile);
  if (!stamp) return { current: false, reason: 'no build stamp' };
  if (stamp !== hashClientSources(root, options.inputs)) {
    return { current: false, reason: 'front-end sources changed' };
  }
  return { current: true };
}

export function readStamp(stampFile: string): string | undefined {
  try {
    const value = JSON.parse(fs.readFileSync(stampFile, 'utf8')) as { sources?: unknown };
    return typeof value.sources === 'string' ? value.sources : undefined;
  } catch {
    return undefined;
  }
}

export function writeStamp(stampFile: string, sources: string): void {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${JSON.stringify({ sources, builtAt: new Date().toISOString() }, null, 2)}\n`);
}

export function removeStamp(stampFile: string): void {
  fs.rmSync(stampFile, { force: true });
}
