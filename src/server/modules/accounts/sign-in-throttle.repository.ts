import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInThrottles } from '../../db/schema/accounts.ts';

export type SignInThrottle = typeof signInThrottles.$inferSelect;

export async function findThrottle(db: Db, email: string): Promise<SignInThrottle | undefined> {
  const [row] = await db.select().from(signInThrottles).where(eq(signInThrottles.email, email));
  return row;
}

/**
 * Counts one failure atomically (concurrent failures from many IPs all count); a streak older
 * than `resetAfterMs` starts again at one. Returns the new streak length.
 */
export async function addFailure(db: Db, email: string, now: Date, resetAfterMs: number): Promise<number> {
  const staleBefore = new Date(now.getTime() - resetAfterMs);
  const [row] = await db
    .insert(signInThrottles)
    .values({ email, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInThrottles.email,
      set: {
        failures: sql`case when ${signInThrottles.lastFailureAt} < ${staleBefore.toISOString()}::timestamptz then 1 else ${signInThrottles.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: signInThrottles.failures });
  return row!.failures;
}

export async function setLockedUntil(db: Db, email: string, until: Date): Promise<void> {
  await db.update(signInThrottles).set({ lockedUntil: until }).where(eq(signInThrottles.email, email));
}

export async function clearThrottle(db: Db, email: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.email, email));
}
