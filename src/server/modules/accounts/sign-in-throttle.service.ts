import type { Db } from '../../db/client.ts';
import {
  countAttempt,
  forgetAttempts,
  forgetAttemptsStartingWith,
  lockAttempts,
  lockRemainingMs,
} from '../../lib/attempt-counter.ts';

/** One account as tried from one client network. */
export interface ThrottleKey {
  email: string;
  ipAddress: string;
}

/** One counter per account and network; the account comes first, so a reset can clear all its networks. */
const accountPrefix = (email: string) => `sign-in|${email}|`;
const counterKey = (key: ThrottleKey) => `${accountPrefix(key.email)}${key.ipAddress}`;

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
export function remainingLockMs(db: Db, key: ThrottleKey): Promise<number> {
  return lockRemainingMs(db, counterKey(key));
}

/**
 * Counts one failure atomically (concurrent failures from one address all count); a streak
 * after a quiet `resetAfterMs` starts again at one.
 */
export async function registerFailedSignIn(
  db: Db,
  key: ThrottleKey,
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const { count: failures } = await countAttempt(db, counterKey(key), SIGN_IN_THROTTLE.resetAfterMs, {
    slide: true,
  });
  const lockMs = lockDurationMs(failures);
  if (lockMs === 0) return { failures, lockedUntil: null };
  return { failures, lockedUntil: await lockAttempts(db, counterKey(key), lockMs) };
}

export function registerSuccessfulSignIn(db: Db, key: ThrottleKey): Promise<void> {
  return forgetAttempts(db, counterKey(key));
}

/** After a password reset every address starts afresh for this account. */
export function clearSignInThrottles(db: Db, email: string): Promise<void> {
  return forgetAttemptsStartingWith(db, accountPrefix(email.toLowerCase()));
}
