import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { createdAt } from './columns.ts';

/**
 * Every email and SMS the platform sends, and the transactional outbox that sends them: a
 * request inserts a `queued` row in the same transaction as its change, and the delivery job
 * moves it to `sent` or, after its last retry, `failed` with the reason (decisions 065, 271).
 * In development (no SMTP_URL) an email "sent" means kept here for a developer to read.
 * `stored` is how earlier versions marked outbox emails. An SMS keeps its text in `text` (no
 * subject body or HTML: `subject` names it for the log), its parts and Termii's message id.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    /** An email address, or for an SMS the number in E.164 (+234…). */
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    transport: text('transport', { enum: ['outbox', 'smtp', 'termii'] }).notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'stored'] }).notNull(),
    error: text('error'),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    /** The photographer's client it was sent to, when a module says so (the client's timeline). */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** SMS: how many parts it costs (GSM-7 160/153, unicode 70/67; src/shared/sms-length.ts). */
    parts: integer('parts'),
    /** SMS: the gateway's message id, to match a delivery report. */
    providerMessageId: text('provider_message_id'),
    /**
     * What makes a notification once-only (e.g. one booking's 24-hour SMS): a second insert with
     * the same key is refused by the database, whatever jobs run at the same time.
     */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_outbox_created_at_idx').on(t.createdAt),
    index('notification_outbox_to_idx').on(t.to),
    index('notification_outbox_client_idx').on(t.clientId, t.channel, t.createdAt),
    uniqueIndex('notification_outbox_dedupe_key').on(t.dedupeKey),
    check('notification_outbox_channel_check', sql`${t.channel} in ('email', 'sms')`),
  ],
);
