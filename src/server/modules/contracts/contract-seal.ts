import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type forge from 'node-forge';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/accounts.ts';
import { readOrCreateAppSecret } from '../../lib/app-secrets.ts';
import { unwrapSecret, wrappingKeys, wrappingOf, wrapSecret } from '../../lib/wrapped-secret.ts';

/**
 * THE SEAL of signed contract PDFs (decision 132): a PAdES-style detached signature
 * (adbe.pkcs7.detached) over the whole file by the platform's certificate, so a PDF reader shows
 * the document as signed and any later change to a byte breaks it (`pdfsig` says "Digest
 * Mismatch").
 *
 * The certificate: CONTRACT_SEAL_P12 (a .p12 file, with CONTRACT_SEAL_PASSWORD) when the
 * operator has one from a certificate authority; otherwise a self-signed one made at first use
 * (RSA 2048, ten years, about a second) and kept in the database, so every instance and every
 * restore seals with the same certificate. Its key and passphrase are kept encrypted with a key
 * that is not in the database (AUTH_SECRET's, or DATA_DIR/run/seal.key: decision 213), so a
 * backup archive alone cannot seal a forged PDF.
 */

export interface SealConfig {
  p12?: Buffer | undefined;
  password?: string | undefined;
  /** What the stored certificate is encrypted with (lib/wrapped-secret.ts). */
  authSecret?: string | undefined;
  dataDir?: string | undefined;
  /** Told when the stored certificate cannot be opened here and a new one is made. */
  warn?: (message: string) => void;
}

const P12_NAME = 'contract_seal_p12';

interface SealKey {
  p12: Buffer;
  passphrase: string;
}

let cached: { db: Db; key: Promise<SealKey> } | undefined;

async function makeP12(commonName: string): Promise<string> {
  const { default: f } = await import('node-forge');
  const keys = await new Promise<forge.pki.rsa.KeyPair>((resolve, reject) =>
    f.pki.rsa.generateKeyPair({ bits: 2048, workers: -1 }, (err, pair) =>
      err ? reject(err) : resolve(pair),
    ),
  );
  const cert = f.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Aworan' },
    { name: 'countryName', value: 'NG' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, f.md.sha256.create());
  const passphrase = randomBytes(24).toString('base64url');
  const asn1 = f.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], passphrase, { algorithm: '3des' });
  const der = f.asn1.toDer(asn1).getBytes();
  return JSON.stringify({ p12: Buffer.from(der, 'binary').toString('base64'), passphrase });
}

/** Replaces the stored value only if it is still `was` (another instance may have changed it). */
const replaceSeal = (db: Db, was: string, value: string) =>
  db
    .update(appSecrets)
    .set({ value })
    .where(and(eq(appSecrets.name, P12_NAME), eq(appSecrets.value, was)));

/**
 * The platform's key, made and stored (encrypted) at first use; two instances racing: the first
 * insert wins and both read the same row. One kept in clear (before decision 213) is encrypted
 * in place; one that no key here opens (a restore without AUTH_SECRET or seal.key) is kept
 * aside under another name and a new certificate is made: PDFs sealed before keep their seal.
 */
async function platformKey(db: Db, config: SealConfig): Promise<SealKey> {
  const keys = wrappingKeys(config, true);
  const preferred = keys[0];
  if (!preferred) throw new Error('The contract seal needs AUTH_SECRET or DATA_DIR to keep its key.');
  const stored = await readOrCreateAppSecret(db, P12_NAME, async () =>
    wrapSecret(await makeP12('Aworan contract seal'), preferred),
  );
  let plain: string;
  if (wrappingOf(stored) === 'clear') {
    plain = stored;
  } else {
    const opened = unwrapSecret(stored, keys);
    if (!opened) {
      const aside = `${P12_NAME}_unreadable_${new Date().toISOString()}`;
      await db
        .update(appSecrets)
        .set({ name: aside })
        .where(and(eq(appSecrets.name, P12_NAME), eq(appSecrets.value, stored)));
      config.warn?.(
        `The contract seal certificate is encrypted with ${wrappingOf(stored) === 'auth-secret' ? 'an AUTH_SECRET' : 'a DATA_DIR/run/seal.key'} this server does not have: a new one is made (kept as ${aside}; signed PDFs sealed before keep their seal). See README, Backup and restore.`,
      );
      return platformKey(db, config);
    }
    plain = opened.plain;
    if (opened.key.source === preferred.source) return parseSeal(plain);
  }
  // In clear from before, or under a key that is no longer the preferred one: encrypted anew.
  await replaceSeal(db, stored, wrapSecret(plain, preferred));
  return parseSeal(plain);
}

function parseSeal(plain: string): SealKey {
  const parsed = JSON.parse(plain) as { p12: string; passphrase: string };
  return { p12: Buffer.from(parsed.p12, 'base64'), passphrase: parsed.passphrase };
}

/** Makes sure the certificate exists (called at start, off the request path). */
export function sealKey(db: Db, config: SealConfig): Promise<SealKey> {
  if (config.p12) return Promise.resolve({ p12: config.p12, passphrase: config.password ?? '' });
  if (cached?.db !== db) cached = { db, key: platformKey(db, config) };
  const key = cached.key;
  key.catch(() => {
    if (cached?.key === key) cached = undefined;
  });
  return key;
}

/** Seals a finished PDF (classic xref table, as pdfkit writes it). */
export async function sealPdf(
  pdf: Buffer,
  key: SealKey,
  info: { reason: string; name: string; contact: string },
): Promise<Buffer> {
  // The named class, not the default export: the package is CommonJS with `exports.default`, which
  // Node's own ESM loader (the bundle `npm start` runs) hands over as the whole module object.
  const [{ plainAddPlaceholder }, { P12Signer }, { SignPdf }] = await Promise.all([
    import('@signpdf/placeholder-plain'),
    import('@signpdf/signer-p12'),
    import('@signpdf/signpdf'),
  ]);
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: info.reason,
    contactInfo: info.contact,
    name: info.name,
    location: 'Nigeria',
    appName: 'Aworan',
  });
  // A P12Signer signs once only (pitfall): one per document.
  const signer = new P12Signer(key.p12, { passphrase: key.passphrase });
  return new SignPdf().sign(withPlaceholder, signer);
}
