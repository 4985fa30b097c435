import type { PublicGallery, SelectionQuote } from '@shared/galleries';
import { formatNaira } from '@shared/money';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import type { Favourites } from './favourites';
import { useSelectionQuote } from './galleries-queries';

const photos = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;

/**
 * Before "Submit selection" invoices anything: what the submission bills, as the server will
 * bill it (extras beyond the package, any already on an invoice, VAT when the photographer adds
 * it, the total), and where the invoice goes. Submitting is the second, deliberate click.
 */
export function SubmitSummaryDialog({
  gallery,
  favourites,
  open,
  onOpenChange,
}: {
  gallery: PublicGallery;
  favourites: Favourites;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const quote = useSelectionQuote(gallery.photographerId, gallery.id, open);
  const submit = favourites.actions.submit;
  const q = quote.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Submit your selection?</DialogTitle>
          <DialogDescription>
            Your photographer is told at once. To change it afterwards, ask them to reopen it.
          </DialogDescription>
        </DialogHeader>
        {quote.isPending ? <p className="text-sm text-muted">Working out the cost…</p> : null}
        {quote.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(quote.error, 'The cost could not be worked out. Please try again.')}
          </p>
        ) : null}
        {q ? <QuoteLines quote={q} email={favourites.selection?.email ?? ''} /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep choosing
          </Button>
          <Button
            disabled={!q || submit.isPending}
            onClick={() =>
              submit.mutate(undefined, {
                onSuccess: (data) => {
                  onOpenChange(false);
                  toast.success(
                    data.selection.invoiceUrl && data.selection.invoiceDue
                      ? 'Selection submitted. The invoice for your extra photos is in your email.'
                      : 'Selection submitted. Your photographer has been told.',
                  );
                },
                onError: (error) => toast.error(errorMessage(error, 'The selection could not be submitted.')),
              })
            }
          >
            {submit.isPending
              ? 'Submitting…'
              : q && q.totalKobo > 0
                ? `Submit and get the invoice (${formatNaira(q.totalKobo)})`
                : 'Submit selection'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function QuoteLines({ quote: q, email }: { quote: SelectionQuote; email: string }) {
  return (
    <div className="space-y-3 text-sm" data-testid="selection-summary">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5">
        <dt>Favourites</dt>
        <dd className="text-right">{photos(q.favourites)}</dd>
        <dt>Included in your package</dt>
        <dd className="text-right">{q.included > 0 ? photos(Math.min(q.included, q.favourites)) : 'All'}</dd>
        {q.coveredExtras > 0 ? (
          <>
            <dt>Extras on an invoice already</dt>
            <dd className="text-right">{photos(q.coveredExtras)}</dd>
          </>
        ) : null}
        {q.newExtras > 0 ? (
          <>
            <dt>
              {q.newExtras} extra {q.newExtras === 1 ? 'photo' : 'photos'} × {formatNaira(q.unitKobo)}
            </dt>
            <dd className="text-right">{formatNaira(q.subtotalKobo)}</dd>
            <dt>{q.vatEnabled ? 'VAT (7.5%)' : 'VAT'}</dt>
            <dd className="text-right">{q.vatEnabled ? formatNaira(q.vatKobo) : 'Not charged'}</dd>
            <dt className="font-semibold">Total to pay</dt>
            <dd className="text-right font-semibold">{formatNaira(q.totalKobo)}</dd>
          </>
        ) : null}
      </dl>
      <p className="rounded-md bg-gold-50 p-3 text-gold-900">
        {q.newExtras > 0
          ? `An invoice for ${formatNaira(q.totalKobo)} (${q.vatEnabled ? 'VAT included' : 'no VAT'}) is emailed to ${email} when you submit.`
          : 'Nothing more to pay: your favourites are covered.'}
      </p>
    </div>
  );
}
