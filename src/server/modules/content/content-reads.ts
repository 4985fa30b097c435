import { BLOG_CATEGORIES, type SiteFeatures } from '../../../shared/content.ts';
import type { PublicReader } from '../../../shared/public-reads.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { getBlogListing, getPublishedPost } from './blog.service.ts';
import { getPricingTiers, getService, getServiceSummaries } from './catalog.service.ts';
import { getSiteDocuments } from './site-content.service.ts';

/** /api/content/site's answer: the site's documents and what this instance offers. */
export async function siteRead(db: Db, features: SiteFeatures) {
  const { settings, hero, featured } = await getSiteDocuments(db);
  return { settings, hero, featured, features };
}

/**
 * The content API's public reads for server-rendered pages: the same service calls and the same
 * answers as the GET routes in content.routes.ts (CONTENT_API), without HTTP.
 */
export function contentReaders(db: Db, features: SiteFeatures) {
  return {
    'content.site': () => siteRead(db, features),
    'content.services': async () => ({ services: await getServiceSummaries(db) }),
    'content.service': async ({ slug }) => ({ service: await getService(db, slug) }),
    'content.pricing': async () => {
      const [tiers, { faq }] = await Promise.all([getPricingTiers(db), getSiteDocuments(db)]);
      return { tiers, faq };
    },
    'content.blog': async ({ category, page }) => {
      if (category && !(BLOG_CATEGORIES as readonly string[]).includes(category)) {
        throw badRequest('Unknown blog category');
      }
      return getBlogListing(db, category || undefined, page);
    },
    'content.blogPost': async ({ slug }) => getPublishedPost(db, slug),
  } satisfies {
    [N in
      | 'content.site'
      | 'content.services'
      | 'content.service'
      | 'content.pricing'
      | 'content.blog'
      | 'content.blogPost']: PublicReader<N>;
  };
}
