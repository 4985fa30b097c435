import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A rating shown as five stars (filled to the nearest whole star) with its words for screen
 * readers: "4.3 out of 5 stars". The one display of a rating (profile, directory card, reviews).
 */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span
      role="img"
      aria-label={`${Number.isInteger(value) ? value : value.toFixed(1)} out of 5 stars`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn('size-4', n <= filled ? 'fill-gold-500 text-gold-600' : 'fill-none text-stone-300')}
        />
      ))}
    </span>
  );
}
