import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PROJECT_ROOT } from '../lib/project-root.ts';
import type { Database } from './client.ts';

const migrationsFolder = path.join(PROJECT_ROOT, 'drizzle');

/** Any fixed number: the advisory lock instances take to migrate one at a time. */
const MIGRATION_LOCK = 7_401_202_611;

/**
 * Applies the committed SQL migrations; the same files run on PGlite and PostgreSQL. Several
 * instances starting together on one PostgreSQL database take turns under an advisory lock: the
 * first applies what is missing, the others then find nothing to do (drizzle's migrator alone
 * would have each create the same tables at once, decision 286).
 */
export async function runMigrations(database: Database): Promise<void> {
  // Each migrator wants its own driver's drizzle type: wrap the raw connection for it.
  if (database.pglite) {
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder });
  } else if (database.pool) {
    const session = await database.pool.connect();
    try {
      await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(session), { migrationsFolder });
    } finally {
      await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      session.release();
    }
  }
}

/**
 * True when the database has every migration this build carries (a readiness check: an
 * instance of a newer build waits until whoever migrates has done so). Drizzle records each
 * applied migration with its journal entry's `when`.
 */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const latest = await latestMigration();
  const [row] = await database.query<{ applied: string | null }>(
    'select max(created_at) as applied from drizzle.__drizzle_migrations',
  );
  return Number(row?.applied ?? 0) >= latest;
}

/** The build's last migration (its journal's `when`), read once: a load balancer asks every few seconds. */
let latestWhen: Promise<number> | undefined;
function latestMigration(): Promise<number> {
  latestWhen ??= readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8').then((text) => {
    const journal = JSON.parse(text) as { entries: { when: number }[] };
    return Math.max(...journal.entries.map((e) => e.when));
  });
  // A failed read is tried again at the next check, not remembered.
  latestWhen.catch(() => {
    latestWhen = undefined;
  });
  return latestWhen;
}
