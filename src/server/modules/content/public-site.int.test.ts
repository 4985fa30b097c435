import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { ADMIN_CONTENT_API } from '../../../shared/content-admin.ts';
import { STATIC_PAGE_META } from '../../../shared/page-meta.ts';
import { seedBlogPosts } from './seed/blog-posts.ts';
import { seedServices } from './seed/services.ts';
import { seedSettings } from './seed/site.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Aworan: photography bookings</title>
    <meta name="description" content="generic" />
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('found: sitemap, robots and per-page meta in the served HTML', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX);
    t = await createTestApp({ clientDir, publicUrl: 'https://aworan.example' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('lists public pages, services and published posts in sitemap.xml, never drafts', async () => {
    const admin = await signInAs(t.app, 'superAdmin');
    await t.app.inject({
      method: 'POST',
      url: ADMIN_CONTENT_API.blog,
      headers: admin.headers,
      payload: { ...seedBlogPosts[0], slug: 'secret-draft', status: 'draft' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    for (const p of Object.keys(STATIC_PAGE_META))
      expect(res.body).toContain(`<loc>https://aworan.example${p}</loc>`);
    for (const s of seedServices) expect(res.body).toContain(`https://aworan.example/services/${s.slug}<`);
    for (const b of seedBlogPosts.filter((p) => p.status === 'published')) {
      expect(res.body).toContain(`https://aworan.example/blog/${b.slug}<`);
    }
    expect(res.body).not.toContain('secret-draft');
    expect(res.body).not.toContain('/admin');
  });

  it('takes sitemap entries from other modules', async () => {
    t.app.site.addSitemapSource(async () => [{ path: '/photographers/ada-lens' }]);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(
      '/photographers/ada-lens',
    );
  });

  it('serves robots.txt that keeps private areas out and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://aworan.example/sitemap.xml');
  });

  it('writes the page title, description and Open Graph tags into the HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>Pricing | ${seedSettings.siteName}</title>`);
    expect(res.body).toContain(
      `<meta name="description" content="${STATIC_PAGE_META['/pricing'].description}" />`,
    );
    expect(res.body).not.toContain('content="generic"');
    expect(res.body).toContain('<meta property="og:url" content="https://aworan.example/pricing" />');
    expect(res.body).toContain('<meta property="og:image" content="https://aworan.example/og-image.png" />');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('uses a blog post’s own title and excerpt, escaped', async () => {
    const post = seedBlogPosts[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/blog/${post.slug}` });
    expect(res.body).toContain('<meta property="og:type" content="article" />');
    expect(res.body).toContain(
      `<meta property="og:title" content="${post.title.replaceAll("'", '&#39;')}" />`,
    );

    const admin = await signInAs(t.app, 'superAdmin');
    const created = await t.app.inject({
      method: 'POST',
      url: ADMIN_CONTENT_API.blog,
      headers: admin.headers,
      payload: { ...post, slug: 'quotes-test', title: 'Say "cheese" <script>', status: 'published' },
    });
    expect(created.statusCode).toBe(201);
    const html = (await t.app.inject({ method: 'GET', url: '/blog/quotes-test' })).body;
    expect(html).toContain('Say &quot;cheese&quot; &lt;script&gt;');
    expect(html).not.toContain('<script>');

    // '$' sequences in a title are text, not replacement patterns.
    await t.app.inject({
      method: 'POST',
      url: ADMIN_CONTENT_API.blog,
      headers: admin.headers,
      payload: { ...post, slug: 'dollar-test', title: "Save $' and $& today", status: 'published' },
    });
    const dollars = (await t.app.inject({ method: 'GET', url: '/blog/dollar-test' })).body;
    expect(dollars).toContain('<title>Save $&#39; and $&amp; today');
  });

  it('leaves API answers and the home page’s own meta alone', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain(`<title>${seedSettings.siteName}: ${seedSettings.tagline}</title>`);
    const api = await t.app.inject({ method: 'GET', url: '/api/content/site' });
    expect(api.headers['content-type']).toContain('application/json');
  });
});
