import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a timestamped signature may be (either way, for clock skew). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export type SignatureCheck =
  | { ok: true; form: 'classic' | 'timestamped' }
  | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

export interface SignatureHeaders {
  /** `x-paystack-signature`: the hex HMAC-SHA512 of the raw body, or the `t=…,v1=…` form. */
  signature?: string | string[] | undefined;
}

function hmacHex(secret: string, payload: Buffer): string {
  return createHmac('sha512', secret).update(payload).digest('hex');
}

/** Constant-time comparison of two hex strings (a length difference is not a secret). */
function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/**
 * Checks a Paystack webhook's signature over the exact bytes received (re-serialised JSON
 * would differ). Two forms are accepted (see docs/decisions and design/paystack.md):
 *  - classic: the header is the hex HMAC-SHA512 of the body with the secret key;
 *  - timestamped: `t=<unix seconds>,v1=<key id>:<hex>` (or `v1=<hex>`), the HMAC covering
 *    `<t>.<body>`, within SIGNATURE_TOLERANCE_SECONDS of now.
 * Every secret given is tried, so a key can be rotated without losing events.
 */
export function verifyPaystackSignature(
  rawBody: Buffer,
  headers: SignatureHeaders,
  secrets: readonly string[],
  nowSeconds: number = Math.floor(Date.now() / 1000),
): SignatureCheck {
  const header = Array.isArray(headers.signature) ? headers.signature[0] : headers.signature;
  if (!header || secrets.length === 0) return { ok: false, reason: 'missing' };
  const value = header.trim();

  if (/^[0-9a-f]{128}$/i.test(value)) {
    const matches = secrets.some((secret) => sameHex(hmacHex(secret, rawBody), value));
    return matches ? { ok: true, form: 'classic' } : { ok: false, reason: 'mismatch' };
  }

  const parts = new Map<string, string[]>();
  for (const piece of value.split(',')) {
    const at = piece.indexOf('=');
    if (at <= 0) return { ok: false, reason: 'malformed' };
    const key = piece.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), piece.slice(at + 1).trim()]);
  }
  const t = parts.get('t')?.[0];
  const signatures = (parts.get('v1') ?? []).map((v) => v.slice(v.lastIndexOf(':') + 1));
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) return { ok: false, reason: 'malformed' };
  if (!signatures.every((s) => /^[0-9a-f]{128}$/i.test(s))) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowSeconds - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  const signed = Buffer.concat([Buffer.from(`${t}.`), rawBody]);
  const matches = secrets.some((secret) => {
    const expected = hmacHex(secret, signed);
    return signatures.some((s) => sameHex(expected, s));
  });
  return matches ? { ok: true, form: 'timestamped' } : { ok: false, reason: 'mismatch' };
}

/** What Paystack sends: used by the fake Paystack in tests and by the unit tests. */
export function signPaystackBody(
  rawBody: Buffer,
  secret: string,
  form: 'classic' | { timestamp: number; keyId?: string } = 'classic',
): string {
  if (form === 'classic') return hmacHex(secret, rawBody);
  const signed = Buffer.concat([Buffer.from(`${form.timestamp}.`), rawBody]);
  const mac = hmacHex(secret, signed);
  return `t=${form.timestamp},v1=${form.keyId ? `${form.keyId}:` : ''}${mac}`;
}
