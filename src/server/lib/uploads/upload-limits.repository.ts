import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formRateLimits } from '../../db/schema/index.ts';

/**
 * Counts one attempt under `key` in a fixed window, in the database (so every instance counts
 * alike): one upsert that either counts on or starts a new window, atomic even when attempts
 * arrive together. Returns the count so far in the window. (Uploads per account; wrong
 * gallery PINs per gallery and address.)
 */
export async function countAttempt(db: Db, key: string, windowMs: number): Promise<number> {
  const windowSql = sql`now() + (${windowMs} * interval '1 millisecond')`;
  const [row] = await db
    .insert(formRateLimits)
    .values({ key, count: 1, resetAt: sql`${windowSql}` })
    .onConflictDoUpdate({
      target: formRateLimits.key,
      set: {
        count: sql`case when ${formRateLimits.resetAt} <= now() then 1 else ${formRateLimits.count} + 1 end`,
        resetAt: sql`case when ${formRateLimits.resetAt} <= now() then ${windowSql} else ${formRateLimits.resetAt} end`,
      },
    })
    .returning({ count: formRateLimits.count });
  return row?.count ?? 1;
}
