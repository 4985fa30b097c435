import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { PhotographerCategory } from '../../../shared/marketplace.ts';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * The marketplace listing of a photographer, beyond the accounts profile (business name, slug,
 * city, bio live in photographer_profiles): categories, packages, cover and portfolio images.
 * Whether a listing is public is never stored here; it is read from the user's approval at
 * query time, so an admin's decision takes effect at once (decision 040).
 */

export const IMAGE_KINDS = ['portfolio', 'cover'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const marketplaceListings = pgTable(
  'marketplace_listings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    categories: text('categories')
      .array()
      .$type<PhotographerCategory[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The photographer chose to show the profile's phone number publicly. */
    showPhone: boolean('show_phone').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('marketplace_listings_categories_idx').using('gin', t.categories),
    check(
      'marketplace_listings_categories_check',
      sql`${t.categories} <@ array['portrait','wedding','events','wildlife','cultural','family','commercial','real-estate']::text[]`,
    ),
  ],
);

export const marketplacePackages = pgTable(
  'marketplace_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Integer kobo; bigint because a wedding package can pass ₦21m (int4's limit in kobo). */
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    description: text('description').notNull().default(''),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('marketplace_packages_user_idx').on(t.userId, t.sortOrder),
    check('marketplace_packages_price_check', sql`${t.priceKobo} >= 0`),
  ],
);

/** Uploaded images; files live under DATA_DIR/uploads/portfolio/<userId>/<id>/. */
export const marketplaceImages = pgTable(
  'marketplace_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: IMAGE_KINDS }).notNull(),
    caption: text('caption').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('marketplace_images_user_idx').on(t.userId, t.kind, t.sortOrder),
    check('marketplace_images_kind_check', sql`${t.kind} in ('portfolio', 'cover')`),
  ],
);
