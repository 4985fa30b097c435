import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type Database, openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { keyFileOf, wrappingOf } from '../lib/wrapped-secret.ts';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  listStoredFiles,
  readAll,
  readArchive,
  type StoredFile,
} from './archive.ts';
import { appliedMigrations, type DatabaseDump, loadDatabase, publicTables } from './logical-dump.ts';

/** Refusals the command prints as one line (not bugs). */
export class RestoreRefused extends Error {}

export interface RestoreTarget {
  databaseUrl: string | undefined;
  dataDir: string;
}

export interface RestoreResult {
  tables: number;
  rows: number;
  files: number;
  /** What the restored server needs that no backup holds (the key of the secrets kept encrypted). */
  needs: string[];
}

/**
 * The secrets the database keeps encrypted (the contract seal's key, decision 213) open only with
 * the key that wrapped them, which is never in a backup: say which one the restored server needs.
 */
async function keysNeeded(database: Database, dataDir: string): Promise<string[]> {
  const rows = await database.query<{ value: string }>('select value from app_secrets');
  const sources = new Set(
    rows.flatMap((r) => {
      try {
        return [wrappingOf(r.value)];
      } catch {
        return [];
      }
    }),
  );
  const needs: string[] = [];
  if (sources.has('auth-secret'))
    needs.push(
      'Start the restored server with the same AUTH_SECRET as the old one: the contract seal certificate is encrypted with it.',
    );
  if (sources.has('key-file'))
    needs.push(
      `Copy seal.key from the old server's DATA_DIR/run into ${keyFileOf(dataDir)} before starting: the contract seal certificate is encrypted with it, and backups leave it out.`,
    );
  if (needs.length)
    needs.push(
      'Without it the server makes a new seal certificate at start; contract PDFs sealed before keep their seal.',
    );
  return needs;
}

/** Restore never merges into existing data: the folder and the database must be empty. */
async function checkEmpty(target: RestoreTarget): Promise<void> {
  const pgliteDir = path.join(target.dataDir, 'pglite');
  if (!target.databaseUrl && fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length > 0) {
    throw new RestoreRefused(
      `${target.dataDir} already holds a database: restore into an empty data folder (set DATA_DIR to a new folder).`,
    );
  }
  const stored = listStoredFiles(target.dataDir);
  if (stored.length > 0) {
    throw new RestoreRefused(
      `${target.dataDir} already holds stored files (${stored[0]}…): restore into an empty data folder.`,
    );
  }
}

async function openTarget(target: RestoreTarget): Promise<Database> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  if (database.kind === 'postgres') {
    const tables = await publicTables((sql, params) => database.query(sql, params));
    if (tables.length > 0) {
      await database.close();
      throw new RestoreRefused(
        'The database at DATABASE_URL already has tables: restore into an empty database (createdb a new one).',
      );
    }
  }
  return database;
}

function safeRelative(name: string): string {
  const rel = name.slice('files/'.length);
  const normal = path.posix.normalize(rel);
  if (!rel || normal.startsWith('..') || path.posix.isAbsolute(normal) || normal.split('/')[0] === 'pglite') {
    throw new RestoreRefused(`The backup holds an unsafe file name: ${name}`);
  }
  return normal;
}

export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  await checkEmpty(target);
  let manifest: BackupManifest | undefined;
  let database: Database | undefined;
  const dump: DatabaseDump = { kind: 'pglite', migrations: [], tables: [], sequences: [] };
  let loaded = false;
  const written = new Map<string, StoredFile>();
  let expected: StoredFile[] | undefined;

  const loadOnce = async () => {
    if (loaded) return;
    if (!database || !manifest) throw new RestoreRefused('The backup has no manifest: not an Aworan backup.');
    await loadDatabase(database, dump);
    loaded = true;
  };

  try {
    for await (const entry of readArchive(file)) {
      if (entry.name === 'manifest.json') {
        manifest = JSON.parse((await readAll(entry.stream)).toString('utf8')) as BackupManifest;
        if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) {
          throw new RestoreRefused('This file is not an Aworan backup (version 1).');
        }
        database = await openTarget(target);
        await runMigrations(database);
        const migrations = await appliedMigrations((sql, params) => database!.query(sql, params));
        if (migrations.join() !== manifest.database.migrations.join()) {
          throw new RestoreRefused(
            `The backup was made by another version of Aworan (${manifest.database.migrations.length} migrations, ` +
              `this one has ${migrations.length}): restore it with the version that made it.`,
          );
        }
        dump.sequences = manifest.database.sequences;
      } else if (entry.name.startsWith('db/') && entry.name.endsWith('.ndjson')) {
        const text = (await readAll(entry.stream)).toString('utf8');
        dump.tables.push({
          name: entry.name.slice(3, -'.ndjson'.length),
          rows: text.split('\n').filter((line) => line.length > 0),
        });
      } else if (entry.name.startsWith('files/')) {
        await loadOnce();
        const rel = safeRelative(entry.name);
        const full = path.join(target.dataDir, rel);
        fs.mkdirSync(path.dirname(full), { recursive: true });
        const hash = createHash('sha256');
        let size = 0;
        entry.stream.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          size += chunk.length;
        });
        await pipeline(entry.stream, fs.createWriteStream(full, { mode: 0o644 }));
        written.set(rel, { path: rel, size, sha256: hash.digest('hex') });
      } else if (entry.name === 'files.json') {
        await loadOnce();
        expected = JSON.parse((await readAll(entry.stream)).toString('utf8')) as StoredFile[];
      }
    }
    await loadOnce();
    for (const want of expected ?? []) {
      const got = written.get(want.path);
      if (!got || got.sha256 !== want.sha256 || got.size !== want.size) {
        throw new RestoreRefused(`The backup is damaged: ${want.path} does not match its checksum.`);
      }
    }
    return {
      tables: dump.tables.length,
      rows: dump.tables.reduce((n, t) => n + t.rows.length, 0),
      files: written.size,
      needs: await keysNeeded(database!, target.dataDir),
    };
  } finally {
    await database?.close();
  }
}
