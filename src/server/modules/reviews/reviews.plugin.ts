import type { FastifyInstance } from 'fastify';
import {
  adminReviewsRoutes,
  myReviewsRoutes,
  publicReviewsRoutes,
  studioReviewsRoutes,
} from './reviews.routes.ts';
import { profileReviews, reviewInvitation } from './reviews.service.ts';

/**
 * The reviews module inside /api: the client's link and a profile's reviews (/api/public/reviews),
 * the signed-in client's invitations (/api/my-reviews), the photographer's reviews and replies
 * (/api/reviews), moderation for super admins (/api/admin/reviews). Invitations are made by
 * scheduling and galleries through `inviteToReview` (review-invites.service.ts).
 */
export async function reviewsModule(api: FastifyInstance) {
  await api.register(publicReviewsRoutes, { prefix: '/public/reviews' });
  await api.register(myReviewsRoutes, { prefix: '/my-reviews' });
  await api.register(studioReviewsRoutes, { prefix: '/reviews' });
  await api.register(adminReviewsRoutes, { prefix: '/admin/reviews' });
  if (api.hasDecorator('site')) {
    // A profile's reviews are public data (every change empties the cache); a link's are not.
    api.site.addPublicReaders(
      { 'reviews.profile': ({ slug }) => profileReviews(api.db, slug) },
      { publicData: true },
    );
    api.site.addPublicReaders({
      'reviews.link': async ({ token }) => ({ invitation: await reviewInvitation(api.db, token) }),
    });
    api.site.addPageMetaResolver(async (path) =>
      path.startsWith('/r/')
        ? {
            title: 'Leave a review',
            description: 'Rate your photographer.',
            image: '',
            type: 'website',
            noindex: true,
          }
        : undefined,
    );
  }
}
