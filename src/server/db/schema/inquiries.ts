import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Messages from the public contact and demo forms: the admin Inbox. Read and archived are
 * timestamps so the Inbox can say when, and a message can be unread again.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['contact', 'demo'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** Contact form: one of CONTACT_SUBJECTS. */
    subject: text('subject'),
    /** Demo form only. */
    company: text('company').notNull().default(''),
    role: text('role'),
    interest: text('interest'),
    message: text('message').notNull().default(''),
    /** Kept for abuse investigation; never shown publicly. */
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    readAt: timestamp('read_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiries_inbox_idx').on(t.archivedAt, t.createdAt),
    check('inquiries_kind_check', sql`${t.kind} in ('contact', 'demo')`),
  ],
);
