import type { Db } from '../../db/client.ts';
import {
  addFailure,
  clearAccountThrottles,
  clearThrottle,
  findThrottle,
  setLockedUntil,
  type ThrottleKey,
} from './sign-in-throttle.repository.ts';

export type { ThrottleKey } from './sign-in-throttle.repository.ts';

/**
 * The sign-in slowdown, per account AND client IP (decision 075, OWASP ASVS 2.2.1: no lockout an
 * attacker can trigger). Five failures in a row for one email from one address are free; each
 * further one makes that address wait a minute before trying that email again, doubling up to 15
 * minutes. Other addresses, the owner's included, are not slowed, so guessing from somewhere else
 * cannot lock the owner out. A success from the address, a password reset or a quiet day resets it.
 * The per-IP limit (decision 012) still caps how many accounts one address can try.
 */
export const SIGN_IN_THROTTLE = {
  freeFailures: 5,
  baseLockMs: 60_000,
  maxLockMs: 15 * 60_000,
  resetAfterMs: 24 * 60 * 60_000,
} as const;

export function lockDurationMs(failures: number): number {
  if (failures < SIGN_IN_THROTTLE.freeFailures) return 0;
  const doublings = Math.min(failures - SIGN_IN_THROTTLE.freeFailures, 10);
  return Math.min(SIGN_IN_THROTTLE.baseLockMs * 2 ** doublings, SIGN_IN_THROTTLE.maxLockMs);
}

export function lockedMessage(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`;
}

/** Milliseconds this address must still wait before trying this account, or 0. */
export async function remainingLockMs(db: Db, key: ThrottleKey, now = new Date()): Promise<number> {
  const row = await findThrottle(db, key);
  if (!row?.lockedUntil) return 0;
  return Math.max(0, row.lockedUntil.getTime() - now.getTime());
}

export async function registerFailedSignIn(
  db: Db,
  key: ThrottleKey,
  now = new Date(),
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const failures = await addFailure(db, key, now, SIGN_IN_THROTTLE.resetAfterMs);
  const lockMs = lockDurationMs(failures);
  if (lockMs === 0) return { failures, lockedUntil: null };
  const lockedUntil = new Date(now.getTime() + lockMs);
  await setLockedUntil(db, key, lockedUntil);
  return { failures, lockedUntil };
}

export function registerSuccessfulSignIn(db: Db, key: ThrottleKey): Promise<void> {
  return clearThrottle(db, key);
}

/** After a password reset every address starts afresh for this account. */
export function clearSignInThrottles(db: Db, email: string): Promise<void> {
  return clearAccountThrottles(db, email.toLowerCase());
}
