import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attemptCounters } from '../db/schema/index.ts';

/**
 * THE attempt counting (decision 259): every limit on how often someone may try something (a
 * form, a sign-in, an upload, a gallery PIN, a selection email, better-auth's per-address
 * limits) counts here, in `attempt_counters`, one row per key. Keys name what is counted and
 * for whom (`upload|<user>`, `gallery-code|<gallery>|<network>`); a client is keyed by
 * `clientNetwork()` (an IPv6 /64, decision 211). Times are the database's, so every instance
 * counts on one clock.
 */

export interface Attempts {
  /** Attempts so far in the window, this one included. */
  count: number;
  /** Milliseconds until the count starts again. */
  resetInMs: number;
}

export interface WindowRule {
  /**
   * The window starts at the first attempt and stays put (the default), or starts again from
   * each attempt, so only a quiet `windowMs` resets the count (the sign-in slowdown's streak).
   */
  slide?: boolean;
}

/**
 * Counts one attempt under `key`: one upsert that either counts on within the window or starts
 * a new one, atomic even when attempts arrive together (a row lock orders them).
 */
export async function countAttempt(
  db: Db,
  key: string,
  windowMs: number,
  rule: WindowRule = {},
): Promise<Attempts> {
  const windowEnd = sql`now() + (${windowMs} * interval '1 millisecond')`;
  const expired = sql`${attemptCounters.resetAt} <= now()`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ key, count: 1, resetAt: sql`${windowEnd}` })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${attemptCounters.count} + 1 end`,
        resetAt: rule.slide
          ? sql`${windowEnd}`
          : sql`case when ${expired} then ${windowEnd} else ${attemptCounters.resetAt} end`,
      },
    })
    .returning({
      count: attemptCounters.count,
      resetInMs: sql<number>`greatest(0, extract(epoch from (${attemptCounters.resetAt} - now())) * 1000)::int`,
    });
  return { count: row?.count ?? 1, resetInMs: Number(row?.resetInMs ?? windowMs) };
}

/** Gives one attempt back (a right PIN does not use up a try). */
export async function refundAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ count: sql`greatest(${attemptCounters.count} - 1, 0)` })
    .where(eq(attemptCounters.key, key));
}

/** Starts `key` afresh (a success, or a new code that the old tries no longer concern). */
export async function forgetAttempts(db: Db, key: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
}

/** Starts every key beginning with `prefix` afresh (every address's streak for one account). */
export async function forgetAttemptsStartingWith(db: Db, prefix: string): Promise<void> {
  await db.delete(attemptCounters).where(sql`starts_with(${attemptCounters.key}, ${prefix})`);
}

/** Makes `key` wait `lockMs` from now; returns when the wait ends. */
export async function lockAttempts(db: Db, key: string, lockMs: number): Promise<Date | null> {
  const [row] = await db
    .update(attemptCounters)
    .set({ lockedUntil: sql`now() + (${lockMs} * interval '1 millisecond')` })
    .where(eq(attemptCounters.key, key))
    .returning({ lockedUntil: attemptCounters.lockedUntil });
  return row?.lockedUntil ?? null;
}

/** Milliseconds `key` must still wait, or 0. */
export async function lockRemainingMs(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({
      remainingMs: sql<number>`greatest(0, extract(epoch from (${attemptCounters.lockedUntil} - now())) * 1000)::int`,
    })
    .from(attemptCounters)
    .where(eq(attemptCounters.key, key));
  return Number(row?.remainingMs ?? 0);
}

/** Removes the counters nothing refers to any more: their window and any wait are over. */
export async function pruneAttempts(db: Db): Promise<number> {
  const gone = await db
    .delete(attemptCounters)
    .where(
      sql`${attemptCounters.resetAt} < now() and (${attemptCounters.lockedUntil} is null or ${attemptCounters.lockedUntil} < now())`,
    )
    .returning({ key: attemptCounters.key });
  return gone.length;
}
