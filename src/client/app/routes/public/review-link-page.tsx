import { CheckCircle2 } from 'lucide-react';
import { useParams } from 'react-router';
import { LinkNotFound } from '@/components/layout/link-not-found';
import { useDocumentTitle } from '@/components/layout/page-shell';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/features/content/load-error';
import { ReviewCard } from '@/features/reviews/review-card';
import { ReviewForm } from '@/features/reviews/review-form';
import { reviewsPageQueries, useReviewInvitation } from '@/features/reviews/reviews-queries';
import { ApiError } from '@/lib/api';
import type { PageData } from '@/lib/page-query';

const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /r/<token>: the client's review from the invitation a completed booking or a delivered gallery
 * sent them (decision 264), no account needed; once written it shows the review. Rendered on the
 * server with its data; a wrong link shows "not found" and nothing else.
 */
export const pageData: PageData = ({ params }) => [reviewsPageQueries.link(params.token ?? '')];

export default function ReviewLinkPage() {
  const { token = '' } = useParams();
  const { data, error, isPending, refetch } = useReviewInvitation(token);
  useDocumentTitle('Leave a review');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      {isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : isNotFound(error) ? (
        <LinkNotFound what="Review invitation" />
      ) : data ? (
        <>
          <h1 className="font-display text-3xl font-bold text-ink">{`How was ${data.photographerName}?`}</h1>
          <p className="mt-2 text-muted">
            For {data.subject}. Your review shows on their profile with a “Verified client” mark.
          </p>
          <Card className="mt-6 p-6">
            {data.review ? (
              <div className="space-y-4">
                <p className="flex items-center gap-2 font-semibold text-green-800" role="status">
                  <CheckCircle2 className="size-5" aria-hidden /> Thank you! Your review is published.
                </p>
                <ReviewCard review={data.review} businessName={data.photographerName} />
              </div>
            ) : (
              <ReviewForm token={token} invitation={data} />
            )}
          </Card>
        </>
      ) : (
        <>
          <h1 className="sr-only">Leave a review</h1>
          <LoadError what="your review invitation" onRetry={() => refetch()} />
        </>
      )}
    </div>
  );
}
