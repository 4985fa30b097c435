import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { faultArmed } from '../fault-point.ts';
import { signFileUrl } from './signed-url.ts';
import { assertValidKey, contentTypeOf, type FileStorage, isValidKey, type StoredObject } from './storage.ts';

/**
 * The local-folder driver: each key is a file under `root` (DATA_DIR/uploads), written to a
 * temporary name and renamed, so a reader never sees half a file. The content type goes in a
 * hidden sidecar (`.<name>.meta`, a name no key can take); files from before the sidecar
 * existed get theirs from the extension. The ETag is size and modification time, like a
 * static file server's: stored files are never rewritten in place.
 */
export function localFileStorage(root: string, signingSecret: Buffer): FileStorage {
  const fileOf = (key: string) => {
    assertValidKey(key);
    const file = path.resolve(root, key);
    // Belt and braces on top of the key check: nothing outside the root, ever.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`key escapes storage: ${key}`);
    return file;
  };
  const metaOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.meta`);

  async function stat(key: string): Promise<StoredObject | undefined> {
    if (!isValidKey(key)) return undefined;
    const file = fileOf(key);
    let info: fs.Stats;
    try {
      info = await fs.promises.stat(file);
    } catch {
      return undefined;
    }
    if (!info.isFile()) return undefined;
    let contentType = contentTypeOf(key);
    try {
      contentType = (JSON.parse(await fs.promises.readFile(metaOf(file), 'utf8')) as { contentType: string })
        .contentType;
    } catch {
      // No sidecar: the extension's type stands.
    }
    return {
      key,
      size: info.size,
      contentType,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      lastModified: info.mtime,
    };
  }

  return {
    async put(key, body, meta) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = path.join(path.dirname(file), `.tmp-${randomUUID()}`);
      try {
        // A test's full disk (lib/fault-point.ts): /dev/full answers every write with ENOSPC.
        const sink = faultArmed('storage-full') ? '/dev/full' : tmp;
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(sink));
        await fs.promises.writeFile(metaOf(file), JSON.stringify({ contentType: meta.contentType }));
        await fs.promises.rename(tmp, file);
      } catch (err) {
        await fs.promises.rm(tmp, { force: true });
        throw err;
      }
      const stored = await stat(key);
      if (!stored) throw new Error(`stored file vanished: ${key}`);
      return stored;
    },

    async get(key, options) {
      const object = await stat(key);
      if (!object) return undefined;
      const range = options?.range;
      const body = fs.createReadStream(
        fileOf(key),
        range ? { start: range.start, end: Math.min(range.end, object.size - 1) } : {},
      );
      return { object, body };
    },

    stat,

    async delete(key) {
      const file = fileOf(key);
      await fs.promises.rm(file, { force: true });
      await fs.promises.rm(metaOf(file), { force: true });
    },

    async deletePrefix(prefix) {
      await fs.promises.rm(fileOf(prefix), { recursive: true, force: true });
    },

    signedUrl(key, ttlSeconds, options) {
      assertValidKey(key);
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return signFileUrl(signingSecret, { key, exp, download: options?.download });
    },
  };
}
