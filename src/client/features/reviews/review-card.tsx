import { formatLagosDay } from '@shared/lagos-time';
import type { PublicReview } from '@shared/reviews-terms';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { StarRating } from '@/components/ui/star-rating';

/** One review as everyone sees it: stars, the "Verified client" mark, the text and the reply. */
export function ReviewCard({
  review,
  businessName,
  actions,
}: {
  review: PublicReview;
  businessName: string;
  actions?: ReactNode;
}) {
  return (
    <article
      className="rounded-lg border border-stone-200 bg-white p-5"
      aria-label={`Review by ${review.reviewerName}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.rating} />
        <span className="font-semibold text-ink">{review.reviewerName}</span>
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-green-800">
          <BadgeCheck className="size-4" aria-hidden /> Verified client
        </span>
        <span className="text-xs text-muted">{formatLagosDay(review.createdAt, 'long')}</span>
      </div>
      <p className="mt-3 whitespace-pre-line text-ink">{review.body}</p>
      {review.reply ? (
        <div className="mt-3 border-l-2 border-gold-500 pl-3 text-sm">
          <p className="font-semibold text-ink">Reply from {businessName}</p>
          <p className="whitespace-pre-line text-muted">{review.reply}</p>
        </div>
      ) : null}
      {actions ? <div className="mt-3">{actions}</div> : null}
    </article>
  );
}
