import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Every email the platform sends, and the transactional outbox that sends it: a request
 * inserts a `queued` row in the same transaction as its change, and the email-delivery job
 * moves it to `sent` or, after its last retry, `failed` with the reason (decision 065). In
 * development (no SMTP_URL) "sent" means kept here for a developer to read. `stored` is how
 * earlier versions marked outbox emails.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    transport: text('transport', { enum: ['outbox', 'smtp'] }).notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'stored'] }).notNull(),
    error: text('error'),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created_at_idx').on(t.createdAt), index('email_outbox_to_idx').on(t.to)],
);
