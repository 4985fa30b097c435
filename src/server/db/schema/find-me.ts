import { index, pgSchema, pgTable, primaryKey, real, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { galleries, galleryPhotos } from './galleries.ts';

/**
 * "Find me" (decision 293). The switch lives with the gallery's other settings (schema `public`,
 * backed up); everything about a face lives in schema `find_me`, which backups leave out (they
 * dump schema `public`): after a restore the photos are indexed again, the selfies are gone.
 */
export const findMeGalleries = pgTable('find_me_galleries', {
  galleryId: uuid('gallery_id')
    .primaryKey()
    .references(() => galleries.id, { onDelete: 'cascade' }),
  /** The photographer confirmed that guests were told, at this time; turning it off deletes the row. */
  turnedOnAt: timestamp('turned_on_at', { withTimezone: true }).notNull().defaultNow(),
});

export const findMe = pgSchema('find_me');

/** One face found in one photo: its 128-number descriptor, matched only within its gallery. */
export const photoFaces = findMe.table(
  'photo_faces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => galleryPhotos.id, { onDelete: 'cascade' }),
    descriptor: real('descriptor').array().notNull(),
  },
  (t) => [index('photo_faces_gallery_idx').on(t.galleryId), index('photo_faces_photo_idx').on(t.photoId)],
);

/**
 * A photo's indexing: claimed before the work (so two workers never index the same photo) and
 * done once (`faces` set). A claim left undone by a crash is taken again after a while.
 */
export const indexedPhotos = findMe.table(
  'indexed_photos',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => galleryPhotos.id, { onDelete: 'cascade' }),
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Faces stored; null while the claim is being worked on. */
    faces: smallint('faces'),
  },
  (t) => [primaryKey({ columns: [t.photoId] }), index('indexed_photos_gallery_idx').on(t.galleryId)],
);

/** A guest's selfie, as its descriptor only (the picture itself is never stored), for 24 hours. */
export const selfies = findMe.table(
  'selfies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    descriptor: real('descriptor').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('selfies_expires_idx').on(t.expiresAt)],
);
