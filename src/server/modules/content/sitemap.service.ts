import { STATIC_PAGE_META } from '../../../shared/page-meta.ts';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { listPublishedSlugs } from './blog.repository.ts';
import { listServices } from './content.repository.ts';

export interface SitemapEntry {
  /** Path on this site, e.g. /blog/some-post. */
  path: string;
  lastmod?: Date | undefined;
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

/** Another module's pages (e.g. photographer profiles), added with app.sitemap.addSource(). */
export type SitemapSource = () => Promise<SitemapEntry[]>;

export async function contentSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [services, posts] = await Promise.all([listServices(db), listPublishedSlugs(db)]);
  return [
    ...Object.entries(STATIC_PAGE_META).map(([path, meta]) => ({
      path,
      changefreq: meta.changefreq,
      priority: meta.priority,
    })),
    ...services.map((s) => ({
      path: `/services/${s.slug}`,
      lastmod: s.updatedAt,
      changefreq: 'monthly' as const,
      priority: 0.8,
    })),
    ...posts.map((p) => ({
      path: `/blog/${p.slug}`,
      lastmod: p.updatedAt,
      changefreq: 'monthly' as const,
      priority: 0.7,
    })),
  ];
}

export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries
    .filter((e) => !seen.has(e.path) && seen.add(e.path))
    .map((e) => {
      const parts = [`<loc>${escapeHtml(publicUrl + e.path)}</loc>`];
      if (e.lastmod) parts.push(`<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>`);
      if (e.changefreq) parts.push(`<changefreq>${e.changefreq}</changefreq>`);
      if (e.priority !== undefined) parts.push(`<priority>${e.priority.toFixed(1)}</priority>`);
      return `  <url>${parts.join('')}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Signed-in and admin areas have nothing for a search engine. */
const PRIVATE_PREFIXES = [
  '/api/',
  '/admin',
  '/admin-creation',
  '/dashboard',
  '/account',
  '/photographer-approval',
  '/photographer-dashboard',
  '/galleries',
  '/invoicing',
  '/contracts',
  '/scheduling',
  '/clients',
  '/gallery/',
  '/reset-password',
];

export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
