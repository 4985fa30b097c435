import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/test-app.ts';
import { openDatabase } from '../db/client.ts';
import { keyFileOf } from '../lib/wrapped-secret.ts';
import { type SealConfig, sealKey } from '../modules/contracts/contract-seal.ts';
import { createBackupStream, readAll, readArchive } from './archive.ts';
import { restoreBackup } from './restore.ts';

const fingerprint = (p12: Buffer) => createHash('sha256').update(p12).digest('hex');

/**
 * The contract seal's certificate is in every backup, but its key is not usable from the
 * archive alone (decision 213): it is encrypted with AUTH_SECRET's key or DATA_DIR/run/seal.key,
 * neither of which a backup holds. A restore says what it needs; given it, the same certificate
 * seals again; without it, a new one is made.
 */
describe.each([
  ['the key file', undefined],
  ['AUTH_SECRET', randomBytes(32).toString('base64url')],
])('the contract seal key in a backup, kept with %s', (_label, authSecret) => {
  let t: TestApp;
  let work: string;
  let source: string;
  let archive: string;
  let original: { p12: Buffer; passphrase: string };
  const config = (dataDir: string, secret = authSecret): SealConfig => ({ dataDir, authSecret: secret });

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-seal-'));
    source = path.join(work, 'source');
    t = await createTestApp({ dataDir: source, authSecret });
    original = await sealKey(t.app.db, config(source));
    archive = path.join(work, 'backup.tar.gz');
    await pipeline(createBackupStream(t.app.database, source), fs.createWriteStream(archive));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** Restores the archive into a new folder (embedded database) and reads its seal with `seal`. */
  async function restoreAndSeal(name: string, prepare: (dataDir: string) => void, secret = authSecret) {
    const target = path.join(work, name);
    const result = await restoreBackup(archive, { databaseUrl: undefined, dataDir: target });
    prepare(target);
    const database = await openDatabase({ dataDir: target });
    try {
      const key = await sealKey(database.db, config(target, secret));
      const names = await database.query<{ name: string }>('select name from app_secrets order by name');
      return { result, key, names: names.map((n) => n.name) };
    } finally {
      await database.close();
    }
  }

  it('holds neither the key nor the passphrase in clear, nor the key that opens them', async () => {
    const names: string[] = [];
    let everything = '';
    let sealRow: { value: string } | undefined;
    for await (const entry of readArchive(archive)) {
      names.push(entry.name);
      const text = (await readAll(entry.stream)).toString('utf8');
      everything += text;
      if (entry.name === 'db/app_secrets.ndjson')
        sealRow = text
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { name: string; value: string })
          .find((r) => r.name === 'contract_seal_p12');
    }
    expect(names.filter((n) => n.startsWith('files/run/'))).toEqual([]);
    expect(sealRow, 'the seal row is backed up').toBeDefined();
    const stored = JSON.parse(sealRow!.value);
    expect(stored).toMatchObject({ v: 2, with: authSecret ? 'auth-secret' : 'key-file' });
    expect(stored).not.toHaveProperty('p12');
    expect(stored).not.toHaveProperty('passphrase');
    expect(everything).not.toContain(original.passphrase);
    expect(everything).not.toContain(original.p12.toString('base64').slice(0, 64));
    if (!authSecret) expect(everything).not.toContain(fs.readFileSync(keyFileOf(source), 'utf8').trim());
  });

  it('says what the restore needs, and without it makes a new certificate (the old one kept aside)', async () => {
    const { result, key, names } = await restoreAndSeal(
      'without-key',
      () => {},
      authSecret ? randomBytes(32).toString('base64url') : undefined,
    );
    expect(result.needs.join(' ')).toContain(authSecret ? 'same AUTH_SECRET' : 'seal.key');
    expect(fingerprint(key.p12)).not.toBe(fingerprint(original.p12));
    expect(names.some((n) => n.startsWith('contract_seal_p12_unreadable_'))).toBe(true);
  });

  it('seals with the same certificate again when given the key', async () => {
    const { key } = await restoreAndSeal('with-key', (target) => {
      if (authSecret) return;
      fs.mkdirSync(path.dirname(keyFileOf(target)), { recursive: true });
      fs.copyFileSync(keyFileOf(source), keyFileOf(target));
    });
    expect(fingerprint(key.p12)).toBe(fingerprint(original.p12));
    expect(key.passphrase).toBe(original.passphrase);
  });
});
