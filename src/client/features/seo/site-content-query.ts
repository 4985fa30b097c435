import type { FeaturedContent, Hero, SiteSettings } from '@shared/content';
import { CONTENT_API } from '@shared/content-api';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '@/features/content/content-keys';
import { api } from '@/lib/api';

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
