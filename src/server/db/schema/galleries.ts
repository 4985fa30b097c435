import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DOWNLOAD_SIZES,
  GALLERY_LOOKS,
  PHOTO_STATES,
  WATERMARK_KINDS,
  WATERMARK_POSITIONS,
} from '../../../shared/galleries.ts';
import { DOWNLOAD_POLICIES } from '../../../shared/gallery-downloads.ts';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * A photographer's gallery. Private until shared (`shared_at`); `client_email` is the client
 * it is for (they see it in /galleries once it is shared, by their verified email).
 */
export const galleries = pgTable(
  'galleries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    clientEmail: text('client_email').notNull().default(''),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    /** scrypt hashes (decision 153); a changed PIN or password ends every grant made with the old one. */
    pinHash: text('pin_hash'),
    passwordHash: text('password_hash'),
    /** Set when too many wrong codes were tried (decision 211): the code opens nothing until a new one is set. */
    codeRetiredAt: timestamp('code_retired_at', { withTimezone: true }),
    /** The last day the link opens (Africa/Lagos); null: no expiry. */
    expiresOn: date('expires_on'),
    /** The last day the client was reminded of (7 days before it); a new last day re-arms it. */
    expiryRemindedFor: date('expiry_reminded_for'),
    /** Who may download, and when (decision 208): open, after-payment, favourites or off. */
    downloadPolicy: text('download_policy', { enum: DOWNLOAD_POLICIES }).notNull().default('open'),
    downloadSize: text('download_size', { enum: DOWNLOAD_SIZES }).notNull().default('original'),
    look: text('look', { enum: GALLERY_LOOKS }).notNull().default('classic-light'),
    watermarkText: text('watermark_text').notNull().default(''),
    /** The photographer's text, or their logo (the one stored for their invoices, decision 166). */
    watermarkKind: text('watermark_kind', { enum: WATERMARK_KINDS }).notNull().default('text'),
    watermarkPosition: text('watermark_position', { enum: WATERMARK_POSITIONS })
      .notNull()
      .default('bottom-right'),
    /** Percent, 5–100. */
    watermarkOpacity: smallint('watermark_opacity').notNull().default(40),
    /** Proofing: edited photos the package includes (0: no limit), and the price of each extra. */
    includedPhotos: integer('included_photos').notNull().default(0),
    extraPhotoKobo: bigint('extra_photo_kobo', { mode: 'number' }).notNull().default(250_000),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('galleries_photographer_idx').on(t.photographerId, t.createdAt),
    index('galleries_client_email_idx').on(t.clientEmail),
  ],
);

/**
 * One photo of a gallery. A row exists from the first byte of its upload (`uploading`), is
 * `processing` once the original is whole and checked, and `ready` once its sizes exist: only
 * ready photos are listed, so a server that dies mid-upload or mid-processing never shows a
 * partial photo (decision 150). The SHA-256 of the original is unique per gallery: the same
 * file twice is one photo. `captured_at` (EXIF) sorts the gallery and is never served.
 */
