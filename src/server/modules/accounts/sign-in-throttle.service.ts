import type { Db } from '../../db/client.ts';
import { addFailure, clearThrottle, findThrottle, setLockedUntil } from './sign-in-throttle.repository.ts';

/**
 * The per-account slowdown: it complements the per-IP limit, which a botnet spreads thin.
 * Five failures in a row are free; each further one locks the account's password sign-in
 * for a minute, doubling up to 15 minutes. A success or a quiet day resets the streak.
 * Password reset still works while locked, so an attacker cannot lock an owner out for good.
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
  return `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`;
}

/** Milliseconds the account must still wait, or 0 when it may try now. */
export async function remainingLockMs(db: Db, email: string, now = new Date()): Promise<number> {
  const row = await findThrottle(db, email);
  if (!row?.lockedUntil) return 0;
  return Math.max(0, row.lockedUntil.getTime() - now.getTime());
}

export async function registerFailedSignIn(
  db: Db,
  email: string,
  now = new Date(),
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const failures = await addFailure(db, email, now, SIGN_IN_THROTTLE.resetAfterMs);
  const lockMs = lockDurationMs(failures);
  if (lockMs === 0) return { failures, lockedUntil: null };
  const lockedUntil = new Date(now.getTime() + lockMs);
  await setLockedUntil(db, email, lockedUntil);
  return { failures, lockedUntil };
}

export function registerSuccessfulSignIn(db: Db, email: string): Promise<void> {
  return clearThrottle(db, email);
}
