import { describe, expect, it } from 'vitest';
import { renderRobots, renderSitemap } from './sitemap.service.ts';

describe('sitemap and robots', () => {
  it('renders each path once, absolute, with escaped characters and dates', () => {
    const xml = renderSitemap('https://aworan.ng', [
      { path: '/', priority: 1 },
      { path: '/blog/a&b', lastmod: new Date('2025-02-03T10:00:00Z'), changefreq: 'monthly' },
      { path: '/', priority: 0.2 },
    ]);
    expect(xml).toContain('<loc>https://aworan.ng/</loc>');
    expect(xml).toContain('<loc>https://aworan.ng/blog/a&amp;b</loc><lastmod>2025-02-03</lastmod>');
    expect(xml.match(/<loc>https:\/\/aworan\.ng\/<\/loc>/g)).toHaveLength(1);
    expect(xml).toContain('<priority>1.0</priority>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('keeps admin, account and API paths out of search engines', () => {
    const robots = renderRobots('https://aworan.ng');
    for (const p of ['/admin', '/api/', '/dashboard', '/invoicing'])
      expect(robots).toContain(`Disallow: ${p}`);
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
    expect(robots).toContain('Sitemap: https://aworan.ng/sitemap.xml');
  });
});