export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    photographerId: uuid('photographer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentHash: text('content_hash').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /**
     * Bytes of the web-size JPEG, written by the job that makes the served sizes; null: made
     * before the data saver's 640 px size existed, so the sweep makes them again (decision 267).
     */
    webBytes: bigint('web_bytes', { mode: 'number' }),
    chunkCount: smallint('chunk_count').notNull(),
    /** Chunks stored so far (indexes), while uploading. */
    receivedChunks: smallint('received_chunks').array().notNull().default(sql`'{}'::smallint[]`),
    state: text('state', { enum: PHOTO_STATES }).notNull().default('uploading'),
    mime: text('mime').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    thumbhash: text('thumbhash'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** The named part of the gallery it is shown in (decision 167); null: before every section. */
    sectionId: uuid('section_id').references(() => gallerySections.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gallery_photos_hash_uq').on(t.galleryId, t.contentHash),
    index('gallery_photos_gallery_idx').on(t.galleryId, t.state, t.capturedAt),
    index('gallery_photos_photographer_idx').on(t.photographerId),
    // Deleting a section sets its photos' section_id to null: found by this index, not a scan.
    index('gallery_photos_section_idx').on(t.sectionId),
  ],
);

/**
 * A visitor who gave the right PIN or password: the cookie holds the token, the table its
 * SHA-256. Grants are deleted when the PIN or password changes (decision 153).
 */
export const galleryAccessGrants = pgTable(
  'gallery_access_grants',
  {
    tokenHash: text('token_hash').primaryKey(),
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('gallery_access_grants_gallery_idx').on(t.galleryId)],
);

/** Who downloaded what, when: the photographer's download log. */
export const galleryDownloads = pgTable(
  'gallery_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    /** A single photo; null for a zip. */
    photoId: uuid('photo_id').references(() => galleryPhotos.id, { onDelete: 'set null' }),
    what: text('what').notNull(),
    /** The signed-in or identified email, else ''. */
    who: text('who').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('gallery_downloads_gallery_idx').on(t.galleryId, t.createdAt)],
);

/**
 * How often a gallery's link was opened, per Lagos day: one row per gallery and day, counted up
 * when the client's page shows the photos (decision 231). Counted since this table exists.
 */
export const galleryViewDays = pgTable(
  'gallery_view_days',
  {
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.galleryId, t.day] })],
);

/**
 * One client's favourites in a gallery, identified by email (no account needed). The browser
 * holds the selection's token in a cookie; the table keeps its SHA-256. Submitted with a
 * verified email; the photographer may reopen it, and a new submission replaces the unpaid
 * extras invoice or bills only the difference (decision 158).
 */
export const gallerySelections = pgTable(
  'gallery_selections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    /**
     * SHA-256 of the token in the latest "continue here" email: opening that link moves the
     * selection to that browser. Asking for it leaves the current browser's token alone, so
     * someone who types the client's email logs nobody out.
     */
    continueTokenHash: text('continue_token_hash'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    extraPhotos: integer('extra_photos').notNull().default(0),
    invoiceId: uuid('invoice_id'),
    invoiceUrl: text('invoice_url').notNull().default(''),
    /**
     * Proof that the email is the client's (decision 158): a 6-digit code emailed to it, or the
     * continue link, or a signed-in account with that verified email. Submitting needs it.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** SHA-256 of the current code (with the selection id), its expiry and wrong tries. */
    verifyCodeHash: text('verify_code_hash'),
    verifyCodeExpiresAt: timestamp('verify_code_expires_at', { withTimezone: true }),
    verifyTries: smallint('verify_tries').notNull().default(0),
    /** Extras covered by invoices that stand (paid or kept); `invoice_extras` on the latest one. */
    billedExtras: integer('billed_extras').notNull().default(0),
    invoiceExtras: integer('invoice_extras').notNull().default(0),
    /** When the photographer last reopened it for changes. */
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gallery_selections_email_uq').on(t.galleryId, t.email),
    uniqueIndex('gallery_selections_token_uq').on(t.tokenHash),
    uniqueIndex('gallery_selections_continue_uq').on(t.continueTokenHash),
  ],
);

export const galleryFavourites = pgTable(
  'gallery_favourites',
  {
    selectionId: uuid('selection_id')
      .notNull()
      .references(() => gallerySelections.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => galleryPhotos.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.selectionId, t.photoId] })],
);

/**
 * Named, ordered parts of a gallery (Getting ready, Ceremony, Reception…), decision 167. A
 * deleted section puts its photos back among the unsectioned ones (`section_id` set null).
 * Names are unique per gallery whatever their case.
 */
export const gallerySections = pgTable(
  'gallery_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gallery_sections_name_uq').on(t.galleryId, sql`lower(${t.name})`),
    index('gallery_sections_gallery_idx').on(t.galleryId, t.position),
  ],
);
