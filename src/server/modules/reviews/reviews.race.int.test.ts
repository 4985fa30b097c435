import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SignedInUser } from '../../../../tests/auth-helpers.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { race, statuses } from '../../../../tests/race.ts';
import { completedBooking, reviewBody } from '../../../../tests/reviews-test-kit.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../../tests/test-database.ts';
import { REVIEWS_API } from '../../../shared/reviews.ts';

/**
 * One review per booking and one reply per review under real concurrency (decision 264), on
 * PostgreSQL where the transactions overlap: the unique index and the reply trigger let exactly
 * one of the simultaneous submissions through; every other gets the 409. Reviews of different
 * bookings committed together all count in the photographer's totals (decision 265).
 */
describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())('reviews on PostgreSQL', () => {
  let t: TestApp;
  let ade: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    ade = await photographerWithListing(t.app, { businessName: 'Race Studio', slug: 'race-studio' });
  });
  afterAll(() => t.close());

  it('two submissions of one invitation at once: one review, one 409', async () => {
    const { token } = await completedBooking(t.app, ade, { email: 'race@example.test' });
    const answers = await race(
      t.app,
      [5, 1].map((rating) => ({ method: 'POST', url: REVIEWS_API.link(token), payload: reviewBody(rating) })),
    );
    expect(statuses(answers)).toEqual({ 201: 1, 409: 1 });
    const rows = await t.app.database.query<{ n: number }>(
      'select count(*)::int as n from reviews r join review_invites i on i.id = r.invite_id where i.token = $1',
      [token],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('two replies at once: one is kept, the other is a 409', async () => {
    const { token } = await completedBooking(t.app, ade, { email: 'reply-race@example.test' });
    const reviewId = (
      await t.app.inject({ method: 'POST', url: REVIEWS_API.link(token), payload: reviewBody(4) })
    ).json().review.id as string;
    const answers = await race(
      t.app,
      ['First reply', 'Second reply'].map((reply) => ({
        method: 'POST',
        url: REVIEWS_API.reply(reviewId),
        headers: ade.headers,
        payload: { reply },
      })),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 1 });
  });

  it('reviews of different sessions committed together all count', async () => {
    const tokens = [];
    for (let i = 0; i < 4; i++)
      tokens.push((await completedBooking(t.app, ade, { email: `many-${i}@example.test` })).token);
    const answers = await race(
      t.app,
      tokens.map((token) => ({ method: 'POST', url: REVIEWS_API.link(token), payload: reviewBody(3) })),
    );
    expect(statuses(answers)).toEqual({ 201: 4 });
    const profile = (await t.app.inject({ method: 'GET', url: REVIEWS_API.profile('race-studio') })).json();
    // 5 (or 1) from the first race, 4, and four 3s.
    expect(profile.summary.count).toBe(6);
  });
});
