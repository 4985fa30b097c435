import { GALLERIES_API, type MySelection, PROOFING_MESSAGES, type PublicGallery } from '@shared/galleries';
import { formatNaira } from '@shared/money';
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

/** Asks for the email that identifies the client's selection (first favourite only). */
export function EmailDialog({ favourites }: { favourites: Favourites }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const photoId = favourites.asking;
  return (
    <Dialog open={photoId !== null} onOpenChange={(open) => !open && favourites.setAsking(null)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save your favourites</DialogTitle>
          <DialogDescription>
            Enter your email so your photographer knows whose favourites these are. No account needed.
          </DialogDescription>
        </DialogHeader>
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
                  favourites.setAsking(null);
                  if (!data.selection.emailVerified)
                    toast.info(`We emailed a 6-digit code to ${data.selection.email}. Enter it to submit.`);
                },
                onError: (err) => {
                  if (err instanceof ApiError && err.status === 409) {
                    favourites.setAsking(null);
                    toast.info(err.message);
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
              Save favourite
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function extrasOf(gallery: PublicGallery, count: number) {
  return gallery.includedPhotos > 0 ? Math.max(0, count - gallery.includedPhotos) : 0;
}

/** The selection bar: count, what the package includes, extras and Submit, then the invoice. */
export function SelectionBar({ gallery, favourites }: { gallery: PublicGallery; favourites: Favourites }) {
  const selection: MySelection | null = favourites.selection;
  if (!selection || selection.favourites.length === 0) return null;
  const count = selection.favourites.length;
  const extras = selection.submittedAt ? selection.extraPhotos : extrasOf(gallery, count);
  const submit = favourites.actions.submit;
  const zip = `${GALLERIES_API.publicZip(gallery.photographerId, gallery.id)}?photos=${selection.favourites.map((f) => f.photoId).join(',')}`;
  return (
    <div
      className="sticky bottom-0 z-30 border-t border-stone-200 bg-white/95 px-4 py-3 text-ink shadow-lg backdrop-blur"
      data-testid="selection-bar"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          <span className="font-semibold">
            {count} {count === 1 ? 'favourite' : 'favourites'}
          </span>
          {gallery.includedPhotos > 0 ? ` · ${gallery.includedPhotos} included` : ''}
          {extras > 0 ? ` · ${extras} extra at ${formatNaira(gallery.extraPhotoKobo)} each` : ''}
        </p>
        <div className="flex flex-wrap gap-2">
          {gallery.downloadsEnabled ? (
            <Button asChild variant="outline" size="sm">
              <a href={zip}>Download favourites</a>
            </Button>
          ) : null}
          {selection.submittedAt ? (
            selection.invoiceUrl ? (
              <Button asChild size="sm">
                <a href={selection.invoiceUrl}>
                  {/* The invoice's own total (VAT and any discount included) is on the invoice page. */}
                  Pay the invoice for {selection.invoiceExtras}{' '}
                  {selection.invoiceExtras === 1 ? 'extra photo' : 'extra photos'}
                </a>
              </Button>
            ) : (
              <span className="text-sm font-semibold text-green-800">Selection submitted</span>
            )
          ) : !selection.emailVerified ? null : (
            <Button
              type="button"
              size="sm"
              disabled={submit.isPending}
              onClick={() =>
                submit.mutate(undefined, {
                  onSuccess: (data) =>
                    toast.success(
                      data.selection.invoiceUrl
                        ? 'Selection submitted. The invoice for your extra photos is in your email.'
                        : 'Selection submitted. Your photographer has been told.',
                    ),
                  onError: (error) =>
                    toast.error(errorMessage(error, 'The selection could not be submitted.')),
                })
              }
            >
              Submit selection
            </Button>
          )}
        </div>
      </div>
      {!selection.submittedAt && !selection.emailVerified ? <EmailCodeForm favourites={favourites} /> : null}
    </div>
  );
}

/**
 * The code from the email, on the selection bar: six digits, the phone's keypad, and the code
 * the phone offers from the email (autocomplete one-time-code). Needed once, before submitting.
 */
function EmailCodeForm({ favourites }: { favourites: Favourites }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const { verify, resendCode } = favourites.actions;
  return (
    <form
      noValidate
      className="mx-auto mt-3 flex max-w-7xl flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        verify.mutate(code.trim(), {
          onSuccess: () => {
            setError(undefined);
            toast.success('Email confirmed. You can submit your selection.');
          },
          onError: (err) =>
            setError(err instanceof ApiError ? (err.fields.code ?? err.message) : 'Try again.'),
        });
      }}
    >
      <div className="min-w-0 flex-1 sm:max-w-xs">
        <TextField
          id="selection-code"
          label={`Code we emailed to ${favourites.selection?.email ?? 'you'}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <Button type="submit" size="sm" disabled={verify.isPending || code.length !== 6}>
        Confirm email
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={resendCode.isPending}
        onClick={() =>
          resendCode.mutate(undefined, {
            onSuccess: () => toast.success(PROOFING_MESSAGES.codeSent),
            onError: (err) => toast.error(errorMessage(err, 'The code could not be sent.')),
          })
        }
      >
        Send a new code
      </Button>
    </form>
  );
}
