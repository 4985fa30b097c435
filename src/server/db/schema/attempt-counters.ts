import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every attempt limit's counter, one row per key (decision 259): public forms, better-auth's
 * per-address limits, the sign-in slowdown, uploads, gallery PINs and selection emails. In the
 * database, so every app instance counts together (a per-process counter would multiply the
 * limit by the instance count) and attempts fired together cannot overtake a limit.
 */
export const attemptCounters = pgTable('attempt_counters', {
  /** What is counted and for whom, e.g. `upload|<user id>` or `gallery-code|<gallery>|<network>`. */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  /** The count starts again at the first attempt after this. */
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  /** Set by a limit that makes the client wait (the sign-in slowdown). */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
