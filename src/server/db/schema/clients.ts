import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * A photographer's clients (the CRM at /clients). One row per person per photographer: the
 * email is unique per photographer whatever its case (a unique index on lower(email)), and
 * phone numbers are kept in E.164 (+234…). `last_contact_at` moves only when something real
 * happens with the client: a message either way (see CONTACT_EVENT_KINDS), or an email sent to
 * them (a trigger on notification_outbox, decision 285); never on an edit.
 */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: ['lead', 'active', 'inactive'] })
      .notNull()
      .default('lead'),
    /** How the client arrived: typed in, imported, an enquiry from the public profile, an invoice… */
    source: text('source').notNull().default('manual'),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What search as you type looks in, kept by the database: name and email in lower case, the
     * phone's digits in international (234…) and national (0…) form (decision 101).
     */
    /**
     * What search as you type looks in, written with every change by the repository: name and
     * email in lower case, the phone's digits in international (234…) and national (0…) form
     * (decision 101).
     */
    searchText: text('search_text').notNull().default(''),
    /** The client agreed to booking texts (told to the photographer, or ticked when booking). */
    smsOptIn: boolean('sms_opt_in').notNull().default(false),
    /** The short token of the "Stop SMS reminders" link in every text (set at the first opt-in). */
    smsStopToken: text('sms_stop_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clients_photographer_email_key').on(t.photographerId, sql`lower(${t.email})`),
    // One index per order the list is read in (all tabs, one tab) × (name, last contact): a page is
    // read straight off its index, whatever the number of clients.
    index('clients_photographer_name_idx').on(t.photographerId, sql`lower(${t.name})`, t.id),
    index('clients_photographer_contact_idx').on(t.photographerId, t.lastContactAt, t.id),
    index('clients_photographer_status_name_idx').on(t.photographerId, t.status, sql`lower(${t.name})`, t.id),
    index('clients_photographer_status_contact_idx').on(t.photographerId, t.status, t.lastContactAt, t.id),
    /** A signed-in customer's own records, across photographers. */
    index('clients_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('clients_sms_stop_token_key').on(t.smsStopToken),
    check('clients_status_check', sql`${t.status} in ('lead', 'active', 'inactive')`),
  ],
);

/**
 * The client's timeline: everything that happened with them. Other modules write here through
 * the clients service (`recordClientEvent`), inside their own transaction.
 */
export const clientEvents = pgTable(
  'client_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    summary: text('summary').notNull().default(''),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_events_client_idx').on(t.clientId, t.occurredAt),
    // Reports count a photographer's enquiries by month.
    index('client_events_photographer_kind_idx').on(t.photographerId, t.kind, t.occurredAt),
  ],
);

/**
 * Figures the database derives from the tables and keeps up to date itself (triggers). They are
 * left out of backups (which dump schema `public`) and rebuilt by the triggers when a backup's
 * rows are loaded.
 */
export const derived = pgSchema('derived');

/**
 * How many clients each photographer has of each status, kept by statement-level triggers on
 * clients (see the migration), so the tab counts never count 10,000 rows (decision 101).
 */
export const clientCounts = derived.table(
  'client_counts',
  {
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photographerId, t.status] })],
);
