import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { clients } from './clients.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * A photographer's follow-ups: "call Ada back on 4 December". The due date is a Lagos calendar
 * date; a follow-up is open until it is marked done (snoozing moves the date).
 */
export const followUps = pgTable(
  'follow_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    note: text('note').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // What is due, per photographer and over everyone for the morning digest: open ones only.
    index('follow_ups_open_due_idx').on(t.photographerId, t.dueOn).where(sql`${t.doneAt} is null`),
    index('follow_ups_client_idx').on(t.clientId, t.dueOn),
  ],
);

/**
 * One row per photographer per Lagos day on which the morning digest was queued: its primary key
 * is what makes a second run of the job (or two instances at once) send nothing more.
 */
export const followUpDigests = pgTable(
  'follow_up_digests',
  {
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.photographerId, t.day] })],
);

/**
 * A photographer's email templates, with {placeholders}. The five defaults are created on the
 * first visit with their `default_key` (one each per photographer), so Reset knows their text.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    defaultKey: text('default_key'),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('email_templates_default_key').on(t.photographerId, t.defaultKey),
    index('email_templates_photographer_idx').on(t.photographerId, t.createdAt),
  ],
);

/** The photographer's own opening paragraph of an automated email (booking confirmation, invoice…). */
export const emailOpenings = pgTable(
  'email_openings',
  {
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.photographerId, t.kind] })],
);
