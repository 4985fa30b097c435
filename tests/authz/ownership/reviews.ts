import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type SignedInUser, signInAs } from '../../auth-helpers.ts';
import { photographerWithListing } from '../../marketplace-helpers.ts';
import { completedBooking, reviewBody } from '../../reviews-test-kit.ts';
import type { PageTokenRule } from '../ownership-pages.ts';
import { type OwnershipTable, photographerOwned } from './rules.ts';

/**
 * Reviews in the ownership matrix: the client's link by its token (it does not expire: `expired`
 * is a token no invitation holds), the photographer's one reply to a review of theirs, and super
 * admins' moderation of any review.
 */

/** A completed booking's review link; `expired`: a token nobody was sent. */
async function reviewLink(app: FastifyInstance, expired: boolean): Promise<{ token: string }> {
  if (expired) return { token: randomBytes(32).toString('base64url') };
  const owner = await signInAs(app, 'approvedPhotographer');
  return {
    token: (
      await completedBooking(app, owner, { email: `reviewer-${randomBytes(3).toString('hex')}@example.test` })
    ).token,
  };
}

/** A review of `owner`'s work, written by their client through the link. */
async function reviewOf(app: FastifyInstance, owner: SignedInUser): Promise<{ reviewId: string }> {
  const { token } = await completedBooking(app, owner, {
    email: `client-${randomBytes(3).toString('hex')}@example.test`,
  });
  const res = await app.inject({
    method: 'POST',
    url: `/api/public/reviews/${token}`,
    payload: reviewBody(5),
  });
  if (res.statusCode !== 201) throw new Error(`review: ${res.statusCode} ${res.body}`);
  return { reviewId: res.json().review.id };
}

export const reviewsOwnership: OwnershipTable = {
  'GET /api/public/reviews/profiles/:slug': {
    level: 'public',
    why: "a listed photographer's visible reviews",
  },
  'POST /api/public/reviews/reported/:reviewId': {
    level: 'public',
    why: 'anyone may report a visible review; its id is on the public profile',
  },
  'GET /api/public/reviews/:token': {
    level: 'token',
    create: (app, { expired }) => reviewLink(app, expired),
    granted: (res) => res.statusCode === 200,
  },
  'POST /api/public/reviews/:token': {
    level: 'token',
    payload: reviewBody(5),
    create: (app, { expired }) => reviewLink(app, expired),
    granted: (res) => res.statusCode === 201,
  },
  'POST /api/reviews/:reviewId/reply': photographerOwned(reviewOf, 200, () => ({
    payload: { reply: 'Thank you!' },
  })),
  'POST /api/admin/reviews/:reviewId/hide': { level: 'admin-any', why: 'super admins moderate any review' },
  'POST /api/admin/reviews/:reviewId/restore': {
    level: 'admin-any',
    why: 'super admins moderate any review',
  },
};

/** The client's review page (/r/<token>), rendered on the server with whom it is for. */
export const REVIEW_PAGE_OWNERSHIP: Record<string, PageTokenRule> = {
  'GET /r/:token': {
    level: 'token',
    create: async (app, { expired }) => {
      if (expired) return { url: `/r/${randomBytes(32).toString('base64url')}`, shows: 'Review Page Studio' };
      const owner = await photographerWithListing(app, {
        businessName: 'Review Page Studio',
        slug: `review-page-${randomBytes(3).toString('hex')}`,
      });
      const { token } = await completedBooking(app, owner, { email: 'page-reviewer@example.test' });
      return { url: `/r/${token}`, shows: 'Review Page Studio' };
    },
  },
};
