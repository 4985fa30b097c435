import { describe, expect, it } from 'vitest';
import { signFileUrl, verifyFileSignature } from './signed-url.ts';

const secret = Buffer.alloc(32, 7);
const partsOf = (url: string) => {
  const u = new URL(url, 'http://x');
  return {
    key: decodeURIComponent(u.pathname.replace('/files/', '')),
    exp: Number(u.searchParams.get('exp')),
    download: u.searchParams.get('dl') ?? undefined,
    sig: u.searchParams.get('sig') ?? '',
  };
};

describe('signed file URLs', () => {
  const now = 1_800_000_000;
  const url = signFileUrl(secret, { key: 'media/a/full.webp', exp: now + 60, download: 'Ada.jpg' });

  it('verifies its own link until it expires', () => {
    const { sig, ...parts } = partsOf(url);
    expect(verifyFileSignature(secret, parts, sig, now)).toBe('valid');
    expect(verifyFileSignature(secret, parts, sig, now + 61)).toBe('expired');
  });

  it('refuses a changed key, expiry, download name, signature or secret', () => {
    const { sig, ...parts } = partsOf(url);
    expect(verifyFileSignature(secret, { ...parts, key: 'media/b/full.webp' }, sig, now)).toBe('invalid');
    expect(verifyFileSignature(secret, { ...parts, exp: parts.exp + 3600 }, sig, now)).toBe('invalid');
    expect(verifyFileSignature(secret, { ...parts, download: 'other.jpg' }, sig, now)).toBe('invalid');
    expect(verifyFileSignature(secret, parts, `${sig.slice(0, -1)}A`, now)).toBe('invalid');
    expect(verifyFileSignature(secret, parts, '', now)).toBe('invalid');
    expect(verifyFileSignature(Buffer.alloc(32, 8), parts, sig, now)).toBe('invalid');
  });
});
