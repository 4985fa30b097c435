import type { StudioReview } from '@shared/reviews-terms';
import { Reply } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { ListState } from '@/components/ui/list-state';
import { ReviewCard } from './review-card';
import { useReplyToReview, useStudioReviews } from './reviews-queries';

/**
 * The photographer's reviews, newest first, each with its one reply (or the form to write it),
 * signed with their business name as the profile shows it.
 */
export function StudioReviews() {
  const { data, isPending } = useStudioReviews();
  const rows = data?.reviews ?? [];
  const businessName = data?.businessName ?? '';
  return (
    <ListState
      pending={isPending}
      empty={rows.length === 0}
      message="No reviews yet. Clients are invited to review you when a session is completed or a gallery delivered."
    >
      <ul className="space-y-4">
        {rows.map((review) => (
          <li key={review.id}>
            <p className="mb-1 text-sm text-muted">
              For {review.subject}
              {review.hidden ? ` · Hidden by Aworan: ${review.hiddenReason ?? ''}` : ''}
            </p>
            <ReviewCard
              review={review}
              businessName={businessName}
              actions={review.reply ? null : <ReplyForm review={review} />}
            />
          </li>
        ))}
      </ul>
    </ListState>
  );
}

/** The one reply a photographer may write; it cannot be changed afterwards, so the form says so. */
function ReplyForm({ review }: { review: StudioReview }) {
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string>();
  const send = useReplyToReview();
  if (!open)
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Reply aria-hidden /> Reply
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) return setError('Write your reply');
    send.mutate({ reviewId: review.id, reply });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <TextAreaField
        id={`reply-${review.id}`}
        label={`Reply to ${review.reviewerName}`}
        rows={3}
        value={reply}
        onChange={(e) => {
          setReply(e.target.value);
          setError(undefined);
        }}
        error={error}
        hint="Shown under the review on your profile. You can reply once."
      />
      <Button type="submit" size="sm" disabled={send.isPending}>
        {send.isPending ? 'Publishing…' : 'Publish reply'}
      </Button>
    </form>
  );
}
