import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was created: UTC instant, set by the database. Every table uses this one. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When a row last changed: set by the database on insert, by the repository on update. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
