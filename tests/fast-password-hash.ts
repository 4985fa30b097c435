import { createHash, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import type { PasswordHasher } from '../src/server/config.ts';

const PREFIX = 'test-sha256$';

function digest(password: string): string {
  return PREFIX + createHash('sha256').update(password).digest('hex');
}

/**
 * A password hash that costs microseconds instead of scrypt's tens of milliseconds, for the
 * test harness only (tests/test-app.ts sets it; no environment variable can). Hashes that
 * some code wrote with the real scrypt (e.g. the admin creation service) still verify.
 */
export const FAST_PASSWORD_HASHER: PasswordHasher = {
  async hash(password) {
    return digest(password);
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
    const a = Buffer.from(hash);
    const b = Buffer.from(digest(password));
    return a.length === b.length && timingSafeEqual(a, b);
  },
};
