import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  moderatedReviewSchema,
  newReviewSchema,
  profileReviewsSchema,
  publicReviewSchema,
  REVIEW_TEXT,
  reviewIdParams,
  reviewInvitationSchema,
  reviewReasonSchema,
  reviewReplySchema,
  studioReviewSchema,
} from '../../../shared/reviews.ts';
import { safeText } from '../../../shared/text.ts';
import { requireOwnedParam } from '../../lib/access.ts';
import { forApprovedPhotographers } from '../../lib/approved-photographers.ts';
import { privateToLink, tokenParams } from '../../lib/token-link.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { requestOrigin } from '../audit/audit.service.ts';
import {
  myInvitations,
  profileReviews,
  replyToReview,
  reviewInvitation,
  studioReviews,
  submitReview,
} from './reviews.service.ts';
import { moderateReview, reportReview, reviewsForModeration } from './reviews-moderation.service.ts';

const tags = ['reviews'];
const ok = z.object({ ok: z.literal(true) });

/**
 * Public under /api/public/reviews: the client's link (read, review), a listed profile's
 * reviews, and anyone's report of a review.
 */
export const publicReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.optionalViewer);

  app.get(
    '/profiles/:slug',
    {
      schema: {
        tags,
        summary: "A listed photographer's rating and newest reviews",
        params: z.object({ slug: safeText().max(60) }),
        response: { 200: profileReviewsSchema },
      },
    },
    async (request) => profileReviews(app.db, request.params.slug),
  );

  app.post(
    '/reported/:reviewId',
    {
      schema: {
        tags,
        summary: 'Report a review to the moderators',
        params: reviewIdParams,
        body: reviewReasonSchema,
        response: { 202: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      await reportReview(app.db, request.params.reviewId, request.body.reason, {
        userId: request.viewer?.userId ?? null,
        ip: request.ip,
      });
      return reply.code(202).send({ message: REVIEW_TEXT.reported });
    },
  );

  app.get(
    '/:token',
    {
      schema: {
        tags,
        summary: "The client's review link: whom to review, and the review once written",
        params: tokenParams,
        response: { 200: z.object({ invitation: reviewInvitationSchema }) },
      },
    },
    async (request, reply) => {
      privateToLink(reply);
      return { invitation: await reviewInvitation(app.db, request.params.token) };
    },
  );

  app.post(
    '/:token',
    {
      schema: {
        tags,
        summary: 'Leave the review (once per booking or gallery)',
        params: tokenParams,
        body: newReviewSchema,
        response: { 201: z.object({ review: publicReviewSchema }) },
      },
    },
    async (request, reply) => {
      privateToLink(reply);
      const review = await submitReview(app.db, request.params.token, request.body, request.viewer ?? null);
      return reply.code(201).send({ review });
    },
  );
};

/** A signed-in client's invitations under /api/my-reviews (their dashboard card). */
export const myReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Review invitations sent to my email',
        response: {
          200: z.object({
            invitations: z.array(
              z.object({
                token: z.string(),
                photographerName: z.string(),
                subject: z.string(),
                reviewed: z.boolean(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => ({ invitations: await myInvitations(app.db, viewerOf(request)) }),
  );
};

/** The photographer's reviews under /api/reviews, and their one reply to each. */
export const studioReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  await forApprovedPhotographers(app, async (scope) => {
    scope.get(
      '/',
      {
        schema: {
          tags,
          summary: 'My reviews',
          response: { 200: z.object({ businessName: z.string(), reviews: z.array(studioReviewSchema) }) },
        },
      },
      async (request) => studioReviews(app.db, viewerOf(request).userId),
    );
    scope.post(
      '/:reviewId/reply',
      {
        schema: {
          tags,
          summary: 'Reply to a review (once)',
          params: reviewIdParams,
          body: reviewReplySchema,
          response: { 200: z.object({ review: publicReviewSchema }) },
        },
        preHandler: requireOwnedParam(app.db, 'reviews.review', 'reviewId'),
      },
      async (request) => ({
        review: await replyToReview(
          app.db,
          viewerOf(request).userId,
          request.params.reviewId,
          request.body.reply,
        ),
      }),
    );
  });
};

/** Super admins under /api/admin/reviews: reported and hidden reviews; hide and restore, audited. */
export const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('super_admin'));
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Reported and hidden reviews',
        response: { 200: z.object({ reviews: z.array(moderatedReviewSchema) }) },
      },
    },
    async () => ({ reviews: await reviewsForModeration(app.db) }),
  );
  for (const action of ['hide', 'restore'] as const)
    app.post(
      `/:reviewId/${action}`,
      {
        schema: {
          tags,
          summary:
            action === 'hide' ? 'Hide a review, with a reason' : 'Restore a hidden review, with a reason',
          params: reviewIdParams,
          body: reviewReasonSchema,
          response: { 200: ok },
        },
      },
      async (request) => {
        await moderateReview(app.db, request.params.reviewId, action, request.body.reason, {
          userId: viewerOf(request).userId,
          ...requestOrigin(request),
        });
        return { ok: true as const };
      },
    );
};
