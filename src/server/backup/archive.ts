import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Database } from '../db/client.ts';
import { type DatabaseDump, dumpDatabase } from './logical-dump.ts';

/**
 * One backup = one .tar.gz: manifest.json (format, database facts), db/<table>.ndjson (one row
 * per line), files/<path under DATA_DIR> (uploads and every other stored file, byte for byte),
 * then files.json (each file's size and SHA-256, checked on restore).
 */

export const BACKUP_FORMAT = 'aworan-backup';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  database: { kind: DatabaseDump['kind']; migrations: string[]; sequences: DatabaseDump['sequences'] };
  tables: { name: string; rows: number }[];
}

export interface StoredFile {
  path: string;
  size: number;
  sha256: string;
}

/** Folders of DATA_DIR that are not stored files: the embedded database and the lock/control. */
const NOT_FILES = new Set(['pglite', 'run']);

export function listStoredFiles(dataDir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dataDir, relative), { withFileTypes: true })) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      if (!relative && NOT_FILES.has(entry.name)) continue;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) found.push(rel);
    }
  };
  if (fs.existsSync(dataDir)) walk('');
  return found.sort();
}

function addEntry(pack: tar.Pack, name: string, content: string | Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, mode: 0o600 }, content, (err) => (err ? reject(err) : resolve()));
  });
}

async function addFile(pack: tar.Pack, dataDir: string, rel: string): Promise<StoredFile | undefined> {
  const full = path.join(dataDir, rel);
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(full, 'r');
  } catch {
    return undefined; // deleted since the listing: not part of this backup
  }
  try {
    const { size } = await handle.stat();
    const hash = createHash('sha256');
    if (size === 0) {
      await addEntry(pack, `files/${rel}`, Buffer.alloc(0));
      return { path: rel, size, sha256: hash.digest('hex') };
    }
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name: `files/${rel}`, size, mode: 0o600 }, (err) =>
        err ? reject(err) : resolve(),
      );
      // Read exactly the size announced in the header, even if the file grows meanwhile.
      const source = handle.createReadStream({ start: 0, end: size - 1, autoClose: false });
      source.on('data', (chunk) => hash.update(chunk));
      source.on('error', reject);
      source.pipe(entry);
    });
    return { path: rel, size, sha256: hash.digest('hex') };
  } finally {
    await handle.close();
  }
}

/** Streams a backup of the database and DATA_DIR's stored files; the caller pipes it somewhere. */
export function createBackupStream(database: Database, dataDir: string): Readable {
  const pack = tar.pack();
  const out = new PassThrough();
  const write = async () => {
    const dump = await dumpDatabase(database);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      database: { kind: dump.kind, migrations: dump.migrations, sequences: dump.sequences },
      tables: dump.tables.map((t) => ({ name: t.name, rows: t.rows.length })),
    };
    await addEntry(pack, 'manifest.json', JSON.stringify(manifest, null, 2));
    for (const table of dump.tables) {
      await addEntry(pack, `db/${table.name}.ndjson`, table.rows.map((r) => `${r}\n`).join(''));
    }
    const files: StoredFile[] = [];
    for (const rel of listStoredFiles(dataDir)) {
      const stored = await addFile(pack, dataDir, rel);
      if (stored) files.push(stored);
    }
    await addEntry(pack, 'files.json', JSON.stringify(files, null, 2));
    pack.finalize();
  };
  write().catch((err) => out.destroy(err));
  pipeline(pack, createGzip(), out).catch((err) => out.destroy(err));
  return out;
}

export interface ArchiveEntry {
  name: string;
  /** The entry's bytes, to be consumed before the next entry is read. */
  stream: Readable;
}

/** The entries of a backup file in order. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const source = fs.createReadStream(file).pipe(createGunzip());
  source.on('error', (err) => extract.destroy(err));
  source.pipe(extract);
  for await (const item of extract) {
    const entry = item as unknown as Readable & { header: tar.Header };
    if (entry.header.type !== 'file') {
      entry.resume();
      continue;
    }
    yield { name: entry.header.name, stream: entry };
    entry.resume();
  }
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
