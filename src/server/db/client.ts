import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createPgliteDir, pgliteNeedsCreation } from './pglite-create.ts';
import { pgliteExtensions } from './pglite-extensions.ts';
import * as schema from './schema/index.ts';
import { assertOutsideTransaction, guardOuterDb } from './transaction.ts';

/**
 * One drizzle type for both drivers and for a transaction handle: the query builder they all
 * share (PgDatabase), so services never care which driver runs or whether they are inside
 * withTransaction(), and no cast is needed anywhere.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

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
      db: guardOuterDb(drizzlePg(pool, { schema })),
      kind: 'postgres',
      pglite: undefined,
      pool,
      query: async (sql, params) => {
        assertOutsideTransaction('database.query');
        return (await pool.query(sql, params)).rows;
      },
      close: () => pool.end(),
    };
  }
  const pglite = options.pglite ?? (await openPglite(options.dataDir));
  return {
    // Same query builder as node-postgres (see Db); the guard turns PGlite's "outer handle
    // inside a transaction" hang into an immediate, explained error.
    db: guardOuterDb(drizzlePglite(pglite, { schema })),
    kind: 'pglite',
    pglite,
    pool: undefined,
    query: async <T>(sql: string, params?: unknown[]) => {
      assertOutsideTransaction('database.query');
      return (await pglite.query<T>(sql, params)).rows;
    },
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
  if (dataDir.startsWith('memory://'))
    return PGlite.create(dataDir, { startParams: pgliteStartParams, extensions: pgliteExtensions });
  const dir = path.join(dataDir, 'pglite');
  if (pgliteNeedsCreation(dir)) await createPgliteDir(dir);
  return PGlite.create(dir, { startParams: pgliteStartParams, extensions: pgliteExtensions });
}
