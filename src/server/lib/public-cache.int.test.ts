import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../tests/auth-helpers.ts';
import { photographerWithListing } from '../../../tests/marketplace-helpers.ts';
import { createTestApp, type TestApp } from '../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../tests/test-database.ts';
import { ADMIN_API } from '../../shared/admin.ts';
import { CONTENT_API } from '../../shared/content.ts';
import { ADMIN_CONTENT_API } from '../../shared/content-admin.ts';
import { MARKETPLACE_API } from '../../shared/marketplace.ts';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedBlogPosts } from '../modules/content/seed/blog-posts.ts';

/** Polls `check` until it passes; for what crosses instances (a NOTIFY), never for speed. */
async function eventually(check: () => Promise<void>, limitMs = 60_000) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

const published = seedBlogPosts.filter((p) => p.status === 'published');

function adminClient(app: FastifyInstance, admin: SignedInUser) {
  return (method: 'PUT' | 'POST' | 'GET', url: string, payload?: object) =>
    app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
}

async function retitlePost(app: FastifyInstance, admin: SignedInUser, slug: string, title: string) {
  const send = adminClient(app, admin);
  const all = (await send('GET', ADMIN_CONTENT_API.blog)).json().posts as Array<{ id: string; slug: string }>;
  const id = all.find((p) => p.slug === slug)!.id;
  const {
    id: _id,
    updatedAt: _at,
    ...post
  } = (await send('GET', ADMIN_CONTENT_API.blogPost(id))).json().post;
  const saved = await send('PUT', ADMIN_CONTENT_API.blogPost(id), { ...post, title });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('public data cache: reads from memory, every edit seen by the next read', () => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'superAdmin');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers a repeated public read from memory', async () => {
    expect(t.app.publicCache.live).toBe(true);
    await get(CONTENT_API.blogPost(published[0]!.slug));
    const hits = t.app.publicCache.hits;
    const again = await get(CONTENT_API.blogPost(published[0]!.slug));
    expect(again.statusCode).toBe(200);
    expect(t.app.publicCache.hits).toBe(hits + 1);
  });

  it('shows a blog edit in the post and the list on the next read', async () => {
    const slug = published[0]!.slug;
    await get(CONTENT_API.blogPost(slug));
    await get(CONTENT_API.blog);
    await retitlePost(t.app, admin, slug, 'Retitled while cached');
    expect((await get(CONTENT_API.blogPost(slug))).json().post.title).toBe('Retitled while cached');
    const list = (await get(`${CONTENT_API.blog}?page=1`)).json();
    const titles = [...list.featured, ...list.posts].map((p: { title: string }) => p.title);
    if ([...list.featured, ...list.posts].some((p: { slug: string }) => p.slug === slug)) {
      expect(titles).toContain('Retitled while cached');
    }
  });

  it('shows a site document, a service and a pricing edit on the next read', async () => {
    const send = adminClient(t.app, admin);
    const site = (await get(CONTENT_API.site)).json();
    const hero = { ...site.hero, title: 'A hero edited while cached' };
    expect((await send('PUT', ADMIN_CONTENT_API.hero, hero)).statusCode).toBe(200);
    expect((await get(CONTENT_API.site)).json().hero.title).toBe('A hero edited while cached');

    const services = (await get(CONTENT_API.services)).json().services;
    const first = services[0];
    await get(CONTENT_API.service(first.slug));
    const { id: _id, ...rest } = (await send('GET', ADMIN_CONTENT_API.services)).json().services[0];
    const saved = await send('PUT', ADMIN_CONTENT_API.services, {
      services: [{ ...rest, id: _id, title: 'Edited service' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const edited = (await get(CONTENT_API.services))
      .json()
      .services.find((s: { id?: string; slug: string }) => s.slug === rest.slug);
    expect(edited.title).toBe('Edited service');
    expect((await get(CONTENT_API.service(rest.slug))).json().service.title).toBe('Edited service');

    const tiers = (await get(CONTENT_API.pricing)).json().tiers;
    const tier = (await send('GET', ADMIN_CONTENT_API.pricing)).json().tiers[0];
    const { id: tierId, ...tierBody } = tier;
    const put = await t.app.inject({
      method: 'PUT',
      url: ADMIN_CONTENT_API.tier(tierId),
      headers: admin.headers,
      payload: { ...tierBody, name: 'Edited tier' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(tiers.length).toBeGreaterThan(0);
    expect((await get(CONTENT_API.pricing)).json().tiers.map((x: { name: string }) => x.name)).toContain(
      'Edited tier',
    );
  });

  it('shows a listing edit, a new package and a disabled photographer in the directory at once', async () => {
    const photographer = await photographerWithListing(t.app, {
      businessName: 'Cache Studio',
      slug: 'cache-studio',
      prices: [5_000_000],
    });
    const names = async () =>
      (await get(`${MARKETPLACE_API.directory}?q=Cache`))
        .json()
        .photographers.map((p: { businessName: string }) => p.businessName);
    expect(await names()).toEqual(['Cache Studio']);
    expect((await get(MARKETPLACE_API.profile('cache-studio'))).json().profile.packages).toHaveLength(1);

    const details = await t.app.inject({
      method: 'PUT',
      url: MARKETPLACE_API.myListing,
      headers: photographer.headers,
      payload: {
        businessName: 'Cache Studio Lagos',
        slug: 'cache-studio',
        city: 'Lagos',
        phone: '',
        bio: 'Portraits.',
        categories: ['portrait'],
        showPhone: false,
      },
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(await names()).toEqual(['Cache Studio Lagos']);

    const added = await t.app.inject({
      method: 'POST',
      url: MARKETPLACE_API.packages,
      headers: photographer.headers,
      payload: { name: 'Second', priceKobo: 1_000_000, description: '', highlights: [] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const profile = (await get(MARKETPLACE_API.profile('cache-studio'))).json().profile;
    expect(profile.packages).toHaveLength(2);
    expect(profile.startingPriceKobo).toBe(1_000_000);

    const disabled = await adminClient(t.app, admin)('POST', ADMIN_API.disable(photographer.id));
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await get(MARKETPLACE_API.profile('cache-studio'))).statusCode).toBe(404);
    expect(await names()).toEqual([]);
  });

  it('drops what it kept when another process records a change through the database', async () => {
    const slug = published[1]!.slug;
    await get(CONTENT_API.blogPost(slug));
    // What another instance's edit does: the change and the version bump with its NOTIFY.
    await t.db.database.query(
      `with changed as (update blog_posts set title = 'Changed elsewhere' where slug = $1 returning 1)
       insert into public_data_versions (scope, version) values ('blog', 1000)
       on conflict (scope) do update set version = public_data_versions.version + 1000`,
      [slug],
    );
    await t.db.database.query(
      `select pg_notify('aworan_public_data', 'blog:' || (select version from public_data_versions where scope = 'blog'))`,
    );
    await eventually(async () => {
      expect((await get(CONTENT_API.blogPost(slug))).json().post.title).toBe('Changed elsewhere');
    });
  });
});

describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())(
  'public data cache: two instances on one PostgreSQL database',
  () => {
    let t: TestApp;
    let admin: SignedInUser;
    let otherDatabase: Database;
    let other: FastifyInstance;
    beforeAll(async () => {
      t = await createTestApp();
      admin = await signInAs(t.app, 'superAdmin');
      otherDatabase = await openDatabase({ databaseUrl: t.db.url, dataDir: '', onPoolError: () => {} });
      other = await buildApp(t.config, { database: otherDatabase });
      await other.ready();
    });
    afterAll(async () => {
      await other?.close();
      await otherDatabase?.close();
      await t.close();
    });

    const readTitle = async (app: FastifyInstance, slug: string) =>
      (await app.inject({ method: 'GET', url: CONTENT_API.blogPost(slug) })).json().post.title;

    it('an edit through one instance is seen by the other', async () => {
      const slug = published[0]!.slug;
      expect(await readTitle(other, slug)).toBe(published[0]!.title);
      expect(await readTitle(other, slug)).toBe(published[0]!.title);
      expect(other.publicCache.hits).toBeGreaterThan(0);
      await retitlePost(t.app, admin, slug, 'Edited on instance A');
      await eventually(async () => expect(await readTitle(other, slug)).toBe('Edited on instance A'));
    });

    it('after its listening connection is cut, the other instance still sees edits and listens again', async () => {
      const slug = published[1]!.slug;
      expect(await readTitle(other, slug)).toBe(published[1]!.title);
      await t.db.database.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'listen aworan_public_data%'`,
      );
      await retitlePost(t.app, admin, slug, 'Edited while B reconnects');
      await eventually(async () => expect(await readTitle(other, slug)).toBe('Edited while B reconnects'));
      // Listening again, and keeping reads in memory again.
      await eventually(async () => expect(other.publicCache.live).toBe(true));
      await readTitle(other, slug);
      const hits = other.publicCache.hits;
      await readTitle(other, slug);
      expect(other.publicCache.hits).toBe(hits + 1);
      await retitlePost(t.app, admin, slug, 'Edited after B reconnected');
      await eventually(async () => expect(await readTitle(other, slug)).toBe('Edited after B reconnected'));
    });
  },
);
