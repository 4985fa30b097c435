import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type forge from 'node-forge';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/accounts.ts';

/**
 * THE SEAL of signed contract PDFs (decision 132): a PAdES-style detached signature
 * (adbe.pkcs7.detached) over the whole file by the platform's certificate, so a PDF reader shows
 * the document as signed and any later change to a byte breaks it (`pdfsig` says "Digest
 * Mismatch").
 *
 * The certificate: CONTRACT_SEAL_P12 (a .p12 file, with CONTRACT_SEAL_PASSWORD) when the
 * operator has one from a certificate authority; otherwise a self-signed one made at first use
 * (RSA 2048, ten years, about a second) and kept in the database with the data, so every
 * instance and every restore seals with the same certificate.
 */

export interface SealConfig {
  p12?: Buffer | undefined;
  password?: string | undefined;
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

/** The platform's key, made and stored at first use (two instances racing: the first insert wins). */
async function platformKey(db: Db): Promise<SealKey> {
  const read = async () =>
    (await db.select().from(appSecrets).where(eq(appSecrets.name, P12_NAME)))[0]?.value;
  let value = await read();
  if (!value) {
    const made = await makeP12('Aworan contract seal');
    await db.insert(appSecrets).values({ name: P12_NAME, value: made }).onConflictDoNothing();
    value = (await read())!;
  }
  const parsed = JSON.parse(value) as { p12: string; passphrase: string };
  return { p12: Buffer.from(parsed.p12, 'base64'), passphrase: parsed.passphrase };
}

/** Makes sure the certificate exists (called at start, off the request path). */
export function sealKey(db: Db, config: SealConfig): Promise<SealKey> {
  if (config.p12) return Promise.resolve({ p12: config.p12, passphrase: config.password ?? '' });
  if (cached?.db !== db) cached = { db, key: platformKey(db) };
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
