import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PROJECT_ROOT } from '../lib/project-root.ts';
import { pgliteStartParams } from './client.ts';
import { pgliteExtensions } from './pglite-extensions.ts';

const MIGRATIONS = path.join(PROJECT_ROOT, 'drizzle');
const MOVE = '0025_attempt_counters';

/** The committed migrations up to, not including, `tag`: a database as the release before left it. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-migrations-'));
  fs.cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

// One schema change on the embedded database; the PostgreSQL run applies the same SQL files.
describe.skipIf(inject('dbKind') !== 'pglite')(
  'moving every attempt counter into one table (decision 259)',
  () => {
    const folders: string[] = [];
    afterAll(() => {
      for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
    });

    it('carries the counts still running, with their windows and waits, and drops the old tables', async () => {
      const before = migrationsBefore(MOVE);
      folders.push(before);
      const pg = await PGlite.create({ startParams: pgliteStartParams, extensions: pgliteExtensions });
      try {
        const db = drizzle(pg);
        await migrate(db, { migrationsFolder: before });
        const nowMs = Date.now();
        await pg.exec(`
        insert into form_rate_limits (key, count, reset_at) values
          ('POST /api/inquiries|198.51.100.7', 4, now() + interval '5 minutes'),
          ('upload|gone', 9, now() - interval '1 minute');
        insert into sign_in_throttles (email, ip_address, failures, last_failure_at, locked_until) values
          ('ada@example.ng', '198.51.100.7', 6, now() - interval '1 minute', now() + interval '2 minutes'),
          ('old@example.ng', '198.51.100.8', 3, now() - interval '2 days', null);
        insert into auth_rate_limits (key, count, last_request) values
          ('198.51.100.7|/sign-up/email', 8, ${nowMs - 5 * 60_000}),
          ('198.51.100.7|/sign-in/email', 10, ${nowMs - 5 * 60_000});
      `);

        await migrate(db, { migrationsFolder: MIGRATIONS });

        const rows = await pg.query<{ key: string; count: number; minutes: number; locked: boolean }>(
          `select key, count, round(extract(epoch from reset_at - now()) / 60)::int as minutes,
                locked_until is not null as locked
           from attempt_counters order by key`,
        );
        expect(rows.rows).toEqual([
          { key: 'POST /api/inquiries|198.51.100.7', count: 4, minutes: 5, locked: false },
          { key: 'auth|198.51.100.7|/sign-up/email', count: 8, minutes: 5, locked: false },
          { key: 'sign-in|ada@example.ng|198.51.100.7', count: 6, minutes: 24 * 60 - 1, locked: true },
        ]);
        const old = await pg.query(
          `select tablename from pg_tables
          where tablename in ('form_rate_limits', 'sign_in_throttles', 'auth_rate_limits')`,
        );
        expect(old.rows).toEqual([]);
      } finally {
        await pg.close();
      }
    }, 180_000);
  },
);
