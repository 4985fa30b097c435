import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/**
 * One row per kind of public data ('site', 'blog', 'directory'): its version, bumped in the
 * transaction of every edit that changes what the public reads return. Instances keep those
 * reads in memory and drop them when a version moves (NOTIFY at commit, a periodic check as the
 * safety net; src/server/lib/public-cache.ts, decision 096).
 */
export const publicDataVersions = pgTable('public_data_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});
