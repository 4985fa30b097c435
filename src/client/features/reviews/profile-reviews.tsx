import { ratingLabel } from '@shared/reviews-terms';
import { StarRating } from '@/components/ui/star-rating';
import { ReportReviewButton } from './report-review-button';
import { ReviewCard } from './review-card';
import { type ProfileReviews, useProfileReviews } from './reviews-queries';

/**
 * A profile's reviews: the average and count, the newest verified reviews, and the same as
 * schema.org AggregateRating structured data in the served HTML (search engines read it).
 */
export function ProfileReviewsSection({ slug, businessName }: { slug: string; businessName: string }) {
  const { data } = useProfileReviews(slug);
  if (!data) return null;
  const { summary, reviews } = data;
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="font-display text-2xl font-bold text-ink">
        Reviews
      </h2>
      {summary.count === 0 ? (
        <p className="mt-3 text-muted">
          No reviews yet. Reviews come only from clients with a real booking or gallery.
        </p>
      ) : (
        <>
          <p className="mt-3 flex items-center gap-2 text-ink">
            <StarRating value={summary.average ?? 0} />
            <span className="text-lg font-bold">{ratingLabel(summary)}</span>
            <span className="text-muted">
              from {summary.count} verified client{summary.count === 1 ? '' : 's'}
            </span>
          </p>
          <ul className="mt-5 grid gap-4 md:grid-cols-2">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  businessName={businessName}
                  actions={<ReportReviewButton reviewId={review.id} />}
                />
              </li>
            ))}
          </ul>
          <RatingStructuredData businessName={businessName} data={data} />
        </>
      )}
    </section>
  );
}

/** JSON-LD inside the page; `<` is escaped so no text can close the script element. */
function RatingStructuredData({ businessName, data }: { businessName: string; data: ProfileReviews }) {
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: businessName,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: data.summary.average,
      reviewCount: data.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: data.reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.reviewerName },
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      reviewBody: r.body,
      datePublished: r.createdAt.slice(0, 10),
    })),
  }).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text; escaped above.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
