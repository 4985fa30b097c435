import type { z } from 'zod';
import {
  type FaqItem,
  type FeaturedContent,
  faqItemSchema,
  featuredContentSchema,
  type Hero,
  heroSchema,
  type SiteSettings,
  siteSettingsSchema,
} from '../../../shared/content.ts';
import type { Db } from '../../db/client.ts';
import type { SiteContentKey } from '../../db/schema/index.ts';
import { readSiteContent, writeSiteContent } from './content.repository.ts';
import { seedFaq } from './seed/pricing.ts';
import { seedFeatured, seedHero, seedSettings } from './seed/site.ts';

export interface SiteDocuments {
  settings: SiteSettings;
  hero: Hero;
  featured: FeaturedContent;
  faq: FaqItem[];
}

const schemas = {
  settings: siteSettingsSchema,
  hero: heroSchema,
  featured: featuredContentSchema,
  faq: faqItemSchema.array(),
} satisfies Record<SiteContentKey, z.ZodType>;

const defaults: SiteDocuments = {
  settings: seedSettings,
  hero: seedHero,
  featured: seedFeatured,
  faq: seedFaq,
};

/**
 * Site documents are read on every page view and by every email (the brand), so each
 * instance keeps them for a short while. A save on this instance clears its copy at once;
 * other instances catch up within the TTL (decision 021).
 */
const CACHE_TTL_MS = 15_000;
const cache = new WeakMap<Db, { at: number; value: Promise<SiteDocuments> }>();

async function load(db: Db): Promise<SiteDocuments> {
  const stored = await readSiteContent(db);
  const pick = <K extends SiteContentKey>(key: K): SiteDocuments[K] => {
    const parsed = schemas[key].safeParse(stored.get(key));
    // A missing or unreadable row (never written, or a schema that grew) falls back to the seed.
    return (parsed.success ? parsed.data : defaults[key]) as SiteDocuments[K];
  };
  return { settings: pick('settings'), hero: pick('hero'), featured: pick('featured'), faq: pick('faq') };
}

export function getSiteDocuments(db: Db): Promise<SiteDocuments> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.value;
  const value = load(db);
  cache.set(db, { at: Date.now(), value });
  // A failed read must not be served from the cache.
  value.catch(() => cache.delete(db));
  return value;
}

export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  return (await getSiteDocuments(db)).settings;
}

async function save<K extends SiteContentKey>(
  db: Db,
  key: K,
  value: SiteDocuments[K],
  userId: string | null,
): Promise<SiteDocuments[K]> {
  const valid = schemas[key].parse(value) as SiteDocuments[K];
  await writeSiteContent(db, key, valid, userId);
  cache.delete(db);
  return valid;
}

export const saveSettings = (db: Db, value: SiteSettings, userId: string | null) =>
  save(db, 'settings', value, userId);
export const saveHero = (db: Db, value: Hero, userId: string | null) => save(db, 'hero', value, userId);
export const saveFeatured = (db: Db, value: FeaturedContent, userId: string | null) =>
  save(db, 'featured', value, userId);
export const saveFaq = (db: Db, value: FaqItem[], userId: string | null) => save(db, 'faq', value, userId);
