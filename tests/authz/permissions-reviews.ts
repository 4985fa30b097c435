import type { Access } from './permissions.ts';

/** The reviews module's rows of the permission table (PERMISSIONS spreads them in). */
export const REVIEWS_PERMISSIONS: Record<string, Access> = {
  // Reviews: the client's link (the token is the access), a listed profile's reviews and anyone's
  // report, the signed-in client's invitations, the photographer's reviews and one reply each,
  // and super admins' moderation (audited).
  'GET /api/public/reviews/profiles/:slug': 'public',
  'POST /api/public/reviews/reported/:reviewId': 'public',
  'GET /api/public/reviews/:token': 'public',
  'POST /api/public/reviews/:token': 'public',
  'GET /api/my-reviews': 'signed-in',
  'GET /api/reviews': 'approved-photographer',
  'POST /api/reviews/:reviewId/reply': 'approved-photographer',
  'GET /api/admin/reviews': 'super-admin',
  'POST /api/admin/reviews/:reviewId/hide': 'super-admin',
  'POST /api/admin/reviews/:reviewId/restore': 'super-admin',
};
