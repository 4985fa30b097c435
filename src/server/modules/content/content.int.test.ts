import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { type BlogPost, CONTENT_API, type Service, type ServiceSummary } from '../../../shared/content.ts';
import { ADMIN_CONTENT_API } from '../../../shared/content-admin.ts';
import { Paragraph } from '../../emails/layout.tsx';
import { seedContent } from './content.seed.ts';
import { seedBlogPosts } from './seed/blog-posts.ts';
import { seedServices } from './seed/services.ts';
import { seedSettings } from './seed/site.ts';

describe('site content: public reads and the content editor', () => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'superAdmin');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const adminSend = (method: 'PUT' | 'POST' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: admin.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('serves the seeded settings, hero and featured content', async () => {
    const res = await get(CONTENT_API.site);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.settings).toEqual(seedSettings);
    expect(body.hero.ctaLink).toBe('/scheduling');
    expect(body.featured.testimonials.length).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves every seeded service in order, one by slug, and 404 for an unknown slug', async () => {
    const list = (await get(CONTENT_API.services)).json().services as ServiceSummary[];
    expect(list.map((s) => s.slug)).toEqual(
      [...seedServices].sort((a, b) => a.sortOrder - b.sortOrder).map((s) => s.slug),
    );
    // The list carries what a card shows; the long text and packages come with the service.
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['description', 'heroImage', 'slug', 'sortOrder', 'startingPriceKobo', 'title'].sort(),
    );
    const first = seedServices[0]!;
    const one = await get(CONTENT_API.service(first.slug));
    expect(one.statusCode).toBe(200);
    expect(one.json().service.content).toBe(first.content);
    expect(one.json().service.startingPriceKobo).toBe(first.startingPriceKobo);
    const missing = await get(CONTENT_API.service('no-such-service'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Service Not Found');
    expect((await get(CONTENT_API.service('Not-A-Slug'))).statusCode).toBe(404);
  });

  it('serves pricing tiers with the FAQ, Custom without a price', async () => {
    const body = (await get(CONTENT_API.pricing)).json();
    expect(body.tiers.length).toBeGreaterThan(0);
    expect(body.faq.length).toBeGreaterThan(0);
    expect(body.tiers.filter((tier: { mostPopular: boolean }) => tier.mostPopular)).toHaveLength(1);
  });

  it('seeding again changes nothing and never restores what an admin deleted', async () => {
    const before = (await adminSend('GET', ADMIN_CONTENT_API.services)).json().services as Array<{
      id: string;
    }>;
    const victim = before.at(-1)!;
    expect((await adminSend('DELETE', ADMIN_CONTENT_API.service(victim.id))).statusCode).toBe(204);
    expect(await seedContent(t.app.db)).toEqual([]);
    const after = (await get(CONTENT_API.services)).json().services;
    expect(after).toHaveLength(before.length - 1);
  });

  it('shows a saved hero on the public API at once', async () => {
    const hero = {
      title: 'Lagos stories, beautifully told',
      subtitle: 'Book a photographer today',
      ctaText: 'Find a photographer',
      ctaLink: '/photographers',
      imageUrl: '',
    };
    const res = await adminSend('PUT', ADMIN_CONTENT_API.hero, hero);
    expect(res.statusCode).toBe(200);
    expect((await get(CONTENT_API.site)).json().hero).toEqual(hero);
  });

  it('refuses a hero without a heading or with a bad link, with the field message', async () => {
    const res = await adminSend('PUT', ADMIN_CONTENT_API.hero, {
      title: ' ',
      subtitle: '',
      ctaText: 'Go',
      ctaLink: '/x',
      imageUrl: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.title).toBe('Heading is required');
    const bad = await adminSend('PUT', ADMIN_CONTENT_API.hero, {
      title: 'Hi',
      subtitle: '',
      ctaText: 'Go',
      ctaLink: 'javascript:alert(1)',
      imageUrl: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.ctaLink).toMatch(/path starting with \//);
  });

  it('saves settings and uses them as the brand of the next email', async () => {
    const settings = { ...seedSettings, siteName: 'Aworan Studio', footerText: 'Made with care in Yaba.' };
    expect((await adminSend('PUT', ADMIN_CONTENT_API.settings, settings)).statusCode).toBe(200);
    expect((await get(CONTENT_API.site)).json().settings.siteName).toBe('Aworan Studio');
    await t.app.mailer.send({
      to: 'brand-check@example.test',
      template: 'test',
      content: { subject: 'Hi', body: createElement(Paragraph, null, 'Hello') },
    });
    const [email] = await t.app.database.query<{ text: string }>(
      `select text from notification_outbox where "to" = 'brand-check@example.test'`,
    );
    expect(email!.text).toContain('Aworan Studio');
    expect(email!.text).toContain('Made with care in Yaba.');
    await adminSend('PUT', ADMIN_CONTENT_API.settings, seedSettings);
  });

  it('saves all services: edits one, adds one, and the new one has its own page', async () => {
    const current = (await adminSend('GET', ADMIN_CONTENT_API.services)).json().services as Array<
      Service & { id: string }
    >;
    const edited = { ...current[0]!, title: 'Studio Portraits', startingPriceKobo: 1_800_000 };
    const added: Service = {
      slug: 'drone',
      title: 'Drone Photography',
      description: 'Aerial views of venues and property.',
      startingPriceKobo: 6_000_000,
      heroImage: '',
      content: '## Why aerial\n- Show the whole venue',
      features: ['Licensed pilot'],
      packages: [],
      sortOrder: 99,
    };
    const res = await adminSend('PUT', ADMIN_CONTENT_API.services, {
      services: [edited, ...current.slice(1), added],
    });
    expect(res.statusCode).toBe(200);
    const page = (await get(CONTENT_API.service(edited.slug))).json().service;
    expect(page.title).toBe('Studio Portraits');
    expect(page.startingPriceKobo).toBe(1_800_000);
    expect((await get(CONTENT_API.service('drone'))).json().service.title).toBe('Drone Photography');
  });

  it('refuses two services with the same slug and a negative price', async () => {
    const current = (await adminSend('GET', ADMIN_CONTENT_API.services)).json().services as Array<
      Service & { id: string }
    >;
    const dup = { ...current[0]!, id: undefined };
    const res = await adminSend('PUT', ADMIN_CONTENT_API.services, { services: [current[0], dup] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Two services use the slug/);
    const neg = await adminSend('PUT', ADMIN_CONTENT_API.services, {
      services: [{ ...current[0]!, startingPriceKobo: -5 }],
    });
    expect(neg.statusCode).toBe(400);
  });

  it('adds and edits pricing packages, keeping one Most Popular', async () => {
    const created = await adminSend('POST', ADMIN_CONTENT_API.tiers, {
      name: 'Graduation',
      priceKobo: 4_000_000,
      description: 'Convocation portraits with family.',
      features: ['2 hours'],
      mostPopular: true,
      buttonText: 'Book Now',
      buttonLink: '/scheduling',
      sortOrder: 3,
    });
    expect(created.statusCode).toBe(201);
    const tier = created.json().tier;
    const publicTiers = (await get(CONTENT_API.pricing)).json().tiers as Array<{
      name: string;
      mostPopular: boolean;
    }>;
    expect(publicTiers.filter((x) => x.mostPopular).map((x) => x.name)).toEqual(['Graduation']);
    const edited = await adminSend('PUT', ADMIN_CONTENT_API.tier(tier.id), {
      ...tier,
      id: undefined,
      priceKobo: 4_500_000,
    });
    expect(edited.json().tier.priceKobo).toBe(4_500_000);
    expect((await adminSend('DELETE', ADMIN_CONTENT_API.tier(tier.id))).statusCode).toBe(204);
    expect((await adminSend('DELETE', ADMIN_CONTENT_API.tier(tier.id))).statusCode).toBe(404);
  });

  it('writes a draft that visitors cannot see, then publishes it', async () => {
    const post: BlogPost = {
      slug: 'lagos-golden-hour',
      title: 'Golden Hour in Lagos',
      excerpt: 'Where to shoot when the light is kind.',
      author: { name: 'Ada Obi', role: 'Photographer', bio: '' },
      publishedOn: '2025-03-01',
      image: '',
      category: 'Locations',
      content: '## Tarkwa Bay\n- Go early',
      featured: false,
      status: 'draft',
    };
    const created = await adminSend('POST', ADMIN_CONTENT_API.blog, post);
    expect(created.statusCode).toBe(201);
    const id = created.json().post.id;
    expect((await get(CONTENT_API.blogPost(post.slug))).statusCode).toBe(404);
    const listDraft = (await get(`${CONTENT_API.blog}?category=Locations`)).json();
    expect(listDraft.posts.map((p: BlogPost) => p.slug)).not.toContain(post.slug);

    await adminSend('PUT', ADMIN_CONTENT_API.blogPost(id), { ...post, status: 'published' });
    const published = await get(CONTENT_API.blogPost(post.slug));
    expect(published.statusCode).toBe(200);
    expect(published.json().post.content).toBe(post.content);
    const list = (await get(`${CONTENT_API.blog}?category=Locations`)).json();
    expect(list.posts.map((p: BlogPost) => p.slug)).toContain(post.slug);
    expect(list.posts.every((p: BlogPost) => p.category === 'Locations')).toBe(true);

    const clash = await adminSend('POST', ADMIN_CONTENT_API.blog, post);
    expect(clash.statusCode).toBe(409);
  });

  it('lists featured posts apart from recent ones and rejects an unknown category', async () => {
    const body = (await get(CONTENT_API.blog)).json();
    expect(body.featured.every((p: BlogPost) => p.featured)).toBe(true);
    expect(body.posts.every((p: BlogPost) => !p.featured)).toBe(true);
    expect(body.pageSize).toBe(6);
    expect(body.featured[0]).not.toHaveProperty('content');
    expect((await get(`${CONTENT_API.blog}?category=Nonsense`)).statusCode).toBe(400);
    const seeded = seedBlogPosts.find((p) => p.status === 'published')!;
    expect((await get(CONTENT_API.blogPost(seeded.slug))).json().post.title).toBe(seeded.title);
  });
});

describe('content editor: everyone but a super admin is refused', () => {
  let t: TestApp;
  const adminEndpoints: Array<[string, string]> = [
    ['PUT', ADMIN_CONTENT_API.settings],
    ['PUT', ADMIN_CONTENT_API.hero],
    ['PUT', ADMIN_CONTENT_API.featured],
    ['GET', ADMIN_CONTENT_API.services],
    ['PUT', ADMIN_CONTENT_API.services],
    ['DELETE', ADMIN_CONTENT_API.service('00000000-0000-4000-8000-000000000000')],
    ['GET', ADMIN_CONTENT_API.pricing],
    ['POST', ADMIN_CONTENT_API.tiers],
    ['PUT', ADMIN_CONTENT_API.tier('00000000-0000-4000-8000-000000000000')],
    ['DELETE', ADMIN_CONTENT_API.tier('00000000-0000-4000-8000-000000000000')],
    ['PUT', ADMIN_CONTENT_API.faq],
    ['GET', ADMIN_CONTENT_API.blog],
    ['GET', ADMIN_CONTENT_API.blogPost('00000000-0000-4000-8000-000000000000')],
    ['POST', ADMIN_CONTENT_API.blog],
    ['PUT', ADMIN_CONTENT_API.blogPost('00000000-0000-4000-8000-000000000000')],
    ['DELETE', ADMIN_CONTENT_API.blogPost('00000000-0000-4000-8000-000000000000')],
    ['GET', ADMIN_CONTENT_API.media],
    ['POST', ADMIN_CONTENT_API.media],
    ['PATCH', ADMIN_CONTENT_API.mediaItem('00000000-0000-4000-8000-000000000000')],
    ['DELETE', ADMIN_CONTENT_API.mediaItem('00000000-0000-4000-8000-000000000000')],
    ['GET', ADMIN_CONTENT_API.inquiries],
    ['PATCH', ADMIN_CONTENT_API.inquiry('00000000-0000-4000-8000-000000000000')],
    ['DELETE', ADMIN_CONTENT_API.inquiry('00000000-0000-4000-8000-000000000000')],
    ['GET', ADMIN_CONTENT_API.subscribers],
    ['POST', '/api/admin/newsletter/issues'],
  ];
  const users: Record<string, SignedInUser> = {};
  beforeAll(async () => {
    t = await createTestApp();
    users.customer = await signInAs(t.app, 'customer');
    users.pendingPhotographer = await signInAs(t.app, 'pendingPhotographer');
    users.approvedPhotographer = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(() => t.close());

  it.each(adminEndpoints)(
    '%s %s: 401 for a visitor, 403 for customers and photographers',
    async (method, url) => {
      const anonymous = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(anonymous.statusCode).toBe(401);
      for (const user of Object.values(users)) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: user.headers,
          payload: method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${user.role} on ${method} ${url}`).toBe(403);
      }
    },
  );
});
