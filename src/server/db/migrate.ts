import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PROJECT_ROOT } from '../lib/project-root.ts';
import type { Database } from './client.ts';

const migrationsFolder = path.join(PROJECT_ROOT, 'drizzle');

/** Applies the committed SQL migrations; the same files run on PGlite and PostgreSQL. */
export async function runMigrations(database: Database): Promise<void> {
  // Each migrator wants its own driver's drizzle type: wrap the raw connection for it.
  if (database.pglite) {
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder });
  } else if (database.pool) {
    await migratePg(drizzlePg(database.pool), { migrationsFolder });
  }
}
