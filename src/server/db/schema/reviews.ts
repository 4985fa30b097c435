import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { derived } from './clients.ts';
import { createdAt, updatedAt } from './columns.ts';
import { galleries } from './galleries.ts';
import { bookings } from './scheduling.ts';

/**
 * An invitation to review, made only when a real booking is completed or a real gallery is
 * delivered (decision 264): exactly one of `booking_id` and `gallery_id`, each unique, so a
 * booking or a gallery has one invitation and therefore one review. `token` is the client's link
 * (/r/<token>, no account needed); `client_email` also lets a signed-in client find it.
 */
export const reviewInvites = pgTable(
  'review_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    galleryId: uuid('gallery_id').references(() => galleries.id, { onDelete: 'cascade' }),
    /** What was done, in the client's words: the session type or the gallery's name. */
    subject: text('subject').notNull(),
    clientName: text('client_name').notNull().default(''),
    clientEmail: text('client_email').notNull(),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_invites_booking_uq').on(t.bookingId),
    uniqueIndex('review_invites_gallery_uq').on(t.galleryId),
    uniqueIndex('review_invites_token_uq').on(t.token),
    index('review_invites_email_idx').on(t.clientEmail),
    index('review_invites_photographer_idx').on(t.photographerId),
    check('review_invites_one_subject', sql`(${t.bookingId} is null) <> (${t.galleryId} is null)`),
  ],
);

/**
 * A verified client's review: one per invitation (unique), so one per booking or gallery.
 * The photographer's reply is written once (a trigger refuses a second); a super admin may hide
 * it (with a reason) and restore it. Reports from anyone are in `review_reports`.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviteId: uuid('invite_id')
      .notNull()
      .references(() => reviewInvites.id, { onDelete: 'cascade' }),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_invite_uq').on(t.inviteId),
    index('reviews_photographer_idx').on(t.photographerId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** Somebody's report of a review (anyone may report); super admins see the reported ones. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('review_reports_review_idx').on(t.reviewId)],
);

/**
 * Each photographer's visible reviews, counted and summed by a trigger on `reviews` (increments,
 * so two reviews committed together both count), for the directory's sort and filter by rating.
 */
export const photographerRatings = derived.table('photographer_ratings', {
  photographerId: uuid('photographer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  n: integer('n').notNull(),
  total: integer('total').notNull(),
});
