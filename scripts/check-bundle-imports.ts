/**
 * Fails (exit 1) when a package the built server imports at run time (statically or with
 * `import()`) does not give, under plain Node ESM, the names the code takes from it: what
 * `npm start` runs is the bundle under Node's own loader, while Vitest's interop forgives more.
 * Builds a throwaway copy of the server bundle (a fraction of a second) and checks the server
 * renderer's build too when there is one. Part of `npm run lint`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from './build-server.ts';
import { checkBundleImports } from './bundle-imports/check.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-bundle-check-'));
try {
  await buildServer(root, outDir);
  const dirs = [outDir, ...(fs.existsSync(path.join(root, 'dist/ssr')) ? [path.join(root, 'dist/ssr')] : [])];
  const problems = checkBundleImports(root, dirs);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} run-time import problem(s) in the built bundle.`);
    process.exitCode = 1;
  } else {
    console.info(
      'Bundle imports: every package the built server loads gives the names it uses under plain Node.',
    );
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
