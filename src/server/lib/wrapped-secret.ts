import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in the database encrypted with a key that is NOT in the database (decision 213),
 * so a backup archive (rows and stored files) never holds both: AES-256-GCM with a key derived
 * from AUTH_SECRET when it is set, else with the key file DATA_DIR/run/seal.key, which backups
 * leave out (DATA_DIR/run holds the lock and the control socket) and the operator keeps.
 */
export type WrapSource = 'auth-secret' | 'key-file';

export interface WrappingKey {
  source: WrapSource;
  key: Buffer;
}

export interface WrapOptions {
  authSecret?: string | undefined;
  dataDir?: string | undefined;
}

interface Wrapped {
  v: 2;
  with: WrapSource;
  /** Which key (a hash of it), so a wrong one is told from a damaged value. */
  check: string;
  iv: string;
  tag: string;
  data: string;
}

export const KEY_FILE_NAME = 'seal.key';
export const keyFileOf = (dataDir: string) => path.join(dataDir, 'run', KEY_FILE_NAME);

const checkOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 16);

function keyFile(dataDir: string, create: boolean): Buffer | undefined {
  const file = keyFileOf(dataDir);
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || !create) return undefined;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // Exclusive create: of two processes starting together, one writes and both read it.
    fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
}

/**
 * The keys that may wrap a secret here, the one new values use first: AUTH_SECRET's when it is
 * set, then the key file's (made when `create` and nothing better exists).
 */
export function wrappingKeys(options: WrapOptions, create: boolean): WrappingKey[] {
  const keys: WrappingKey[] = [];
  if (options.authSecret) {
    const key = Buffer.from(hkdfSync('sha256', options.authSecret, 'aworan', 'secrets at rest', 32));
    keys.push({ source: 'auth-secret', key });
  }
  if (options.dataDir) {
    const key = keyFile(options.dataDir, create && keys.length === 0);
    if (key) keys.push({ source: 'key-file', key });
  }
  return keys;
}

export function wrapSecret(plain: string, wrapping: WrappingKey): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrapping.key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const wrapped: Wrapped = {
    v: 2,
    with: wrapping.source,
    check: checkOf(wrapping.key),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
  return JSON.stringify(wrapped);
}

/** How a stored value is kept: wrapped (with which source), or in clear (from before). */
export function wrappingOf(stored: string): WrapSource | 'clear' {
  const parsed = JSON.parse(stored) as Partial<Wrapped>;
  return parsed.v === 2 && parsed.with ? parsed.with : 'clear';
}

/** The plain value with the key that opened it, or undefined when none of `keys` is the one. */
export function unwrapSecret(
  stored: string,
  keys: WrappingKey[],
): { plain: string; key: WrappingKey } | undefined {
  const wrapped = JSON.parse(stored) as Wrapped;
  const key = keys.find((k) => checkOf(k.key) === wrapped.check);
  if (!key) return undefined;
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(wrapped.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(wrapped.tag, 'base64'));
  const plain = Buffer.concat([decipher.update(Buffer.from(wrapped.data, 'base64')), decipher.final()]);
  return { plain: plain.toString('utf8'), key };
}
