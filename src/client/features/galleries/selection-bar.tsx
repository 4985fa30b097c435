import type { MySelection, PublicGallery } from '@shared/galleries';
import type { DownloadAccess } from '@shared/gallery-downloads';
import { extrasOf, GALLERIES_API, PROOFING_MESSAGES } from '@shared/gallery-terms';
import { formatNaira } from '@shared/money';
import { VAT_PERCENT_LABEL } from '@shared/vat';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import type { Favourites } from './favourites';

/** Opened before submitting only: its code stays out of the gallery's first view (decision 267). */
const SubmitSummaryDialog = lazy(() =>
  import('./submit-summary-dialog').then((m) => ({ default: m.SubmitSummaryDialog })),
);

/**
 * The selection bar: count, what the package includes, extras, Submit (after a summary of what
 * it bills), then the invoice; "Download favourites" when the photographer's rule allows it.
 */
export function SelectionBar({
  gallery,
  favourites,
  access,
}: {
  gallery: PublicGallery;
  favourites: Favourites;
  access: DownloadAccess;
}) {
  const [summary, setSummary] = useState(false);
  const selection: MySelection | null = favourites.selection;
  if (!selection || selection.favourites.length === 0) return null;
  const count = selection.favourites.length;
  const extras = selection.submittedAt ? selection.extraPhotos : extrasOf(gallery.includedPhotos, count);
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
          {extras > 0
            ? ` · ${extras} extra at ${formatNaira(gallery.extraPhotoKobo)} each${gallery.vatEnabled ? ` plus ${VAT_PERCENT_LABEL} VAT` : ', no VAT'}`
            : ''}
        </p>
        <div className="flex flex-wrap gap-2">
          {access.favourites ? (
            <Button asChild variant="outline" size="sm">
              <a href={zip}>Download favourites</a>
            </Button>
          ) : null}
          {selection.submittedAt ? (
            selection.invoiceUrl && selection.invoiceDue ? (
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
            <Button type="button" size="sm" onClick={() => setSummary(true)}>
              Submit selection
            </Button>
          )}
        </div>
      </div>
      {!selection.submittedAt && !selection.emailVerified ? <EmailCodeForm favourites={favourites} /> : null}
      {summary ? (
        <Suspense fallback={null}>
          <SubmitSummaryDialog
            gallery={gallery}
            favourites={favourites}
            open={summary}
            onOpenChange={setSummary}
          />
        </Suspense>
      ) : null}
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
