/**
 * Bundles the server's own code (src/server, src/shared) into dist/server with esbuild, so
 * `npm start` runs plain JavaScript: loading every module through the TypeScript loader cost
 * about 3.5 s of a 7 s start (decision 059). Packages stay external, loaded from node_modules
 * as usual. It takes about 0.15 s, so `npm start` does it every time: the bundle can never be
 * older than the sources. Tests and `npm run dev` keep running src/ through tsx.
 */
import path from 'node:path';
import { build } from 'esbuild';

export const SERVER_BUNDLE_DIR = 'dist/server';

export async function buildServer(root: string): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: ['src/server/server.ts'],
    outdir: SERVER_BUNDLE_DIR,
    bundle: true,
    splitting: true, // server.ts loads the app lazily, after the data-folder lock: keep that
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: 'linked',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
}

if (import.meta.filename === process.argv[1]) {
  await buildServer(path.resolve(import.meta.dirname, '..'));
}
