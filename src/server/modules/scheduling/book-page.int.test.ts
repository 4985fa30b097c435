import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_CLIENT_DIR, BUILT_SSR_DIR } from '../../../../tests/front-end-build.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { publicCacheOf } from '../../lib/public-cache.ts';

/**
 * Decision 215: a listed photographer's booking page is rendered on the server with their
 * session types (the form reads at once on a phone), never kept in the page cache (its types are
 * not public data), and an unknown photographer is a 404 page.
 */
describe('the booking page /book/<slug>', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ clientDir: BUILT_CLIENT_DIR, ssrDir: BUILT_SSR_DIR });
  });
  afterAll(() => t.close());

  it("arrives with the photographer's name and session types in the HTML", async () => {
    const ade = await photographerWithListing(t.app, { businessName: 'Ade Lens', slug: 'ade-lens' });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/scheduling/settings',
      headers: ade.headers,
    });
    const types = settings.json().sessionTypes as { name: string }[];
    expect(types.length).toBeGreaterThan(0);
    const res = await t.app.inject({ method: 'GET', url: '/book/ade-lens' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*>Book a session with (<!-- -->)?Ade Lens<\/h1>/);
    for (const type of types) expect(res.body).toContain(type.name);
    expect(res.body).toContain('id="ssr-data"');
    expect(publicCacheOf(t.app.db)?.page('/book/ade-lens')).toBeUndefined();
  });

  it('answers an unknown photographer with a 404 page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/book/nobody-here' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Photographer not found');
  });
});
