import { describe, expect, it } from 'vitest';
import {
  SIGNATURE_TOLERANCE_SECONDS,
  signPaystackBody,
  verifyPaystackSignature,
} from './paystack-signature.ts';

const secret = 'sk_test_0123456789abcdef';
const rotated = 'sk_test_fedcba9876543210';
const body = Buffer.from('{"event":"charge.success","data":{"reference":"inv-1-1","amount":6000000}}');
const now = 1_800_000_000;

describe('verifyPaystackSignature', () => {
  it('accepts the classic HMAC-SHA512 of the raw body, in any hex case', () => {
    const sig = signPaystackBody(body, secret);
    expect(verifyPaystackSignature(body, { signature: sig }, [secret], now)).toEqual({
      ok: true,
      form: 'classic',
    });
    expect(verifyPaystackSignature(body, { signature: sig.toUpperCase() }, [secret], now).ok).toBe(true);
  });

  it('refuses a body changed by one byte, even if it is the same JSON re-serialised', () => {
    const sig = signPaystackBody(body, secret);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    expect(verifyPaystackSignature(reserialised, { signature: sig }, [secret], now)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('refuses a missing header, another key and garbage', () => {
    expect(verifyPaystackSignature(body, {}, [secret], now)).toEqual({ ok: false, reason: 'missing' });
    expect(
      verifyPaystackSignature(body, { signature: signPaystackBody(body, 'sk_other') }, [secret], now),
    ).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyPaystackSignature(body, { signature: 'hello' }, [secret], now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyPaystackSignature(body, { signature: signPaystackBody(body, secret) }, [], now).ok).toBe(
      false,
    );
  });

  it('accepts the timestamped form with or without a key id, within the tolerance', () => {
    const withKey = signPaystackBody(body, secret, { timestamp: now - 60, keyId: 'key_1' });
    expect(verifyPaystackSignature(body, { signature: withKey }, [secret], now)).toEqual({
      ok: true,
      form: 'timestamped',
    });
    const bare = signPaystackBody(body, secret, { timestamp: now + 30 });
    expect(verifyPaystackSignature(body, { signature: bare }, [secret], now).ok).toBe(true);
  });

  it('refuses a timestamped signature that is too old (a replay) or whose time was changed', () => {
    const old = signPaystackBody(body, secret, { timestamp: now - SIGNATURE_TOLERANCE_SECONDS - 1 });
    expect(verifyPaystackSignature(body, { signature: old }, [secret], now)).toEqual({
      ok: false,
      reason: 'stale',
    });
    const sig = signPaystackBody(body, secret, { timestamp: now });
    const moved = sig.replace(`t=${now}`, `t=${now - 1}`);
    expect(verifyPaystackSignature(body, { signature: moved }, [secret], now)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('accepts either key during a rotation, in both forms', () => {
    expect(
      verifyPaystackSignature(body, { signature: signPaystackBody(body, rotated) }, [secret, rotated], now)
        .ok,
    ).toBe(true);
    const two = `${signPaystackBody(body, 'sk_gone', { timestamp: now })},v1=${signPaystackBody(body, rotated, { timestamp: now }).split('v1=')[1]}`;
    expect(verifyPaystackSignature(body, { signature: two }, [secret, rotated], now).ok).toBe(true);
  });
});
