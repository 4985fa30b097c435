import type { FeaturedContent, Hero, SiteSettings } from '@shared/content';
import { CONTENT_API } from '@shared/content-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { contentKeys } from '@/lib/content-keys';

export interface SiteContent {
  settings: SiteSettings;
  hero: Hero;
  featured: FeaturedContent;
}

/**
 * The one query for /api/content/site (settings, hero, featured content). Everything that
 * shows site settings (navbar, footer, page titles, home page) uses these options, so the
 * data is fetched once and an admin's save refreshes every place at once.
 */
export const siteContentQuery = queryOptions({
  queryKey: contentKeys.site,
  queryFn: () => api.get<SiteContent>(CONTENT_API.site),
  staleTime: 60_000,
});

/** The site's settings and texts, shared by the layout, every public page and the editor. */
export function useSiteContent() {
  return useQuery(siteContentQuery);
}
