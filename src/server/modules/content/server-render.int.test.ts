import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../../tests/auth-helpers.ts';
import { BUILT_CLIENT_DIR, BUILT_SSR_DIR } from '../../../../tests/front-end-build.ts';
import { closeTestApp, photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { ADMIN_CONTENT_API } from '../../../shared/content-admin.ts';
import { SSR_DATA_ELEMENT_ID } from '../../../shared/public-reads.ts';
import { publicCacheOf } from '../../lib/public-cache.ts';
import { seedBlogPosts } from './seed/blog-posts.ts';
import { seedServices } from './seed/services.ts';
import { seedHero } from './seed/site.ts';

/**
 * Public pages rendered on the server (decision 087): the raw HTML, as a crawler, a
 * link preview or a phone without JavaScript gets it, holds the page's heading, text, links,
 * meta tags and data, with the right status. The front end is built by the integration setup.
 */

const service = seedServices[0]!;
const post = seedBlogPosts.find((p) => p.status === 'published')!;
const profile = { businessName: 'Adaeze Lens Studio', slug: 'adaeze-lens', city: 'Enugu' };

/** Every public page: its heading and a piece of text or a link that only the page itself has. */
const PAGES: { path: string; heading: string; text: string }[] = [
  { path: '/', heading: seedHero.title, text: 'href="/services"' },
  { path: '/services', heading: 'Our Services', text: service.title },
  { path: `/services/${service.slug}`, heading: service.title, text: service.description },
  { path: '/pricing', heading: 'Simple, transparent pricing', text: 'Frequently asked questions' },
  { path: '/about', heading: 'We help photographers do their best work', text: 'href="/contact"' },
  { path: '/contact', heading: 'Get in touch', text: '<form' },
  { path: '/demo', heading: 'See Aworan in action', text: '<form' },
  { path: '/features/scheduling', heading: 'Bookings that fill your calendar', text: 'href="/signup' },
  {
    path: '/features/client-galleries',
    heading: 'Deliver photos your clients will love',
    text: '</section>',
  },
  { path: '/features/contracts', heading: 'Contracts signed in minutes', text: '</section>' },
  { path: '/features/invoicing', heading: 'Seamless Invoicing &amp; Payments', text: '</section>' },
  { path: '/features/crm', heading: 'Know every client, never miss a follow-up', text: '</section>' },
  { path: '/features/for-clients', heading: 'Book a photographer with confidence', text: '</section>' },
  {
    path: '/features/for-photographers',
    heading: 'Run your whole photography business in one place',
    text: '</section>',
  },
  { path: '/blog', heading: 'The Aworan Blog', text: `href="/blog/${post.slug}"` },
  { path: `/blog/${post.slug}`, heading: post.title, text: post.excerpt },
  { path: '/login', heading: 'Log in', text: 'id="login-email"' },
  { path: '/signup', heading: 'Create your account', text: 'id="signup-email"' },
  { path: '/terms', heading: 'Terms of Service', text: 'href="/privacy"' },
  { path: '/privacy', heading: 'Privacy Policy', text: 'href="/contact"' },
  { path: '/photographers', heading: 'Find a Photographer', text: `href="/photographers/${profile.slug}"` },
  { path: `/photographers/${profile.slug}`, heading: profile.businessName, text: profile.city },
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text as a browser reads it back from the character references a renderer writes. */
const decodeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of the first <h1>, tags inside it removed. */
const h1Of = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

const dataOf = (html: string) => {
  const match = new RegExp(
    `<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as { queries: { queries: { queryKey: unknown[] }[] } }) : undefined;
};

describe('server rendering of public pages', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    t = await createTestApp({
      clientDir: BUILT_CLIENT_DIR,
      ssrDir: BUILT_SSR_DIR,
      publicUrl: 'https://aworan.example',
    });
    await photographerWithListing(t.app, { ...profile, prices: [25_000_000] });
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it.each(PAGES)('$path: 200 with its heading, text, meta tags and data in the HTML', async (page) => {
    const res = await get(page.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(h1Of(html)).toContain(page.heading);
    expect(html).toContain(/^(href|id)=|^</.test(page.text) ? page.text : escapeHtml(page.text));
    // Navigation links are real links, so the page reads and navigates without JavaScript.
    expect(html).toContain('href="/blog"');
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="https://aworan.example${page.path}"`);
    // The data the page was rendered from travels with it, so the browser does not fetch it again.
    const data = dataOf(html);
    expect(data?.queries.queries.map((q) => q.queryKey)).toContainEqual(['content', 'site']);
  });

  it('gives a service, a blog post and a profile their own title, description and image in the meta tags', async () => {
    const html = (await get(`/blog/${post.slug}`)).body;
    expect(html).toContain(`<title>${escapeHtml(post.title)} | Aworan</title>`);
    expect(html).toContain(`<meta property="og:type" content="article" />`);
    expect(html).toContain(`<meta property="og:description" content="${escapeHtml(post.excerpt)}" />`);
    const serviceHtml = (await get(`/services/${service.slug}`)).body;
    expect(serviceHtml).toContain(`<meta property="og:title" content="${escapeHtml(service.title)}" />`);
    const profileHtml = (await get(`/photographers/${profile.slug}`)).body;
    expect(profileHtml).toContain(`content="${profile.businessName}`);
  });

  it.each([
    ['an unknown path', '/no-such-page', 'Oops! Page not found'],
    ['an unknown service', '/services/no-such-service', 'Service Not Found'],
    ['an unknown blog post', '/blog/no-such-post', 'not found'],
    ['an unknown photographer', '/photographers/no-such-photographer', 'not found'],
  ])('answers %s with 404 and the not-found page in the HTML', async (_what, path, text) => {
    const res = await get(path);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body.toLowerCase()).toContain(text.toLowerCase());
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain('href="/"');
  });

  it('keeps signed-in areas as the client-rendered shell', async () => {
    for (const path of ['/dashboard', '/admin', '/studio', '/photographer-dashboard']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<div id="root"></div>');
      expect(dataOf(res.body), path).toBeUndefined();
    }
  });

  it('answers a repeat visit with 304 while the page is unchanged, and compresses the page', async () => {
    const first = await get('/pricing');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/pricing', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const compressed = await get('/pricing', { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
  });

  it('shows an edit in /admin/content in the very next HTML, and the old ETag no longer matches', async () => {
    const before = await get('/');
    expect(h1Of(before.body)).toBe(seedHero.title);
    const admin = await signInAs(t.app, 'superAdmin');
    const hero = { ...seedHero, title: 'Lagos weddings, shot and delivered' };
    const saved = await t.app.inject({
      method: 'PUT',
      url: ADMIN_CONTENT_API.hero,
      headers: admin.headers,
      payload: hero,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await get('/', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(h1Of(after.body)).toBe(hero.title);
  });

  it('serves a page of public data from memory until the next edit, and never keeps a token link', async () => {
    const cache = publicCacheOf(t.app.db)!;
    const first = await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(first.statusCode).toBe(200);
    const kept = cache.page<{ etag: string }>('/pricing');
    expect(kept?.etag).toBe(first.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(again.body).toBe(first.body);
    expect(cache.page('/pricing')).toBe(kept);
    await t.app.inject({ method: 'GET', url: '/i/not-a-real-token' });
    expect(cache.page('/i/not-a-real-token')).toBeUndefined();
  });

  it('keeps the embedded data inert: a post title with </script> cannot end the data element', async () => {
    const admin = await signInAs(t.app, 'superAdmin');
    const title = 'Lights </script><script>alert(1)</script> and camera';
    const res = await t.app.inject({
      method: 'PUT',
      url: ADMIN_CONTENT_API.hero,
      headers: admin.headers,
      payload: { ...seedHero, title },
    });
    expect(res.statusCode, res.body).toBe(200);
    const html = (await get('/')).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    // Shown as the text it is (the renderer escapes what HTML needs; how much is its choice).
    expect(decodeHtml(h1Of(html) ?? '')).toBe(title);
    expect(dataOf(html)).toBeDefined();
  });
});
