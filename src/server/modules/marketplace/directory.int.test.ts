import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { closeTestApp, photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { type DirectoryResponse, MARKETPLACE_API, type PublicProfile } from '../../../shared/marketplace.ts';
import { listProfileSitemapEntries, resolveProfileMeta } from './directory.service.ts';

describe('marketplace directory: only approved photographers, searchable and paged', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let pending: SignedInUser;
  let toDisable: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'superAdmin');
    await photographerWithListing(t.app, {
      businessName: 'Adaeze Lens Studio',
      slug: 'adaeze-lens',
      city: 'Lagos',
      categories: ['wedding', 'portrait'],
      prices: [25_000_000, 4_500_000],
      bio: 'Weddings and portraits across Lagos.',
      phone: '+234 803 000 0000',
      showPhone: true,
      firstName: 'Adaeze',
      lastName: 'Okafor',
    });
    await photographerWithListing(t.app, {
      businessName: 'Kano Wild Frames',
      slug: 'kano-wild',
      city: 'Kano',
      categories: ['wildlife'],
      prices: [20_000_000],
      phone: '+234 803 111 1111',
    });
    await photographerWithListing(t.app, {
      businessName: 'Abuja Events Co',
      slug: 'abuja-events',
      city: ' abuja ',
      categories: ['events', 'commercial'],
      prices: [10_000_000, 18_000_000],
    });
    // Approved, but no package yet: listed, without a starting price.
    await photographerWithListing(t.app, { businessName: 'New Light', slug: 'new-light', city: 'lagos' });
    pending = await photographerWithListing(
      t.app,
      { businessName: 'Pending Pictures', slug: 'pending-pictures', city: 'Lagos', prices: [1_000_000] },
      'pendingPhotographer',
    );
    toDisable = await photographerWithListing(t.app, {
      businessName: 'Soon Disabled',
      slug: 'soon-disabled',
      city: 'Lagos',
      prices: [1_500_000],
    });
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${toDisable.id}/disable`,
      headers: admin.headers,
    });
    expect(off.statusCode, off.body).toBe(200);
    // A customer and an approved photographer without a profile address are never listed.
    await signInAs(t.app, 'customer');
    await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(() => closeTestApp(t));

  const directory = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `${MARKETPLACE_API.directory}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DirectoryResponse;
  };
  const slugs = (body: DirectoryResponse) => body.photographers.map((p) => p.slug);

  it('lists approved, enabled photographers with a profile address, and nobody else', async () => {
    const body = await directory();
    expect(slugs(body)).toEqual(['abuja-events', 'adaeze-lens', 'kano-wild', 'new-light']);
    expect(body.total).toBe(4);
    const adaeze = body.photographers.find((p) => p.slug === 'adaeze-lens')!;
    expect(adaeze).toMatchObject({
      businessName: 'Adaeze Lens Studio',
      city: 'Lagos',
      categories: ['portrait', 'wedding'],
      startingPriceKobo: 4_500_000,
      cover: null,
    });
    expect(body.photographers.find((p) => p.slug === 'new-light')!.startingPriceKobo).toBeNull();
  });

  it('searches what a profile shows publicly, case-insensitively, with wildcards taken literally', async () => {
    expect(slugs(await directory('?q=LENS'))).toEqual(['adaeze-lens']);
    expect(slugs(await directory('?q=portraits%20across'))).toEqual(['adaeze-lens']);
    expect(slugs(await directory('?q=wildlife'))).toEqual(['kano-wild']);
    expect(slugs(await directory('?q=abuja'))).toEqual(['abuja-events']);
    // The account's personal names are private: a surname finds nobody.
    expect(slugs(await directory('?q=okafor'))).toEqual([]);
    expect(slugs(await directory('?q=pending'))).toEqual([]);
    expect(slugs(await directory('?q=%25'))).toEqual([]);
  });

  it('filters by category, city (any case and spacing) and starting-price range', async () => {
    expect(slugs(await directory('?category=wildlife'))).toEqual(['kano-wild']);
    expect(slugs(await directory('?category=portrait'))).toEqual(['adaeze-lens', 'new-light']);
    expect(slugs(await directory('?category='))).toHaveLength(4);
    expect(slugs(await directory('?city=LAGOS'))).toEqual(['adaeze-lens', 'new-light']);
    expect(slugs(await directory('?city=Abuja'))).toEqual(['abuja-events']);
    expect(slugs(await directory('?minPriceKobo=5000000'))).toEqual(['abuja-events', 'kano-wild']);
    expect(slugs(await directory('?maxPriceKobo=10000000'))).toEqual(['abuja-events', 'adaeze-lens']);
    expect(slugs(await directory('?minPriceKobo=10000000&maxPriceKobo=10000000&city=abuja'))).toEqual([
      'abuja-events',
    ]);
  });

  it('sorts by starting price and pages with a stable total', async () => {
    expect(slugs(await directory('?sort=price-asc'))).toEqual([
      'adaeze-lens',
      'abuja-events',
      'kano-wild',
      'new-light',
    ]);
    expect(slugs(await directory('?sort=price-desc'))).toEqual([
      'kano-wild',
      'abuja-events',
      'adaeze-lens',
      'new-light',
    ]);
    const first = await directory('?pageSize=3&page=1');
    const second = await directory('?pageSize=3&page=2');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(slugs(first)).toHaveLength(3);
    expect(slugs(second)).toEqual(['new-light']);
    expect(second.total).toBe(4);
    expect((await directory('?page=9')).photographers).toEqual([]);
  });

  it('answers bad filters with 400 and a clear message, never 500', async () => {
    for (const query of [
      '?category=weddings',
      '?minPriceKobo=abc',
      '?page=0',
      '?minPriceKobo=-5',
      '?sort=random',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `${MARKETPLACE_API.directory}${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const res = await t.app.inject({
      method: 'GET',
      url: `${MARKETPLACE_API.directory}?minPriceKobo=500&maxPriceKobo=100`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The maximum price must be at least the minimum price');
  });

  it('offers the cities of listed photographers only', async () => {
    const res = await t.app.inject({ method: 'GET', url: MARKETPLACE_API.filters });
    expect(res.json().cities).toEqual(['Abuja', 'Kano', 'Lagos']);
  });

  it('shows a public profile with packages, and the phone only when chosen', async () => {
    const res = await t.app.inject({ method: 'GET', url: MARKETPLACE_API.profile('adaeze-lens') });
    expect(res.statusCode).toBe(200);
    const profile = res.json().profile as PublicProfile;
    expect(profile).toMatchObject({
      businessName: 'Adaeze Lens Studio',
      bio: 'Weddings and portraits across Lagos.',
      startingPriceKobo: 4_500_000,
      phone: '+234 803 000 0000',
      categories: ['portrait', 'wedding'],
    });
    expect(profile.packages.map((p) => p.priceKobo)).toEqual([25_000_000, 4_500_000]);
    expect(JSON.stringify(profile)).not.toContain('@example.test');
    const kano = (await t.app.inject({ method: 'GET', url: MARKETPLACE_API.profile('kano-wild') })).json();
    expect(kano.profile.phone).toBeNull();
  });

  it('answers 404 for pending, disabled and unknown profiles', async () => {
    for (const slug of ['pending-pictures', 'soon-disabled', 'no-such-person']) {
      const res = await t.app.inject({ method: 'GET', url: MARKETPLACE_API.profile(slug) });
      expect(res.statusCode, slug).toBe(404);
    }
  });

  it('lists a pending photographer once an admin approves them, in the directory and the sitemap', async () => {
    expect((await listProfileSitemapEntries(t.app.db)).map((e) => e.path)).not.toContain(
      '/photographers/pending-pictures',
    );
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/photographer-application',
      headers: pending.headers,
      payload: { businessName: 'Pending Pictures' },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/photographers/${pending.id}/approve`,
      headers: admin.headers,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(slugs(await directory('?q=pending'))).toEqual(['pending-pictures']);
    const entries = await listProfileSitemapEntries(t.app.db);
    expect(entries.map((e) => e.path)).toEqual([
      '/photographers/abuja-events',
      '/photographers/adaeze-lens',
      '/photographers/kano-wild',
      '/photographers/new-light',
      '/photographers/pending-pictures',
    ]);
    expect(entries[0]!.lastmod).toBeInstanceOf(Date);
  });

  it('puts profiles into sitemap.xml and their title into the served page meta', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('/photographers/adaeze-lens</loc>');
    expect(sitemap.body).not.toContain('/photographers/soon-disabled');
    const meta = await resolveProfileMeta(t.app.db, '/photographers/adaeze-lens');
    expect(meta).toMatchObject({ title: 'Adaeze Lens Studio', type: 'profile' });
    expect(await resolveProfileMeta(t.app.db, '/photographers/soon-disabled')).toBeUndefined();
    expect(await resolveProfileMeta(t.app.db, '/about')).toBeUndefined();
  });

  describe('contact form', () => {
    const message = {
      name: 'Chioma Eze',
      email: 'chioma@example.org',
      phone: '+234 802 222 2222',
      eventDate: '2031-12-12',
      message: 'We are getting married in December and would love you to cover it.',
    };
    const send = (slug: string, payload: object, ip = '203.0.113.9') =>
      t.app.inject({
        method: 'POST',
        url: MARKETPLACE_API.contact(slug),
        payload,
        remoteAddress: ip,
        headers: { origin: t.config.publicUrl },
      });

    it('emails the photographer with the visitor’s address to reply to', async () => {
      const res = await send('kano-wild', message);
      expect(res.statusCode, res.body).toBe(201);
      const owner = await t.app.database.query<{ email: string }>(
        `select u.email from users u join photographer_profiles p on p.user_id = u.id where p.slug = 'kano-wild'`,
      );
      const [email] = await emailsTo(t.app, owner[0]!.email);
      expect(email).toMatchObject({
        template: 'marketplace-contact',
        subject: 'New enquiry from Chioma Eze',
      });
      expect(email!.text).toContain('chioma@example.org');
      expect(email!.text).toContain('2031-12-12');
      expect(email!.text).toContain('would love you to cover it');
    });

    it('drops a message with the honeypot filled, answering as if sent', async () => {
      const before = await t.app.database.query(
        `select 1 from notification_outbox where template = 'marketplace-contact'`,
      );
      const res = await send('kano-wild', { ...message, website: 'http://spam.example' }, '203.0.113.10');
      expect(res.statusCode).toBe(201);
      const after = await t.app.database.query(
        `select 1 from notification_outbox where template = 'marketplace-contact'`,
      );
      expect(after.length).toBe(before.length);
    });

    it('refuses bad input with 400, unlisted photographers with 404', async () => {
      const bad = await send('kano-wild', { ...message, email: 'not-an-email' }, '203.0.113.11');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.email).toBe('Enter a valid email address');
      expect((await send('soon-disabled', message, '203.0.113.11')).statusCode).toBe(404);
      expect((await send('no-such-person', message, '203.0.113.11')).statusCode).toBe(404);
    });

    it('limits how many messages one address can send', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++)
        statuses.push((await send('adaeze-lens', message, '203.0.113.77')).statusCode);
      expect(statuses.slice(0, 8).every((s) => s === 201)).toBe(true);
      expect(statuses[8]).toBe(429);
    });
  });
});
