import type { Viewer } from '../../../shared/accounts.ts';
import {
  type MyReviewInvitation,
  PROFILE_REVIEWS,
  type PublicReview,
  type RatingSummary,
  REVIEW_TEXT,
  type ReviewInvitation,
  type StudioReview,
} from '../../../shared/reviews-terms.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { withTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { cachedRead, publicDataChanged } from '../../lib/public-cache.ts';
import { listedPhotographer, ratingOfPhotographer } from '../marketplace/directory.service.ts';
import {
  findInviteByToken,
  findReview,
  insertReview,
  invitesForEmail,
  photographerFacts,
  type ReviewRow,
  reviewsOfPhotographer,
  setReplyOnce,
  visibleReviewsOf,
} from './reviews.repository.ts';

/**
 * Verified reviews (decision 264): written only through an invitation that a completed booking
 * or a delivered gallery made, once each (the database's unique index), shown on the profile
 * with the average and count; the photographer replies once. Every change empties the public
 * cache of the directory and profiles, which show the ratings.
 */

/** "Bola A.": the client's first name and initial, so a review names nobody in full by default. */
export function shortName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first || 'A client';
}

export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    reviewerName: row.reviewerName,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    verified: true,
  };
}

/** The client's link: who and what to review, and their review once written. */
export async function reviewInvitation(db: Db, token: string): Promise<ReviewInvitation> {
  const row = await findInviteByToken(db, token);
  if (!row) throw notFound(REVIEW_TEXT.notFound);
  return {
    photographerName: row.photographerName,
    subject: row.invite.subject,
    clientName: row.invite.clientName,
    review: row.review ? toPublicReview(row.review) : null,
  };
}

/**
 * The client's review through their link. The photographer themselves is refused (signed in as
 * the studio, opening their client's link); a second review of the same invitation is a 409,
 * whether it comes later or at the same instant (the unique index settles the race).
 */
export async function submitReview(
  db: Db,
  token: string,
  input: { rating: number; body: string; name: string },
  viewer: Viewer | null,
): Promise<PublicReview> {
  return withTransaction(db, async (tx) => {
    const row = await findInviteByToken(tx, token);
    if (!row) throw notFound(REVIEW_TEXT.notFound);
    if (viewer?.userId === row.invite.photographerId) throw forbidden(REVIEW_TEXT.ownWork);
    if (row.review) throw conflict(REVIEW_TEXT.alreadyReviewed);
    const review = await insertReview(tx, {
      inviteId: row.invite.id,
      photographerId: row.invite.photographerId,
      rating: input.rating,
      body: input.body,
      reviewerName: input.name || shortName(row.invite.clientName),
    });
    if (!review) throw conflict(REVIEW_TEXT.alreadyReviewed);
    await publicDataChanged(tx, 'directory');
    return toPublicReview(review);
  });
}

/** A signed-in client's invitations, by their verified email. */
export async function myInvitations(db: Db, viewer: Viewer): Promise<MyReviewInvitation[]> {
  if (!viewer.emailVerified) return [];
  const rows = await invitesForEmail(db, viewer.email);
  return rows
    .filter((r) => r.invite.photographerId !== viewer.userId)
    .map((r) => ({
      token: r.invite.token,
      photographerName: r.photographerName,
      subject: r.invite.subject,
      reviewed: r.reviewId !== null,
    }));
}

/**
 * The photographer's reviews with the business name their replies are signed with, as the
 * profile shows them ("Reply from <business>").
 */
export async function studioReviews(
  db: Db,
  photographerId: string,
): Promise<{ businessName: string; reviews: StudioReview[] }> {
  const [rows, facts] = await Promise.all([
    reviewsOfPhotographer(db, photographerId),
    photographerFacts(db, photographerId),
  ]);
  return {
    businessName: facts?.name ?? '',
    reviews: rows.map((r) => ({
      ...toPublicReview(r.review),
      subject: r.subject,
      hidden: r.review.hiddenAt !== null,
      hiddenReason: r.review.hiddenReason,
    })),
  };
}

/** The photographer's one reply (a second is a 409; the trigger refuses it too). */
export async function replyToReview(
  db: Db,
  photographerId: string,
  reviewId: string,
  reply: string,
): Promise<PublicReview> {
  return withTransaction(db, async (tx) => {
    const review = await findReview(tx, reviewId);
    if (!review || review.photographerId !== photographerId) throw notFound(REVIEW_TEXT.reviewNotFound);
    if (review.reply !== null) throw conflict(REVIEW_TEXT.alreadyReplied);
    const updated = await setReplyOnce(tx, reviewId, reply, clock.now()).catch((err: unknown) => {
      throw isUniqueViolation(err) ? conflict(REVIEW_TEXT.alreadyReplied) : err;
    });
    if (!updated) throw conflict(REVIEW_TEXT.alreadyReplied);
    await publicDataChanged(tx, 'directory');
    return toPublicReview(updated);
  });
}

/** A listed photographer's average, count and newest visible reviews (public data, cached). */
export function profileReviews(
  db: Db,
  slug: string,
): Promise<{ summary: RatingSummary; reviews: PublicReview[] }> {
  return cachedRead(db, 'directory', `reviews:${slug}`, async () => {
    const listed = await listedPhotographer(db, slug);
    if (!listed) throw notFound('We could not find that photographer. They may no longer be listed.');
    const [summary, rows] = await Promise.all([
      ratingOfPhotographer(db, listed.userId),
      visibleReviewsOf(db, listed.userId, PROFILE_REVIEWS),
    ]);
    return { summary, reviews: rows.map(toPublicReview) };
  });
}
