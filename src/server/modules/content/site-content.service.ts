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
import { withTransaction } from '../../db/transaction.ts';
import { cachedRead, publicDataChanged } from '../../lib/public-cache.ts';
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

async function load(db: Db): Promise<SiteDocuments> {
  const stored = await readSiteContent(db);
  const pick = <K extends SiteContentKey>(key: K): SiteDocuments[K] => {
    const parsed = schemas[key].safeParse(stored.get(key));
    // A missing or unreadable row (never written, or a schema that grew) falls back to the seed.
    return (parsed.success ? parsed.data : defaults[key]) as SiteDocuments[K];
  };
  return { settings: pick('settings'), hero: pick('hero'), featured: pick('featured'), faq: pick('faq') };
}

/**
 * Site documents are read on every page view and by every email (the brand): from the public
 * data cache, which every save empties on every instance (decision 096).
 */
export function getSiteDocuments(db: Db): Promise<SiteDocuments> {
  return cachedRead(db, 'site', 'documents', () => load(db));
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
  await withTransaction(db, async (tx) => {
    await writeSiteContent(tx, key, valid, userId);
    await publicDataChanged(tx, 'site');
  });
  return valid;
}

export const saveSettings = (db: Db, value: SiteSettings, userId: string | null) =>
  save(db, 'settings', value, userId);
export const saveHero = (db: Db, value: Hero, userId: string | null) => save(db, 'hero', value, userId);
export const saveFeatured = (db: Db, value: FeaturedContent, userId: string | null) =>
  save(db, 'featured', value, userId);
export const saveFaq = (db: Db, value: FaqItem[], userId: string | null) => save(db, 'faq', value, userId);
