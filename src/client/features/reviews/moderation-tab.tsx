import type { ModeratedReview } from '@shared/reviews-terms';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ListState } from '@/components/ui/list-state';
import { ReviewCard } from './review-card';
import { useModerateReview, useModerationReviews } from './reviews-queries';

/** Super admins: reviews somebody reported or a moderator hid; hide or restore each with a reason (audited). */
export function ReviewModerationTab() {
  const { data, isPending } = useModerationReviews();
  const rows = data ?? [];
  return (
    <ListState pending={isPending} empty={rows.length === 0} message="No review has been reported.">
      <ul className="space-y-4">
        {rows.map((review) => (
          <li key={review.id} className="space-y-2">
            <p className="text-sm text-muted">
              About {review.photographerName} ·{' '}
              {review.hidden ? `Hidden: ${review.hiddenReason ?? ''}` : 'Shown'}
            </p>
            <ReviewCard
              review={review}
              businessName={review.photographerName}
              actions={<Moderate review={review} />}
            />
            <ul className="text-sm text-muted">
              {review.reports.map((r) => (
                <li key={r.createdAt}>Reported: “{r.reason}”</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </ListState>
  );
}

function Moderate({ review }: { review: ModeratedReview }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const moderate = useModerateReview();
  const action = review.hidden ? 'restore' : 'hide';
  const submit = () => {
    if (reason.trim().length < 3) return setError('Give a reason, in a few words');
    moderate.mutate({ reviewId: review.id, action, reason }, { onSuccess: () => setReason('') });
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-60 flex-1">
        <TextField
          id={`moderate-${review.id}`}
          label="Reason (written to the audit log)"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
      </div>
      <Button
        variant={review.hidden ? 'outline' : 'destructive'}
        disabled={moderate.isPending}
        onClick={submit}
      >
        {review.hidden ? 'Restore review' : 'Hide review'}
      </Button>
    </div>
  );
}
