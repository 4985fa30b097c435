/**
 * Writes one backup archive (database rows and every stored file under DATA_DIR):
 *   npm run backup                    ./aworan-backup-<date>.tar.gz
 *   npm run backup -- FILE            to FILE
 * While a server runs on DATA_DIR, the server writes it (over the control channel) from one
 * consistent snapshot; otherwise the command opens the data itself, holding the folder's lock.
 * Restore with `npm run restore -- FILE`. See docs/decisions/052-backup-and-restore.md.
 */

import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBackupStream } from '../src/server/backup/archive.ts';
import { loadConfig } from '../src/server/config.ts';
import { failCommand, findCommandTarget } from '../src/server/control/command-target.ts';
import { openDatabase } from '../src/server/db/client.ts';

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const output = path.resolve(process.argv[2] ?? `aworan-backup-${stamp}.tar.gz`);
if (fs.existsSync(output)) failCommand(`${output} already exists: choose another file name.`);
if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite'))) {
  failCommand(`No Aworan data found in ${config.dataDir}: set DATA_DIR (or DATABASE_URL) to the server's.`);
}

/** Written beside the target first, so a failed backup never leaves a file that looks whole. */
async function writeTo(source: Readable) {
  const partial = `${output}.partial`;
  try {
    await pipeline(source, fs.createWriteStream(partial, { mode: 0o600 }));
    fs.renameSync(partial, output);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

async function backup() {
  const target = await findCommandTarget(config.dataDir, 'backup');
  if (target.kind === 'server') {
    const { status, stream } = await target.client.request('GET', '/backup');
    if (status !== 200) throw new Error(`The running server could not write the backup (status ${status}).`);
    await writeTo(stream);
    return `from the server running at ${target.info.publicUrl}`;
  }
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await writeTo(createBackupStream(database, target.lock.dataDir));
    } finally {
      await database.close();
    }
    return `from ${target.lock.dataDir} (no server running)`;
  } finally {
    await target.lock.release();
  }
}

const from = await backup().catch((err) => failCommand(`Backup failed: ${(err as Error).message}`));
console.info(`Backup written to ${output} (${fs.statSync(output).size} bytes), ${from}.`);
if (config.storage.driver === 's3') {
  console.info(
    `Files stored in the bucket ${config.storage.bucket} (STORAGE_URL) are not in this archive: back the bucket up with the store's own tools (versioning, replication).`,
  );
}
