import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Newsletter sign-ups, confirmed by a link in an email before anything else is sent (double opt-in). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased before storing, so one address subscribes once. */
    email: text('email').notNull().unique(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
    /** SHA-256 of the confirmation link's token; the token itself is only in the email. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    /**
     * Carried by every newsletter email. Kept in clear (unlike the confirmation token) because
     * each email must repeat it, and all it can do is unsubscribe this address.
     */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('newsletter_subscribers_status_idx').on(t.status),
    check('newsletter_status_check', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);
