import type { Access } from './permissions.ts';

/** The link previews' rows of the permission table (PERMISSIONS spreads them in). */
export const PREVIEWS_PERMISSIONS: Record<string, Access> = {
  // A shared page's preview image, for crawlers: whoever holds the page's link (decision 262).
  'GET /api/public/og/:kind/:ref': 'public',
};
