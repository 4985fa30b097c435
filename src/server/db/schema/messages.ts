import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { clients } from './clients.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * One conversation per photographer and client (a unique pair). `token` is the conversation's
 * own link, sent in the unread-message email to a client without an account. The read and
 * emailed marks are per side; `reported_at` is what lets a super admin read it (audited).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportedBy: text('reported_by', { enum: ['photographer', 'client'] }),
    reportReason: text('report_reason'),
    photographerEmailedAt: timestamp('photographer_emailed_at', { withTimezone: true }),
    clientEmailedAt: timestamp('client_emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.photographerId, t.clientId),
    uniqueIndex('conversations_token_key').on(t.token),
    index('conversations_inbox_idx').on(t.photographerId, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['photographer', 'client'] }).notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the unread-message email that covered it was queued. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_unread_idx').on(t.createdAt).where(sql`${t.readAt} is null and ${t.emailedAt} is null`),
    check('messages_sender_check', sql`${t.sender} in ('photographer', 'client')`),
    check('messages_body_length_check', sql`char_length(${t.body}) <= 5000`),
  ],
);

/** One image or PDF of a message, kept in app.storage under `messages/<conversation>/<id>`. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('message_attachments_message_key').on(t.messageId)],
);
