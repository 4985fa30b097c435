import { type ModeratedReview, REVIEW_TEXT } from '../../../shared/reviews-terms.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { countAttempt } from '../../lib/attempt-counter.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { clock } from '../../lib/clock.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { publicDataChanged } from '../../lib/public-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findReview, insertReport, reportsOf, reviewsToModerate, setHidden } from './reviews.repository.ts';
import { toPublicReview } from './reviews.service.ts';

/**
 * Reports and moderation (decision 266): anyone may report a visible review (a few a day from
 * one network); super admins see the reported and hidden reviews, hide one with a reason or
 * restore it with a reason, each written to the audit trail in the same transaction.
 */

const REPORTS_PER_DAY = 10;
const DAY_MS = 86_400_000;

export async function reportReview(
  db: Db,
  reviewId: string,
  reason: string,
  reporter: { userId: string | null; ip: string },
): Promise<void> {
  const review = await findReview(db, reviewId);
  if (!review || review.hiddenAt) throw notFound(REVIEW_TEXT.reviewNotFound);
  const { count } = await countAttempt(db, `review-report|${clientNetwork(reporter.ip)}`, DAY_MS);
  if (count > REPORTS_PER_DAY) throw new HttpError(429, 'Too many reports from your network today.');
  await insertReport(db, { reviewId, reason, reporterUserId: reporter.userId });
}

export async function reviewsForModeration(db: Db): Promise<ModeratedReview[]> {
  const rows = await reviewsToModerate(db);
  const reports = await reportsOf(
    db,
    rows.map((r) => r.review.id),
  );
  return rows.map((r) => ({
    ...toPublicReview(r.review),
    subject: r.subject,
    photographerName: r.photographerName,
    hidden: r.review.hiddenAt !== null,
    hiddenReason: r.review.hiddenReason,
    reports: reports
      .filter((p) => p.reviewId === r.review.id)
      .map((p) => ({ reason: p.reason, createdAt: p.createdAt.toISOString() })),
  }));
}

/** Hides (`hide`) or restores a review, with the admin's reason, audited. */
export async function moderateReview(
  db: Db,
  reviewId: string,
  action: 'hide' | 'restore',
  reason: string,
  actor: { userId: string; ipAddress: string; userAgent: string | null },
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const review = await findReview(tx, reviewId);
    if (!review) throw notFound(REVIEW_TEXT.reviewNotFound);
    await setHidden(tx, reviewId, action === 'hide' ? { at: clock.now(), reason } : null);
    await recordAudit(tx, {
      action: action === 'hide' ? 'review.hidden' : 'review.restored',
      actorUserId: actor.userId,
      targetType: 'review',
      targetId: reviewId,
      ipAddress: actor.ipAddress,
      userAgent: actor.userAgent,
      details: { reason, photographerId: review.photographerId },
    });
    await publicDataChanged(tx, 'directory');
  });
}
