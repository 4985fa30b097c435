import { z } from 'zod';
import { REVIEW_BODY_MAX, REVIEW_REPLY_MAX, REVIEW_TEXT } from './reviews-terms.ts';
import { safeText } from './text.ts';

export * from './reviews-terms.ts';

/** A client's review through their link: 1–5 stars and a short text (decision 264). */
export const newReviewSchema = z.object({
  rating: z.coerce
    .number(REVIEW_TEXT.rating)
    .int(REVIEW_TEXT.rating)
    .min(1, REVIEW_TEXT.rating)
    .max(5, REVIEW_TEXT.rating),
  body: safeText().trim().min(1, REVIEW_TEXT.bodyEmpty).max(REVIEW_BODY_MAX, REVIEW_TEXT.bodyTooLong),
  /** The name shown with the review; the booking's or gallery's client name when left empty. */
  name: safeText().trim().max(80, REVIEW_TEXT.nameTooLong).optional().default(''),
});
export type NewReview = z.input<typeof newReviewSchema>;

export const reviewReplySchema = z.object({
  reply: safeText().trim().min(1, REVIEW_TEXT.replyEmpty).max(REVIEW_REPLY_MAX, REVIEW_TEXT.replyTooLong),
});

/** A report by anyone, and a super admin's reason to hide or restore. */
export const reviewReasonSchema = z.object({
  reason: safeText().trim().min(3, REVIEW_TEXT.reason).max(500, 'Use at most 500 characters'),
});

export const reviewIdParams = z.object({ reviewId: z.uuid(REVIEW_TEXT.reviewNotFound) });

export const publicReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  body: z.string(),
  reviewerName: z.string(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  verified: z.literal(true),
});

export const ratingSummarySchema = z.object({ average: z.number().nullable(), count: z.number().int() });

export const reviewInvitationSchema = z.object({
  photographerName: z.string(),
  subject: z.string(),
  clientName: z.string(),
  review: publicReviewSchema.nullable(),
});

export const studioReviewSchema = publicReviewSchema.extend({
  subject: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});

export const moderatedReviewSchema = studioReviewSchema.extend({
  photographerName: z.string(),
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
});

export const profileReviewsSchema = z.object({
  summary: ratingSummarySchema,
  reviews: z.array(publicReviewSchema),
});
