import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { FAST_PASSWORD_HASHER } from './fast-password-hash.ts';

describe('FAST_PASSWORD_HASHER', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await FAST_PASSWORD_HASHER.hash('Passw0rd-for-tests');
    expect(await FAST_PASSWORD_HASHER.verify({ hash, password: 'Passw0rd-for-tests' })).toBe(true);
    expect(await FAST_PASSWORD_HASHER.verify({ hash, password: 'Passw0rd-for-test' })).toBe(false);
  });

  it('still verifies a real scrypt hash written by code that hashes on its own', async () => {
    const hash = await hashPassword('Admin-Str0ng-pass');
    expect(await FAST_PASSWORD_HASHER.verify({ hash, password: 'Admin-Str0ng-pass' })).toBe(true);
    expect(await FAST_PASSWORD_HASHER.verify({ hash, password: 'wrong' })).toBe(false);
  });
});
