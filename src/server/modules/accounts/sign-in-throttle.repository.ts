import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInThrottles } from '../../db/schema/accounts.ts';

export type SignInThrottle = typeof signInThrottles.$inferSelect;

/** One account as tried from one client address. */
export interface ThrottleKey {
  email: string;
  ipAddress: string;
}

const matches = (key: ThrottleKey) =>
  and(eq(signInThrottles.email, key.email), eq(signInThrottles.ipAddress, key.ipAddress));

export async function findThrottle(db: Db, key: ThrottleKey): Promise<SignInThrottle | undefined> {
  const [row] = await db.select().from(signInThrottles).where(matches(key));
  return row;
}

/**
 * Counts one failure atomically (concurrent failures from one address all count); a streak older
 * than `resetAfterMs` starts again at one. Returns the new streak length.
 */
export async function addFailure(db: Db, key: ThrottleKey, now: Date, resetAfterMs: number): Promise<number> {
  const staleBefore = new Date(now.getTime() - resetAfterMs);
  const [row] = await db
    .insert(signInThrottles)
    .values({ ...key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: [signInThrottles.email, signInThrottles.ipAddress],
      set: {
        failures: sql`case when ${signInThrottles.lastFailureAt} < ${staleBefore.toISOString()}::timestamptz then 1 else ${signInThrottles.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: signInThrottles.failures });
  return row!.failures;
}

export async function setLockedUntil(db: Db, key: ThrottleKey, until: Date): Promise<void> {
  await db.update(signInThrottles).set({ lockedUntil: until }).where(matches(key));
}

export async function clearThrottle(db: Db, key: ThrottleKey): Promise<void> {
  await db.delete(signInThrottles).where(matches(key));
}

/** Every address's streak for the account: a password reset proves the owner is back. */
export async function clearAccountThrottles(db: Db, email: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.email, email));
}
