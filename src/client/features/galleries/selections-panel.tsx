import { GALLERIES_API } from '@shared/galleries';
import { FileDown, PackageCheck, RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/use-confirm';
import { useDeliverGallery, useReopenSelection, useSelections } from './galleries-queries';

/** Each client's favourites (with comments and extras), the Lightroom export, and Mark delivered. */
export function SelectionsPanel({ galleryId, delivered }: { galleryId: string; delivered: boolean }) {
  const selections = useSelections(galleryId);
  const deliver = useDeliverGallery(galleryId);
  const reopen = useReopenSelection(galleryId);
  const confirm = useConfirm();
  return (
    <section
      aria-labelledby="selections-heading"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="selections-heading" className="font-semibold text-ink">
          Client selections
        </h3>
        <Button
          type="button"
          variant={delivered ? 'outline' : 'default'}
          disabled={deliver.isPending}
          onClick={async () => {
            const ok = await confirm({
              title: 'Mark as delivered',
              question: 'Tell your client by email that their edited photos are ready in this gallery?',
              confirmLabel: 'Mark delivered',
            });
            if (ok) deliver.mutate();
          }}
        >
          <PackageCheck aria-hidden /> {delivered ? 'Delivered · notify again' : 'Mark delivered'}
        </Button>
      </div>
      {selections.data?.length ? (
        <ul className="divide-y divide-stone-100">
          {selections.data.map((s) => (
            <li key={s.id} className="space-y-2 py-3" data-testid="selection">
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="font-medium text-ink">
                  {s.email} · {s.count} {s.count === 1 ? 'favourite' : 'favourites'}
                </span>
                <span className="flex items-center gap-2">
                  {s.submittedAt ? (
                    <Badge variant="success">Submitted</Badge>
                  ) : (
                    <Badge variant="neutral">{s.reopenedAt ? 'Reopened' : 'Choosing'}</Badge>
                  )}
                  {s.emailVerified ? null : <Badge variant="warning">Email not confirmed</Badge>}
                  {s.extraPhotos > 0 ? (
                    <Badge variant="warning">
                      {s.extraPhotos} extra{s.extraPhotos === 1 ? '' : 's'} invoiced
                    </Badge>
                  ) : null}
                  {s.submittedAt ? (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={reopen.isPending}
                      onClick={async () => {
                        const ok = await confirm({
                          title: 'Reopen selection',
                          question: `Let ${s.email} change their favourites and submit again? They are told by email. An unpaid invoice for extras is replaced when they resubmit; a paid one stands and only further extras are billed.`,
                          confirmLabel: 'Reopen',
                        });
                        if (ok) reopen.mutate(s.id);
                      }}
                    >
                      <RotateCcw aria-hidden /> Reopen
                    </Button>
                  ) : null}
                  <Button asChild variant="outline" size="sm">
                    <a href={GALLERIES_API.lightroom(galleryId, s.id)} download>
                      <FileDown aria-hidden /> File names for Lightroom
                    </a>
                  </Button>
                </span>
              </div>
              <p className="text-xs break-words text-stone-600">
                {s.photos.map((p) => p.filename).join(', ')}
              </p>
              {s.photos.some((p) => p.comment) ? (
                <ul className="space-y-1 text-xs text-stone-700">
                  {s.photos
                    .filter((p) => p.comment)
                    .map((p) => (
                      <li key={p.photoId}>
                        <span className="font-medium">{p.filename}:</span> {p.comment}
                      </li>
                    ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">
          {selections.isPending
            ? 'Loading…'
            : 'No favourites yet. Clients choose them in the shared gallery.'}
        </p>
      )}
    </section>
  );
}
