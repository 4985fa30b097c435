import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../tests/test-database.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createOrPromoteAdmin } from '../modules/accounts/user-admin.service.ts';
import { createBackupStream, listStoredFiles } from './archive.ts';
import { publicTables } from './logical-dump.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';

/** Every row of every application table, as text, table by table. */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of await publicTables((sql, params) => database.query(sql, params))) {
    const rows = await database.query<{ j: string }>(`select row_to_json(t)::text as j from "${table}" t`);
    result[table] = rows.map((r) => r.j).sort();
  }
  return result;
}

function fileHashes(dataDir: string): Record<string, string> {
  return Object.fromEntries(
    listStoredFiles(dataDir).map((rel) => [
      rel,
      createHash('sha256')
        .update(fs.readFileSync(path.join(dataDir, rel)))
        .digest('hex'),
    ]),
  );
}

describe.skipIf(postgresUnavailable())('backup and restore', () => {
  let t: TestApp;
  let dataDir: string;
  let work: string;
  let archive: string;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-backup-'));
    dataDir = path.join(work, 'source');
    t = await createTestApp({ dataDir });
    // Rows of several kinds: users with passwords, audit entries (jsonb), the seeded site content.
    await createOrPromoteAdmin(t.app.db, {
      email: 'ada@example.com',
      password: 'a-Str0ng-password',
      firstName: 'Ada',
      lastName: 'Obi',
    });
    await createOrPromoteAdmin(t.app.db, {
      email: 'ngozi@example.com',
      password: 'an0ther-Str0ng-password',
      firstName: 'Ngozi',
      lastName: 'Eze',
    });
    fs.mkdirSync(path.join(dataDir, 'uploads', 'media', 'ab'), { recursive: true });
    fs.writeFileSync(
      path.join(dataDir, 'uploads', 'media', 'ab', `${randomUUID()}.webp`),
      randomBytes(300_000),
    );
    fs.writeFileSync(path.join(dataDir, 'uploads', 'media', 'empty.txt'), '');
    fs.mkdirSync(path.join(dataDir, 'uploads', 'portfolio'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'portfolio', 'ñ photo.jpg'), randomBytes(1234));
    archive = path.join(work, 'backup.tar.gz');
    await pipeline(createBackupStream(t.app.database, dataDir), fs.createWriteStream(archive));
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('brings an empty data folder or database back to the same rows and byte-identical files', async () => {
    const target = path.join(work, 'restored');
    let databaseUrl: string | undefined;
    let dropTarget = async () => {};
    if (inject('dbKind') === 'postgres') {
      const name = `restore_${randomUUID().replaceAll('-', '')}`;
      const admin = await openDatabase({ databaseUrl: inject('pgAdminUrl'), dataDir: '' });
      await admin.query(`create database ${name}`);
      databaseUrl = inject('pgAdminUrl').replace(/\/postgres$/, `/${name}`);
      dropTarget = async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.close();
      };
    }
    try {
      const result = await restoreBackup(archive, { databaseUrl, dataDir: target });
      expect(result.files).toBe(3);
      const restored = await openDatabase({ databaseUrl, dataDir: target });
      try {
        const before = await snapshot(t.app.database);
        const after = await snapshot(restored);
        expect(Object.keys(after)).toEqual(Object.keys(before));
        for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
        expect(before.users).toHaveLength(2);
      } finally {
        await restored.close();
      }
      expect(fileHashes(target)).toEqual(fileHashes(dataDir));
      expect(Object.keys(fileHashes(target))).toHaveLength(3);

      // Restore never merges: the same target, now holding data, is refused.
      await expect(restoreBackup(archive, { databaseUrl, dataDir: target })).rejects.toThrow(RestoreRefused);
    } finally {
      await dropTarget();
    }
  }, 180_000);
});
