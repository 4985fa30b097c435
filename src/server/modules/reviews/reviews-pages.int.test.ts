import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { BUILT_CLIENT_DIR, BUILT_SSR_DIR } from '../../../../tests/front-end-build.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { completedBooking, reviewBody } from '../../../../tests/reviews-test-kit.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';

/**
 * Reviews in the served HTML (decision 264): the profile shows the average, the count and the
 * newest reviews with AggregateRating JSON-LD, and drops a hidden one at once (the public cache
 * is emptied); the client's review link is rendered with whom it is for, never indexed.
 */
describe('reviews in server-rendered pages', () => {
  let t: TestApp;
  let ade: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ clientDir: BUILT_CLIENT_DIR, ssrDir: BUILT_SSR_DIR });
    ade = await photographerWithListing(t.app, { businessName: 'Ade Page Studio', slug: 'ade-page-reviews' });
  });
  afterAll(() => t.close());

  const page = (url: string) => t.app.inject({ method: 'GET', url });
  const structuredData = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]!),
    );

  it('the review link page shows the invitation in its HTML, noindex', async () => {
    const { token } = await completedBooking(t.app, ade, { email: 'html@example.test' });
    const res = await page(`/r/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('How was Ade Page Studio?');
    expect(res.body).toContain('noindex');
    expect((await page('/r/not-a-real-token-at-all')).statusCode).toBe(404);
  });

  it('the profile carries the verified reviews and AggregateRating; a hidden review leaves it at once', async () => {
    expect(structuredData((await page('/photographers/ade-page-reviews')).body)).toEqual([]);
    const ids: string[] = [];
    for (const [i, rating] of [5, 4].entries()) {
      const { token } = await completedBooking(t.app, ade, {
        email: `html-${i}@example.test`,
        name: `Kemi Ola${i}`,
      });
      ids.push(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/public/reviews/${token}`,
            payload: reviewBody(rating, `Review number ${i}`),
          })
        ).json().review.id,
      );
    }
    const html = (await page('/photographers/ade-page-reviews')).body;
    expect(html).toContain('Verified client');
    expect(html).toContain('Review number 0');
    const [data] = structuredData(html);
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toHaveLength(2);

    const admin = await signInAs(t.app, 'superAdmin');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${ids[0]}/hide`,
      headers: admin.headers,
      payload: { reason: 'Test of hiding' },
    });
    const after = (await page('/photographers/ade-page-reviews')).body;
    expect(after).not.toContain('Review number 0');
    expect(structuredData(after)[0].aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  });
});
