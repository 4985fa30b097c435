import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PHOTO_STATES } from '../../../shared/galleries.ts';
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
    chunkCount: smallint('chunk_count').notNull(),
    /** Chunks stored so far (indexes), while uploading. */
    receivedChunks: smallint('received_chunks').array().notNull().default(sql`'{}'::smallint[]`),
    state: text('state', { enum: PHOTO_STATES }).notNull().default('uploading'),
    mime: text('mime').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    thumbhash: text('thumbhash'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gallery_photos_hash_uq').on(t.galleryId, t.contentHash),
    index('gallery_photos_gallery_idx').on(t.galleryId, t.state, t.capturedAt),
    index('gallery_photos_photographer_idx').on(t.photographerId),
  ],
);
