import type { PublicGallery } from '@shared/galleries';
import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useMySelection, useSelectionActions } from './galleries-queries';

/**
 * The client's favourites: a heart on each photo; the first one asks for their email (no
 * account needed); a bar to submit the selection, with the extras' price and, once billed,
 * the invoice to pay. A `?selection=` link from the "continue here" email takes it over.
 */
export function useFavourites(gallery: PublicGallery) {
  const enabled = !gallery.locked;
  const mine = useMySelection(gallery.photographerId, gallery.id, enabled);
  const actions = useSelectionActions(gallery.photographerId, gallery.id);
  const [asking, setAsking] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const resumeToken = params.get('selection');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per emailed link
  useEffect(() => {
    if (!enabled || !resumeToken) return;
    actions.resume.mutate(resumeToken, {
      onSuccess: () => toast.success('Your favourites continue here'),
      onError: (error) => toast.error(errorMessage(error, 'This link could not be used.')),
      onSettled: () => setParams({}, { replace: true }),
    });
  }, [enabled, resumeToken]);

  const selection = mine.data ?? null;
  const ids = new Set(selection?.favourites.map((f) => f.photoId) ?? []);
  const toggle = (photoId: string) => {
    if (selection?.submittedAt) {
      toast.info('Your selection was submitted. Ask your photographer to reopen it for changes.');
      return;
    }
    if (ids.has(photoId)) actions.unfavourite.mutate(photoId);
    else if (!selection) setAsking(photoId);
    else
      actions.favourite.mutate(
        { photoId },
        { onError: (error) => toast.error(errorMessage(error, 'The favourite could not be saved.')) },
      );
  };
  // Until the visitor's selection has arrived a heart cannot know whether to ask for the email:
  // hearts wait for it (a returning client's quick tap is not taken for a first favourite).
  const ready = enabled && !mine.isPending;
  return { enabled, ready, selection, ids, toggle, asking, setAsking, actions };
}

export type Favourites = ReturnType<typeof useFavourites>;

export function HeartButton({
  on,
  onToggle,
  label,
  className,
  disabled = false,
}: {
  on: boolean;
  onToggle: () => void;
  label: string;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onToggle}
      disabled={disabled}
      className={cn(
        'inline-flex size-9 disabled:opacity-60 items-center justify-center rounded-full bg-black/35 text-white backdrop-blur-sm hover:bg-black/55 focus-visible:outline-2 focus-visible:outline-gold-400',
        className,
      )}
    >
      <Heart aria-hidden className={cn('size-5', on && 'fill-red-500 text-red-500')} />
      <span className="sr-only">{label}</span>
    </button>
  );
}
