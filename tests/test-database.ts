import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { pgliteExtensions } from '../src/server/db/pglite-extensions.ts';

const ignore = () => {};

export interface TestDatabase {
  database: Database;
  /** Set on PostgreSQL: lets a test open a second pool, e.g. for pg-boss or races. */
  url: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file, copied from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (inject('dbKind') === 'postgres') {
    const adminUrl = inject('pgAdminUrl');
    const name = `test_${randomUUID().replaceAll('-', '')}`;
    const admin = await openDatabase({ databaseUrl: adminUrl, dataDir: '', onPoolError: ignore });
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    const url = adminUrl.replace(/\/postgres$/, `/${name}`);
    // Dropping the database ends its connections; those errors are expected.
    const database = await openDatabase({ databaseUrl: url, dataDir: '', onPoolError: ignore });
    return {
      database,
      url,
      async drop() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.close();
      },
    };
  }
  const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  const pglite = await PGlite.create({ loadDataDir: template, extensions: pgliteExtensions });
  const database = await openDatabase({ dataDir: 'memory://', pglite });
  return { database, url: undefined, drop: () => database.close() };
}

/** True when this run has no PostgreSQL (no initdb): such suites skip with a notice. */
export function postgresUnavailable(): boolean {
  return inject('dbKind') === 'postgres' && !inject('pgAdminUrl');
}
