/**
 * Bundles the server's own code (src/server, src/shared) into dist/server with esbuild, so
 * `npm start` runs plain JavaScript: loading every module through the TypeScript loader cost
 * about 3.5 s of a 7 s start (decision 059). Packages stay external, loaded from node_modules
 * as usual. It takes about 0.15 s, so `npm start` does it every time: the bundle can never be
 * older than the sources. Tests and `npm run dev` keep running src/ through tsx.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export const SERVER_BUNDLE_DIR = 'dist/server';

/**
 * Chunks of earlier builds that no server can still need: a running server may load a chunk
 * late (the email renderer at the first email), so files of another build are kept a day.
 */
const STALE_CHUNK_MS = 24 * 60 * 60 * 1000;

/** Bundles into dist/server, or into `outDir` (the import check builds a throwaway copy). */
export async function buildServer(root: string, outDir = SERVER_BUNDLE_DIR): Promise<void> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/server/server.ts'],
    outdir: outDir,
    bundle: true,
    splitting: true, // server.ts loads the app lazily, after the data-folder lock: keep that
    format: 'esm',
    platform: 'node',
    target: 'node22.22',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: 'linked',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
    metafile: true,
  });
  const fullOutDir = path.resolve(root, outDir);
  const current = new Set(Object.keys(result.metafile.outputs).map((file) => path.join(root, file)));
  for (const name of fs.readdirSync(fullOutDir)) {
    const file = path.join(fullOutDir, name);
    if (!current.has(file) && Date.now() - fs.statSync(file).mtimeMs > STALE_CHUNK_MS) fs.rmSync(file);
  }
}

if (import.meta.filename === process.argv[1]) {
  await buildServer(path.resolve(import.meta.dirname, '..'));
}
