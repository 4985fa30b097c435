import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BlogPost, ServicePackage } from '../../../shared/content.ts';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * The public site's content, edited at /admin/content. Single documents (site settings, hero,
 * featured content, FAQ) are one JSON row each in `site_content`; lists that visitors page
 * through or link to by slug (services, pricing tiers, blog posts) are proper tables.
 */

const updatedBy = () => uuid('updated_by').references(() => users.id, { onDelete: 'set null' });

export const SITE_CONTENT_KEYS = ['settings', 'hero', 'featured', 'faq'] as const;
export type SiteContentKey = (typeof SITE_CONTENT_KEYS)[number];

export const siteContent = pgTable('site_content', {
  key: text('key', { enum: SITE_CONTENT_KEYS }).primaryKey(),
  /** Validated by the shared zod schema of its key before every write. */
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
});

/**
 * Which seed entries have been applied ('service:portrait', 'settings', ...). An entry is
 * seeded once: an admin's later edit or deletion is never undone by a restart, and a seed
 * entry added in a new release still arrives (decision 020).
 */
export const contentSeeds = pgTable('content_seeds', {
  key: text('key').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startingPriceKobo: integer('starting_price_kobo').notNull(),
    heroImage: text('hero_image').notNull().default(''),
    content: text('content').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    packages: jsonb('packages').$type<ServicePackage[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [check('services_price_check', sql`${t.startingPriceKobo} >= 0`)],
);

export const pricingTiers = pgTable(
  'pricing_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Null for a tier without a price (Custom). */
    priceKobo: integer('price_kobo'),
    description: text('description').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    mostPopular: boolean('most_popular').notNull().default(false),
    buttonText: text('button_text').notNull(),
    buttonLink: text('button_link').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [check('pricing_tiers_price_check', sql`${t.priceKobo} is null or ${t.priceKobo} >= 0`)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    author: jsonb('author').$type<BlogPost['author']>().notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    image: text('image').notNull().default(''),
    category: text('category').notNull(),
    content: text('content').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    index('blog_posts_listing_idx').on(t.status, t.publishedOn),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

/** Images uploaded to the media library; the files live in storage under the row's id. */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    originalName: text('original_name').notNull(),
    /** Type detected from the file's bytes, not the browser's claim. */
    sourceFormat: text('source_format').notNull(),
    /** Size of the uploaded file in bytes. */
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('media_assets_created_at_idx').on(t.createdAt)],
);
