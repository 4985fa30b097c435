import { describe, expect, it } from 'vitest';
import {
  blogPostSchema,
  faqItemSchema,
  featuredContentSchema,
  heroSchema,
  pricingTierSchema,
  serviceSchema,
  siteSettingsSchema,
} from '../../../../shared/content.ts';
import { seedBlogPosts } from './blog-posts.ts';
import { seedFaq, seedPricingTiers } from './pricing.ts';
import { seedServices } from './services.ts';
import { seedFeatured, seedHero, seedSettings } from './site.ts';

/** The seed is what a fresh install shows: every entry must pass the same rules as an admin's edit. */
describe('seed data', () => {
  it('passes the content schemas', () => {
    expect(siteSettingsSchema.parse(seedSettings)).toEqual(seedSettings);
    expect(heroSchema.parse(seedHero)).toEqual(seedHero);
    expect(featuredContentSchema.parse(seedFeatured)).toEqual(seedFeatured);
    for (const s of seedServices) expect(serviceSchema.parse(s), s.slug).toEqual(s);
    for (const t of seedPricingTiers) expect(pricingTierSchema.parse(t), t.name).toEqual(t);
    for (const f of seedFaq) expect(faqItemSchema.parse(f)).toEqual(f);
    for (const p of seedBlogPosts) expect(blogPostSchema.parse(p), p.slug).toEqual(p);
  });

  it('has unique slugs and tier names (they key the seeding)', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(seedServices.map((s) => s.slug))).toBe(true);
    expect(unique(seedBlogPosts.map((p) => p.slug))).toBe(true);
    expect(unique(seedPricingTiers.map((t) => t.name.toLowerCase()))).toBe(true);
  });

  it('marks exactly one pricing tier Most Popular and leaves Custom without a price', () => {
    expect(seedPricingTiers.filter((t) => t.mostPopular)).toHaveLength(1);
    expect(seedPricingTiers.find((t) => t.name === 'Custom')?.priceKobo).toBeNull();
  });

  it('uses the spec’s support hours and a Lagos office', () => {
    expect(seedSettings.officeHours).toBe('Monday to Friday, 9:00 AM to 5:00 PM');
    expect(seedSettings.officeAddress).toContain('Lagos');
    expect(seedHero.ctaLink).toBe('/scheduling');
  });
});
