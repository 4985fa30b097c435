import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import {
  closeTestApp,
  detailsOf,
  multipartBody,
  photographerWithListing,
  testImage,
} from '../../../../tests/marketplace-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { MARKETPLACE_API, MAX_PACKAGES, type MyListing } from '../../../shared/marketplace.ts';

describe('marketplace: a photographer’s own listing', () => {
  let t: TestApp;
  let dataDir: string;
  let ada: SignedInUser;
  let bayo: SignedInUser;
  let pending: SignedInUser;
  let customer: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-listing-'));
    t = await createTestApp({ dataDir });
    ada = await photographerWithListing(t.app, {
      businessName: 'Ada Photos',
      slug: 'ada-photos',
      prices: [3_000_000],
    });
    bayo = await photographerWithListing(t.app, { businessName: 'Bayo Studio', slug: 'bayo-studio' });
    pending = await signInAs(t.app, 'pendingPhotographer');
    customer = await signInAs(t.app, 'customer');
    admin = await signInAs(t.app, 'superAdmin');
  });
  afterAll(async () => {
    await closeTestApp(t);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (user: SignedInUser | null, method: InjectOptions['method'], url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: user ? user.headers : { origin: t.config.publicUrl },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const myListing = async (user: SignedInUser) => {
    const res = await call(user, 'GET', MARKETPLACE_API.myListing);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().listing as MyListing;
  };
  const upload = async (
    user: SignedInUser,
    url: string,
    file: Buffer,
    fields: Record<string, string> = {},
  ) => {
    const body = multipartBody(file, 'photo.png', fields);
    return t.app.inject({
      method: url === MARKETPLACE_API.cover ? 'PUT' : 'POST',
      url,
      payload: body.payload,
      headers: { ...user.headers, 'content-type': body.contentType },
    });
  };
  const pkg = {
    name: 'Mini session',
    priceKobo: 1_500_000,
    description: 'Thirty minutes.',
    highlights: ['10 photos', ''],
  };

  it('lets a pending photographer prepare a listing that stays private until approval', async () => {
    const empty = await myListing(pending);
    expect(empty.gaps).toEqual(['approval', 'businessName', 'slug']);
    expect(empty.isPublic).toBe(false);
    const saved = await call(pending, 'PUT', MARKETPLACE_API.myListing, {
      ...detailsOf({ businessName: 'Waiting Room', slug: 'waiting-room' }),
      categories: ['family', 'portrait', 'family'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const listing = saved.json().listing as MyListing;
    expect(listing.details.categories).toEqual(['portrait', 'family']);
    expect(listing.gaps).toEqual(['approval']);
    expect(listing.isPublic).toBe(false);
    expect((await call(null, 'GET', MARKETPLACE_API.profile('waiting-room'))).statusCode).toBe(404);
  });

  it('shows an approved photographer their public listing with the starting price', async () => {
    const listing = await myListing(ada);
    expect(listing).toMatchObject({ isPublic: true, gaps: [], startingPriceKobo: 3_000_000 });
    expect(listing.details).toMatchObject({ businessName: 'Ada Photos', slug: 'ada-photos', city: 'Lagos' });
    // The real address of profiles on this Aworan (PUBLIC_URL), for the editor to show.
    expect(listing.profileBaseUrl).toBe(`${t.config.publicUrl}/photographers/`);
  });

  it('refuses a profile address another photographer has, and bad input, with clear messages', async () => {
    const taken = await call(
      bayo,
      'PUT',
      MARKETPLACE_API.myListing,
      detailsOf({ businessName: 'Bayo', slug: 'ada-photos' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That profile address is taken. Try another.');
    const bad = await call(bayo, 'PUT', MARKETPLACE_API.myListing, {
      ...detailsOf({ businessName: 'Bayo', slug: 'Bayo Studio!' }),
      categories: ['weddings'],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['categories.0', 'slug']);
  });

  it('adds, edits and removes packages; the lowest price becomes the starting price', async () => {
    const added = await call(bayo, 'POST', MARKETPLACE_API.packages, pkg);
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().package.id as string;
    expect(added.json().package.highlights).toEqual(['10 photos']);
    await call(bayo, 'POST', MARKETPLACE_API.packages, { ...pkg, name: 'Full day', priceKobo: 9_000_000 });
    expect((await myListing(bayo)).startingPriceKobo).toBe(1_500_000);

    const edited = await call(bayo, 'PUT', MARKETPLACE_API.package(id), { ...pkg, priceKobo: 12_000_000 });
    expect(edited.statusCode).toBe(200);
    expect((await myListing(bayo)).startingPriceKobo).toBe(9_000_000);
    const card = (await call(null, 'GET', `${MARKETPLACE_API.directory}?q=bayo`)).json().photographers[0];
    expect(card.startingPriceKobo).toBe(9_000_000);

    expect((await call(bayo, 'DELETE', MARKETPLACE_API.package(id))).statusCode).toBe(200);
    expect((await myListing(bayo)).packages.map((p) => p.name)).toEqual(['Full day']);
  });

  it('refuses prices that are not whole kobo, negative or absurd', async () => {
    for (const priceKobo of [10.5, -1, 1e13, '1500000']) {
      const res = await call(bayo, 'POST', MARKETPLACE_API.packages, { ...pkg, priceKobo });
      expect(res.statusCode, String(priceKobo)).toBe(400);
      expect(res.json().fields.priceKobo).toBeTruthy();
    }
  });

  it('never lets another photographer see, change or remove my packages', async () => {
    const mine = (await myListing(ada)).packages[0]!;
    expect((await myListing(bayo)).packages.map((p) => p.id)).not.toContain(mine.id);
    const edit = await call(bayo, 'PUT', MARKETPLACE_API.package(mine.id), { ...pkg, priceKobo: 1 });
    expect(edit.statusCode).toBe(404);
    expect((await call(bayo, 'DELETE', MARKETPLACE_API.package(mine.id))).statusCode).toBe(404);
    expect((await myListing(ada)).packages[0]).toEqual(mine);
  });

  it('refuses customers (403), super admins (403) and visitors (401) on every listing endpoint', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const endpoints: Array<[InjectOptions['method'], string, unknown]> = [
      ['GET', MARKETPLACE_API.myListing, undefined],
      ['PUT', MARKETPLACE_API.myListing, detailsOf({ businessName: 'X', slug: 'xxx' })],
      ['POST', MARKETPLACE_API.packages, pkg],
      ['PUT', MARKETPLACE_API.package(id), pkg],
      ['DELETE', MARKETPLACE_API.package(id), undefined],
      ['POST', MARKETPLACE_API.portfolio, {}],
      ['PATCH', MARKETPLACE_API.portfolioImage(id), { caption: 'x' }],
      ['DELETE', MARKETPLACE_API.portfolioImage(id), undefined],
      ['PUT', MARKETPLACE_API.cover, {}],
      ['DELETE', MARKETPLACE_API.cover, undefined],
    ];
    for (const [method, url, payload] of endpoints) {
      expect((await call(customer, method, url, payload)).statusCode, `${method} ${url} customer`).toBe(403);
      expect((await call(admin, method, url, payload)).statusCode, `${method} ${url} admin`).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url} visitor`).toBe(401);
    }
  });

  it('caps the number of packages', async () => {
    const carol = await photographerWithListing(t.app, { businessName: 'Carol', slug: 'carol-cap' });
    for (let i = 0; i < MAX_PACKAGES; i++) {
      expect(
        (await call(carol, 'POST', MARKETPLACE_API.packages, { ...pkg, name: `P${i}` })).statusCode,
      ).toBe(201);
    }
    const over = await call(carol, 'POST', MARKETPLACE_API.packages, pkg);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain(`up to ${MAX_PACKAGES} packages`);
  });

  describe('images', () => {
    it('uploads portfolio images as WebP sizes stored under the photographer’s folder', async () => {
      const res = await upload(ada, MARKETPLACE_API.portfolio, await testImage('jpeg', 120, 80), {
        caption: 'Beach portrait',
      });
      expect(res.statusCode, res.body).toBe(201);
      const image = res.json().image;
      expect(image).toMatchObject({ caption: 'Beach portrait', width: 120, height: 80 });
      expect(fs.existsSync(path.join(dataDir, 'uploads', 'portfolio', ada.id, image.id, 'thumb.webp'))).toBe(
        true,
      );

      const file = await call(null, 'GET', image.thumbUrl);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toContain('public');
      const profile = (await call(null, 'GET', MARKETPLACE_API.profile('ada-photos'))).json().profile;
      expect(profile.portfolio.map((p: { id: string }) => p.id)).toEqual([image.id]);
      const card = (await call(null, 'GET', `${MARKETPLACE_API.directory}?q=ada`)).json().photographers[0];
      expect(card.cover.thumbUrl).toBe(image.thumbUrl);
    });

    it('refuses files that are not images, with 415 and a clear message', async () => {
      const res = await upload(ada, MARKETPLACE_API.portfolio, Buffer.from('%PDF-1.4 not an image'));
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/JPEG, PNG, WebP/);
      expect((await call(ada, 'POST', MARKETPLACE_API.portfolio, {})).statusCode).toBe(400);
    });

    it('replaces the cover, which the directory card then shows', async () => {
      const first = await upload(ada, MARKETPLACE_API.cover, await testImage());
      expect(first.statusCode, first.body).toBe(200);
      const second = await upload(ada, MARKETPLACE_API.cover, await testImage('jpeg'));
      const cover = second.json().image;
      expect((await myListing(ada)).cover?.id).toBe(cover.id);
      expect((await call(null, 'GET', first.json().image.url)).statusCode).toBe(404);
      expect(fs.existsSync(path.join(dataDir, 'uploads', 'portfolio', ada.id, first.json().image.id))).toBe(
        false,
      );
      const card = (await call(null, 'GET', `${MARKETPLACE_API.directory}?q=ada`)).json().photographers[0];
      expect(card.cover.url).toBe(cover.url);
      expect((await call(ada, 'DELETE', MARKETPLACE_API.cover)).statusCode).toBe(200);
      expect((await myListing(ada)).cover).toBeNull();
      expect((await call(ada, 'DELETE', MARKETPLACE_API.cover)).statusCode).toBe(404);
    });

    it('keeps a pending photographer’s images private to them and super admins', async () => {
      const res = await upload(pending, MARKETPLACE_API.portfolio, await testImage());
      expect(res.statusCode, res.body).toBe(201);
      const url = res.json().image.url as string;
      expect((await call(pending, 'GET', url)).statusCode).toBe(200);
      expect((await call(pending, 'GET', url)).headers['cache-control']).toBe('private, no-store');
      expect((await call(admin, 'GET', url)).statusCode).toBe(200);
      expect((await call(null, 'GET', url)).statusCode).toBe(404);
      expect((await call(bayo, 'GET', url)).statusCode).toBe(404);
    });

    it('never lets another photographer caption or remove my images', async () => {
      const image = (await myListing(ada)).portfolio[0]!;
      const caption = await call(bayo, 'PATCH', MARKETPLACE_API.portfolioImage(image.id), {
        caption: 'mine now',
      });
      expect(caption.statusCode).toBe(404);
      expect((await call(bayo, 'DELETE', MARKETPLACE_API.portfolioImage(image.id))).statusCode).toBe(404);
      expect((await call(null, 'GET', image.url)).statusCode).toBe(200);

      const own = await call(ada, 'PATCH', MARKETPLACE_API.portfolioImage(image.id), {
        caption: 'Sunset, Tarkwa Bay',
      });
      expect(own.json().image.caption).toBe('Sunset, Tarkwa Bay');
      expect((await call(ada, 'DELETE', MARKETPLACE_API.portfolioImage(image.id))).statusCode).toBe(200);
      expect((await call(null, 'GET', image.url)).statusCode).toBe(404);
      expect((await myListing(ada)).portfolio).toEqual([]);
    });
  });
});
