import { Star } from 'lucide-react';
import { FieldError } from '@/components/ui/label';
import { cn } from '@/lib/cn';

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** Five stars as a radio group: arrows move between them, each star is labelled for screen readers. */
export function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  error: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? 'review-rating-error' : undefined}>
      <legend className="text-sm font-medium text-ink">
        Your rating{' '}
        <span className="text-red-700" aria-hidden>
          *
        </span>
      </legend>
      <div className="mt-2 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-600"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <span className="sr-only">{`${n} star${n > 1 ? 's' : ''}: ${WORDS[n]}`}</span>
            <Star
              aria-hidden
              className={cn(
                'size-8',
                n <= value ? 'fill-gold-500 text-gold-600' : 'fill-none text-stone-400',
              )}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-muted" aria-live="polite">
          {WORDS[value]}
        </span>
      </div>
      <FieldError id="review-rating-error">{error}</FieldError>
    </fieldset>
  );
}
