import type { Db } from '../../db/client.ts';
import { blogPosts, contentSeeds, pricingTiers, services, siteContent } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import { publicDataChanged } from '../../lib/public-cache.ts';
import { seedBlogPosts } from './seed/blog-posts.ts';
import { seedFaq, seedPricingTiers } from './seed/pricing.ts';
import { seedServices } from './seed/services.ts';
import { seedFeatured, seedHero, seedSettings } from './seed/site.ts';

interface SeedEntry {
  /** Stable name recorded in content_seeds once applied. */
  key: string;
  apply(tx: Db): Promise<unknown>;
}

/** Every seed entry, one per service, tier and post, so a new entry in a release still arrives. */
function entries(): SeedEntry[] {
  const doc = (key: 'settings' | 'hero' | 'featured' | 'faq', value: unknown): SeedEntry => ({
    key,
    apply: (tx) => tx.insert(siteContent).values({ key, value }).onConflictDoNothing(),
  });
  return [
    doc('settings', seedSettings),
    doc('hero', seedHero),
    doc('featured', seedFeatured),
    doc('faq', seedFaq),
    ...seedServices.map((s) => ({
      key: `service:${s.slug}`,
      apply: (tx: Db) => tx.insert(services).values(s).onConflictDoNothing(),
    })),
    ...seedPricingTiers.map((t) => ({
      key: `pricing:${t.name.toLowerCase()}`,
      apply: (tx: Db) => tx.insert(pricingTiers).values(t),
    })),
    ...seedBlogPosts.map((p) => ({
      key: `blog:${p.slug}`,
      apply: (tx: Db) => tx.insert(blogPosts).values(p).onConflictDoNothing(),
    })),
  ];
}

/**
 * Seeds the public site's content on start. Each entry is applied at most once, ever: the
 * marker row and the content go in together, so an entry the admin edited or deleted is
 * never brought back, and two instances starting at once cannot both apply it (decision 020).
 */
export async function seedContent(db: Db): Promise<string[]> {
  const applied = new Set((await db.select({ key: contentSeeds.key }).from(contentSeeds)).map((r) => r.key));
  const pending = entries().filter((e) => !applied.has(e.key));
  if (pending.length === 0) return [];
  return withTransaction(db, async (t) => {
    const done: string[] = [];
    for (const entry of pending) {
      const [marker] = await t
        .insert(contentSeeds)
        .values({ key: entry.key })
        .onConflictDoNothing()
        .returning({ key: contentSeeds.key });
      if (!marker) continue; // another instance got there first
      await entry.apply(t);
      done.push(entry.key);
    }
    // Instances already serving (a rolling upgrade) drop what they kept.
    if (done.length > 0) await publicDataChanged(t, 'site', 'blog');
    return done;
  });
}
