import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_CLIENT_DIR, BUILT_SSR_DIR } from '../../../../tests/front-end-build.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';

/**
 * Decision 164: the marketing pages' Book links open /book, rendered on the server, where a
 * visitor (no account) picks a photographer of the service's category and goes on to their
 * booking page with the choice passed along.
 */
describe('the public /book chooser', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      clientDir: BUILT_CLIENT_DIR,
      ssrDir: BUILT_SSR_DIR,
      publicUrl: 'https://aworan.example',
    });
    await photographerWithListing(t.app, {
      businessName: 'Bisi Weddings',
      slug: 'bisi-weddings',
      categories: ['wedding'],
    });
    await photographerWithListing(t.app, {
      businessName: 'Kola Portraits',
      slug: 'kola-portraits',
      categories: ['portrait'],
      prices: [60_000_00],
    });
    await photographerWithListing(t.app, {
      businessName: 'Tayo Budget Portraits',
      slug: 'tayo-budget',
      categories: ['portrait'],
      prices: [20_000_00, 90_000_00],
    });
  });
  afterAll(() => t.close());

  it("lists the service's photographers in the served HTML, each leading to their booking page", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/book?service=wedding&package=Royal' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Choose Your Photographer');
    expect(res.body).toContain('Bisi Weddings');
    expect(res.body).not.toContain('Kola Portraits');
    expect(res.body).toContain('href="/book/bisi-weddings?package=Royal&amp;service=wedding&amp;type=Royal"');
  });

  it("sends the pricing tiers' Book buttons to it, not to the signed-in scheduling screen", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('href="/book?package=Basic&amp;maxPrice=25000"');
    expect(res.body).not.toContain('href="/scheduling');
    expect(res.body).toContain('Each photographer on Aworan sets their own prices.');
  });

  it("narrows a priced tier's choice to photographers with a package at that price or less", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/book?package=Basic&maxPrice=25000' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      'Each photographer sets their own prices: these offer a package at ₦25,000.00 or less.',
    );
    expect(res.body).toContain('Tayo Budget Portraits');
    expect(res.body).toContain('From ₦20,000.00');
    expect(res.body).not.toContain('Kola Portraits');
    // Nobody at that price: the page says so and offers every price.
    const none = await t.app.inject({ method: 'GET', url: '/book?package=Basic&maxPrice=1000' });
    expect(none.body).toContain('No photographer offers a package at ₦1,000.00 or less yet.');
    expect(none.body).toContain('href="/book?package=Basic"');
  });
});
