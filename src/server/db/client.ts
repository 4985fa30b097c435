import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

/**
 * One drizzle type for both drivers. PGlite and node-postgres expose the same query
 * builder; we type against node-postgres so services never care which one runs.
 */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw statement; used by health checks, jobs and tests. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The PGlite instance in embedded mode (pg-boss needs it), undefined on a server. */
  pglite: PGlite | undefined;
  /** The pool on a server, undefined in embedded mode. */
  pool: pg.Pool | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps it in memory. */
  dataDir: string;
  /** An already-open PGlite (tests clone a migrated template). */
  pglite?: PGlite;
  /** Told about errors on idle pooled connections (the pool replaces them). */
  onPoolError?: (err: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection can die (server restart, failover, a dropped test database): log it and
    // let the pool open a new one, instead of an unhandled 'error' event ending the process.
    pool.on('error', (err) => options.onPoolError?.(err));
    // Fail fast on a wrong URL instead of on the first request.
    await pool.query('select 1');
    return {
      db: drizzlePg(pool, { schema }),
      kind: 'postgres',
      pglite: undefined,
      pool,
      query: async (sql, params) => (await pool.query(sql, params)).rows,
      close: () => pool.end(),
    };
  }
  const pglite = options.pglite ?? (await openPglite(options.dataDir));
  return {
    db: drizzlePglite(pglite, { schema }) as unknown as Db,
    kind: 'pglite',
    pglite,
    pool: undefined,
    query: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
    close: () => pglite.close(),
  };
}

/**
 * PostgreSQL settings for the embedded database. PGlite's default 128 MB buffer cache is
 * written through at start and stays resident (about 115 MB); an install's data is small and
 * the OS page cache still holds the files, so 16 MB is plenty (decision 055).
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function openPglite(dataDir: string): Promise<PGlite> {
  if (dataDir.startsWith('memory://')) return PGlite.create(dataDir, { startParams: pgliteStartParams });
  const dir = path.join(dataDir, 'pglite');
  if (needsCreation(dir)) await createPgliteDirInChild(dir);
  return PGlite.create(dir, { startParams: pgliteStartParams });
}

/** True when the folder holds no database yet (missing or empty). */
function needsCreation(dir: string): boolean {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return false;
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

const execFileAsync = promisify(execFile);

/**
 * Runs initdb in a short-lived child process. PGlite's initdb runs in WebAssembly and leaves
 * about 500 MB resident in whatever process ran it, which never returns it to the OS; the
 * server then only opens the finished folder. The child builds into a sibling folder that is
 * renamed into place at the end, so a crash mid-way never leaves a half-made database.
 */
async function createPgliteDirInChild(dir: string): Promise<void> {
  const building = `${dir}.creating-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const script = [
    "import { PGlite } from '@electric-sql/pglite';",
    'const db = await PGlite.create(process.argv[1]);',
    'await db.close();',
  ].join('\n');
  try {
    // Plain JavaScript (no tsx) run beside this file, so the package resolves from our node_modules.
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
  // An empty target folder (made by an older version) is replaced by the rename.
  if (fs.existsSync(dir)) fs.rmdirSync(dir);
  fs.renameSync(building, dir);
}
