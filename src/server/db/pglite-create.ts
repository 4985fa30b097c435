import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** True when the folder holds no database yet (missing or empty). */
export function pgliteNeedsCreation(dir: string): boolean {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return false;
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/**
 * Creates an embedded database folder (initdb) in a short-lived child process. PGlite's initdb
 * runs in WebAssembly and leaves about 500 MB resident in the process that ran it, which is
 * never given back to the OS; the server then only opens the finished folder (decision 055).
 * The child builds into a sibling folder that is renamed into place at the end, so a crash
 * half-way never leaves a half-made database behind.
 */
export async function createPgliteDir(dataFolder: string): Promise<void> {
  // Absolute: the child runs in another working directory.
  const dir = path.resolve(dataFolder);
  const building = `${dir}.creating-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const script = [
    "import { PGlite } from '@electric-sql/pglite';",
    // The same extensions as every other open (pglite-extensions.ts), so the new folder is
    // made exactly as the server will use it.
    "import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';",
    'const db = await PGlite.create(process.argv[1], { extensions: { btree_gist } });',
    'await db.close();',
  ].join('\n');
  try {
    // Plain JavaScript (no TypeScript loader: faster), run from this folder so the package
    // resolves from our node_modules whatever the caller's working directory.
    await execFileAsync(process.execPath, ['--input-type=module', '-e', script, building], {
      cwd: import.meta.dirname,
      env: { ...process.env, NODE_OPTIONS: '' },
      timeout: 120_000,
    });
  } catch (err) {
    fs.rmSync(building, { recursive: true, force: true });
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database in ${dir}${stderr ? `: ${stderr}` : ''}`, {
      cause: err,
    });
  }
  // An empty target folder (left by an older version) is removed so the rename can take its place.
  if (fs.existsSync(dir)) fs.rmdirSync(dir);
  fs.renameSync(building, dir);
}
