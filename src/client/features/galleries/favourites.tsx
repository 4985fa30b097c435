import type { PublicGallery } from '@shared/galleries';
import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api';
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
  return { enabled, selection, ids, toggle, asking, setAsking, actions };
}

export type Favourites = ReturnType<typeof useFavourites>;

export function HeartButton({
  on,
  onToggle,
  label,
  className,
}: {
  on: boolean;
  onToggle: () => void;
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onToggle}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full bg-black/35 text-white backdrop-blur-sm hover:bg-black/55 focus-visible:outline-2 focus-visible:outline-gold-400',
        className,
      )}
    >
      <Heart aria-hidden className={cn('size-5', on && 'fill-red-500 text-red-500')} />
      <span className="sr-only">{label}</span>
    </button>
  );
}

/**
 * Asks for the email that identifies the client's selection (first favourite only). An email
 * whose favourites were started on another device is refused (409): the dialog stays open with
 * the server's message and what to do next.
 */
export function EmailDialog({ favourites }: { favourites: Favourites }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [taken, setTaken] = useState<{ email: string; message: string } | null>(null);
  const photoId = favourites.asking;
  const close = () => {
    setTaken(null);
    favourites.setAsking(null);
  };
  return (
    <Dialog open={photoId !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save your favourites</DialogTitle>
          <DialogDescription>
            Enter your email so your photographer knows whose favourites these are. No account needed.
          </DialogDescription>
        </DialogHeader>
        {taken ? <TakenNotice {...taken} /> : null}
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!photoId) return;
            favourites.actions.favourite.mutate(
              { photoId, email },
              {
                onSuccess: (data) => {
                  setError(undefined);
                  close();
                  if (!data.selection.emailVerified)
                    toast.info(`We emailed a 6-digit code to ${data.selection.email}. Enter it to submit.`);
                },
                onError: (err) => {
                  if (err instanceof ApiError && err.status === 409) {
                    setError(undefined);
                    setTaken({ email: email.trim(), message: err.message });
                  } else setError(err instanceof ApiError ? (err.fields.email ?? err.message) : 'Try again.');
                },
              },
            );
          }}
        >
          <TextField
            id="favourites-email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <DialogFooter>
            <Button type="submit" disabled={favourites.actions.favourite.isPending}>
              {taken ? 'Try this email' : 'Save favourite'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The refusal, said in the dialog: why, and the two ways on. */
function TakenNotice({ email, message }: { email: string; message: string }) {
  return (
    <div
      role="alert"
      className="mb-4 space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-semibold">{message}</p>
      <p>
        Open that email at {email} on this phone or computer and tap <strong>Continue my favourites</strong>:
        your favourites carry on here. Or type another email below to start new favourites.
      </p>
    </div>
  );
}
