import { REVIEW_BODY_MAX, type ReviewInvitation } from '@shared/reviews-terms';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { type FieldMessages, showError } from '@/lib/form-errors';
import { useSubmitReview } from './reviews-queries';
import { StarPicker } from './star-picker';

/**
 * The client's review through their link: 1–5 stars, a short text and the name to show (their
 * first name and initial unless they write another). The server checks it all and keeps it once.
 */
export function ReviewForm({ token, invitation }: { token: string; invitation: ReviewInvitation }) {
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const submit = useSubmitReview(token);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    submit.mutate(
      { rating, body, name },
      {
        onError: (error) =>
          showError(error, {
            fallback: 'We could not send your review. Please try again.',
            fields: ['rating', 'body', 'name'],
            setFieldErrors: setErrors,
          }),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={`Review ${invitation.photographerName}`}
    >
      <StarPicker value={rating} onChange={setRating} error={errors.rating} />
      <TextAreaField
        id="review-body"
        label="Your review"
        required
        rows={5}
        maxLength={REVIEW_BODY_MAX}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={errors.body}
        hint="What went well, and what could be better? A few sentences help other clients most."
      />
      <TextField
        optional
        id="review-name"
        label="Name to show"
        autoComplete="given-name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        hint="Left empty, we show your first name and initial."
      />
      <Button type="submit" disabled={submit.isPending}>
        <Send aria-hidden />
        {submit.isPending ? 'Sending…' : 'Publish review'}
      </Button>
    </form>
  );
}
