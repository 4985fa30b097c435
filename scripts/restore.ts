/**
 * Restores a backup made by `npm run backup` into an EMPTY data folder or database:
 *   DATA_DIR=./data-restored npm run restore -- FILE
 *   DATABASE_URL=postgres://…/new_db DATA_DIR=./data npm run restore -- FILE
 * The server must not be running on that DATA_DIR (the command holds the folder's lock).
 * It never merges: a folder or database with data is refused.
 */

import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { failCommand } from '../src/server/control/command-target.ts';
import { acquireDataDirLock, staleNotice } from '../src/server/lib/data-dir-lock.ts';

const file = process.argv[2];
if (!file) failCommand('Usage: npm run restore -- FILE   (into an empty DATA_DIR or DATABASE_URL)');
const archive = path.resolve(file);
if (!fs.existsSync(archive)) failCommand(`${archive} does not exist.`);

const config = loadConfig();
const lock = await acquireDataDirLock(config.dataDir, 'restore').catch(failCommand);
const notice = staleNotice(lock);
if (notice) console.warn(notice);
// Loaded after the lock: a refusal does not wait for the database driver to load.
const { RestoreRefused, restoreBackup } = await import('../src/server/backup/restore.ts');
try {
  const result = await restoreBackup(archive, { databaseUrl: config.databaseUrl, dataDir: lock.dataDir });
  console.info(
    `Restored ${result.rows} rows in ${result.tables} tables and ${result.files} files into ` +
      `${config.databaseUrl ? 'the database at DATABASE_URL' : lock.dataDir}. Start the server with npm start.`,
  );
  for (const need of result.needs) console.info(need);
} catch (err) {
  console.error(
    err instanceof RestoreRefused ? err.message : `Restore failed: ${(err as Error).message.split('\n')[0]}`,
  );
  process.exitCode = 1;
} finally {
  await lock.release();
}
