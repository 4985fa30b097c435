import type { FeaturedContent, Hero, SiteFeatures, SiteSettings } from '@shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/lib/content-keys';
import { fetchPageQuery, pageQuery } from '@/lib/page-query';

export interface SiteContent {
  settings: SiteSettings;
  hero: Hero;
  featured: FeaturedContent;
  features: SiteFeatures;
}

/** /api/content/site as a page query: the server fills it for every server-rendered page. */
export const siteContentPageQuery = pageQuery<SiteContent>(contentKeys.site, { name: 'content.site' });

/**
 * The one query for /api/content/site (settings, hero, featured content). Everything that
 * shows site settings (navbar, footer, page titles, home page) uses these options, so the
 * data is fetched once and an admin's save refreshes every place at once.
 */
export const siteContentQuery = queryOptions({
  queryKey: contentKeys.site,
  queryFn: fetchPageQuery(siteContentPageQuery),
  staleTime: 60_000,
});

/** The site's settings and texts, shared by the layout, every public page and the editor. */
export function useSiteContent() {
  return useQuery(siteContentQuery);
}
