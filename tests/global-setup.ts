import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { ensureAppBuilt } from './front-end-build.ts';
import { findInitdb, startPgCluster } from './pg-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which database this integration run uses. */
    dbKind: 'pglite' | 'postgres';
    /** pglite: a migrated data directory tarball each test file loads. */
    pgliteTemplate: string;
    /** postgres: URL of the server's maintenance database and the migrated template's name. */
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

/**
 * Prepares one migrated database per run, which every test file copies: a PGlite data
 * directory dump, or a template database on a throwaway PostgreSQL 15 cluster.
 */
export default async function setup(project: TestProject) {
  const kind = project.name.endsWith('postgres') ? 'postgres' : 'pglite';
  project.provide('dbKind', kind);
  // The server-rendering tests serve the built pages (about 5 s when the sources changed); the
  // tests of real processes start the server bundle, as `npm start` does.
  await ensureAppBuilt();

  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(database);
    const dump = await database.pglite!.dumpDataDir('none');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-pglite-')), 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteTemplate', file);
    project.provide('pgAdminUrl', '');
    project.provide('pgTemplate', '');
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }

  if (!findInitdb()) {
    // In CI a missing PostgreSQL is a broken machine, not a reason to report green.
    if (process.env.CI === 'true' || process.env.CI === '1') {
      throw new Error(
        '[integration-postgres] initdb was not found (PATH or /usr/lib/postgresql/*/bin) and CI is set: ' +
          'install PostgreSQL 15 (apt-get install -y postgresql) so these tests run instead of being skipped.',
      );
    }
    console.warn('\n[integration] NOTICE: initdb not found, PostgreSQL integration tests are skipped.\n');
    project.provide('pgAdminUrl', '');
    project.provide('pgTemplate', '');
    project.provide('pgliteTemplate', '');
    return;
  }
  const cluster = await startPgCluster();
  console.info(`\n[integration] PostgreSQL 15 cluster started at ${cluster.url('postgres')}\n`);
  const admin = await openDatabase({ databaseUrl: cluster.url('postgres'), dataDir: '' });
  await admin.query('create database aworan_template');
  await admin.close();
  const template = await openDatabase({ databaseUrl: cluster.url('aworan_template'), dataDir: '' });
  await runMigrations(template);
  await template.close();
  project.provide('pgAdminUrl', cluster.url('postgres'));
  project.provide('pgTemplate', 'aworan_template');
  project.provide('pgliteTemplate', '');
  return () => cluster.stop();
}
