import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * File storage refusing writes (a full disk, a full or refusing bucket): one row while it
 * lasts, for the super admins' banner and their daily email (decision 194). Gone once a
 * write succeeds again.
 */
export const storageAlerts = pgTable('storage_alerts', {
  /** Always 'storage': one alert at a time. */
  name: text('name').primaryKey(),
  reason: text('reason').notNull(),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  /** The Lagos day the super admins were last emailed about it. */
  emailedOn: date('emailed_on'),
});
