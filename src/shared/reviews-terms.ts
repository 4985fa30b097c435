/**
 * Verified reviews: the words, addresses and shapes the browser needs without zod (the public
 * profile's first view stays free of it). The schemas are in reviews.ts.
 */

export const REVIEW_BODY_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
/** How many reviews a profile shows (the newest visible ones). */
export const PROFILE_REVIEWS = 5;

export const REVIEW_TEXT = {
  rating: 'Choose a rating from 1 to 5 stars',
  bodyEmpty: 'Write a few words about your experience',
  bodyTooLong: `Use at most ${REVIEW_BODY_MAX} characters`,
  nameTooLong: 'Use at most 80 characters for your name',
  replyEmpty: 'Write your reply',
  replyTooLong: `Use at most ${REVIEW_REPLY_MAX} characters`,
  reason: 'Tell us why, in a few words',
  notFound: 'We could not find that review invitation. Check the link in your email.',
  reviewNotFound: 'Review not found',
  alreadyReviewed: 'You have already reviewed this. Thank you!',
  alreadyReplied: 'You have already replied to this review.',
  ownWork: 'You cannot review your own work.',
  reported: 'Thank you. Our team will look at this review.',
} as const;

export interface PublicReview {
  id: string;
  rating: number;
  body: string;
  reviewerName: string;
  /** ISO instant. */
  createdAt: string;
  reply: string | null;
  /** Every review comes from a client with a real booking or gallery, so it is verified. */
  verified: true;
}

export interface RatingSummary {
  /** Average of the visible reviews, one decimal; null without reviews. */
  average: number | null;
  count: number;
}

/** The client's link: who and what to review, and the review once written. */
export interface ReviewInvitation {
  photographerName: string;
  subject: string;
  clientName: string;
  review: PublicReview | null;
}

/** A signed-in client's invitations (their dashboard card). */
export interface MyReviewInvitation {
  token: string;
  photographerName: string;
  subject: string;
  reviewed: boolean;
}

/** The photographer's own reviews (Studio, Reviews), hidden ones included with the reason. */
export interface StudioReview extends PublicReview {
  subject: string;
  hidden: boolean;
  hiddenReason: string | null;
}

/** A review for super admins: who it is about, its reports and its moderation state. */
export interface ModeratedReview extends StudioReview {
  photographerName: string;
  reports: { reason: string; createdAt: string }[];
}

export const reviewLinkPath = (token: string) => `/r/${token}`;

export const REVIEWS_API = {
  link: (token: string) => `/api/public/reviews/${encodeURIComponent(token)}`,
  report: (reviewId: string) => `/api/public/reviews/reported/${reviewId}`,
  profile: (slug: string) => `/api/public/reviews/profiles/${encodeURIComponent(slug)}`,
  mine: '/api/my-reviews',
  studio: '/api/reviews',
  reply: (reviewId: string) => `/api/reviews/${reviewId}/reply`,
  admin: '/api/admin/reviews',
  hide: (reviewId: string) => `/api/admin/reviews/${reviewId}/hide`,
  restore: (reviewId: string) => `/api/admin/reviews/${reviewId}/restore`,
} as const;

/** "4.8" from a summary, for the stars line and the structured data. */
export const ratingLabel = (summary: RatingSummary) =>
  summary.average === null ? '' : summary.average.toFixed(1);

/** The summary of the visible reviews' count and sum (the totals decision 265's trigger keeps). */
export const ratingSummaryOf = (totals: { n: number; total: number }): RatingSummary => ({
  average: totals.n > 0 ? Math.round((totals.total / totals.n) * 10) / 10 : null,
  count: totals.n,
});

/** The rating on a profile's link preview ("★ 4.8 · 12 reviews"); '' without visible reviews. */
export const ratingPreviewLine = (summary: RatingSummary) =>
  summary.count > 0
    ? `★ ${ratingLabel(summary)} · ${summary.count} review${summary.count === 1 ? '' : 's'}`
    : '';
