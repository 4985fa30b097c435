import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed addresses: `/files/<key>?exp=<unix seconds>&sig=<HMAC-SHA256>` (plus
 * `dl=<name>` for a download). The signature covers the key, the expiry and the download
 * name, so none of them can be changed; the route that serves them checks it in constant time.
 */
export const SIGNED_FILES_PREFIX = '/files/';

export interface SignedParts {
  key: string;
  exp: number;
  download?: string | undefined;
}

function mac(secret: Buffer, parts: SignedParts): string {
  return createHmac('sha256', secret)
    .update(`${parts.key}\n${parts.exp}\n${parts.download ?? ''}`)
    .digest('base64url');
}

export function signFileUrl(secret: Buffer, parts: SignedParts): string {
  const query = new URLSearchParams({ exp: String(parts.exp), sig: mac(secret, parts) });
  if (parts.download) query.set('dl', parts.download);
  const path = parts.key.split('/').map(encodeURIComponent).join('/');
  return `${SIGNED_FILES_PREFIX}${path}?${query.toString()}`;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

export function verifyFileSignature(
  secret: Buffer,
  parts: SignedParts,
  sig: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  const expected = Buffer.from(mac(secret, parts));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  // Checked after the signature, so an expiry can only be reported for a link we really issued.
  return parts.exp < nowSeconds ? 'expired' : 'valid';
}
