import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LAGOS_TIME_ZONE } from '../../../shared/lagos-time.ts';
import type { PhotographerCategory } from '../../../shared/marketplace-terms.ts';
import { BOOKING_STATUSES, type HoursSpan } from '../../../shared/scheduling.ts';
import { users } from './accounts.ts';
import { clients } from './clients.ts';
import { createdAt, updatedAt } from './columns.ts';
import { invoices } from './invoicing.ts';

/**
 * One row per photographer: weekly hours (seven lists of start-time spans, Sunday first, in
 * `time_zone`), the step between offered starts, minimum notice, how far ahead clients may
 * book, and the secret of their calendar feed. Made with the defaults on first use.
 */
export const schedulingSettings = pgTable('scheduling_settings', {
  photographerId: uuid('photographer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull().default(LAGOS_TIME_ZONE),
  weeklyHours: jsonb('weekly_hours').$type<HoursSpan[][]>().notNull(),
  slotMinutes: integer('slot_minutes').notNull().default(60),
  minNoticeHours: integer('min_notice_hours').notNull().default(24),
  horizonDays: integer('horizon_days').notNull().default(180),
  /** A booking whose deposit is paid is confirmed at once (decision 205); off: it waits, Pending. */
  autoConfirmOnDeposit: boolean('auto_confirm_on_deposit').notNull().default(true),
  feedToken: text('feed_token').notNull().unique(),
  updatedAt: updatedAt(),
});

/** Session types: the four naira defaults, then whatever the photographer adds. Never deleted. */
export const sessionTypes = pgTable(
  'session_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    depositPercent: integer('deposit_percent').notNull().default(0),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** The service category income from it is reported under (decision 232); null: none chosen. */
    category: text('category').$type<PhotographerCategory>(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('session_types_photographer_idx').on(t.photographerId, t.position),
    check(
      'session_types_category_check',
      sql`${t.category} in ('portrait','wedding','events','wildlife','cultural','family','commercial','real-estate')`,
    ),
  ],
);

/** A date with other hours than the week's (spans of start times), or none: a day off. */
export const availabilityOverrides = pgTable(
  'availability_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    spans: jsonb('spans').$type<HoursSpan[]>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('availability_overrides_day_uq').on(t.photographerId, t.date)],
);

/**
 * Bookings, in UTC. `blocked_from`/`blocked_until` is the time the booking takes from the
 * calendar: the session plus its buffer after it. The custom migration adds the rule that makes
 * double booking impossible (decision 140): an EXCLUDE constraint (btree_gist) refusing two
 * active bookings of one photographer whose `tstzrange(blocked_from, blocked_until, '[)')`
 * overlap. The session type is copied (name, price, deposit) so later edits change nothing here.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sessionTypeId: uuid('session_type_id').references(() => sessionTypes.id, { onDelete: 'set null' }),
    typeName: text('type_name').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The signed-in customer who booked, when there was one. */
    customerUserId: uuid('customer_user_id').references(() => users.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone').notNull().default(''),
    location: text('location').notNull().default(''),
    notes: text('notes').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedFrom: timestamp('blocked_from', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    depositKobo: bigint('deposit_kobo', { mode: 'number' }).notNull().default(0),
    /** A deposit booking's hold: released (cancelled) when unpaid at this instant. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    payUrl: text('pay_url'),
    /** When the deposit was paid in full (the appointment's "Deposit paid" mark). */
    depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
    /**
     * The client's "manage my booking" link (/b/<token>, decision 206): view, reschedule and
     * cancel under the 48-hour rule without an account. 64 random hex characters.
     */
    manageToken: text('manage_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** Which reminders went out (hours before), so a retried job sends none twice. */
    remindersSent: integer('reminders_sent').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_photographer_start_idx').on(t.photographerId, t.startsAt),
    index('bookings_client_email_idx').on(t.clientEmail),
    index('bookings_hold_idx').on(t.holdExpiresAt),
    uniqueIndex('bookings_manage_token_uq').on(t.manageToken),
    // Reports: the session behind an invoice, and whether an enquiring client booked.
    index('bookings_invoice_idx').on(t.invoiceId),
    index('bookings_client_idx').on(t.clientId, t.createdAt),
  ],
);

/** Every change of a booking (booked, confirmed, rescheduled, cancelled, released…), append-only. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    summary: text('summary').notNull(),
    actorUserId: uuid('actor_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);
