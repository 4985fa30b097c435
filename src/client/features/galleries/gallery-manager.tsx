import { formatBytes } from '@shared/galleries';
import { ArrowLeft, Copy, Lock, Pencil, Send, Settings, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useConfirm } from '@/components/ui/use-confirm';
import { toast } from '@/lib/toast';
import { BlurImage } from './blur-image';
import { useDeletePhoto, useDownloadLog, useGalleryDetail, useShareGallery } from './galleries-queries';
import { GallerySettingsDialog } from './gallery-settings-dialog';
import { PhotoUploader } from './photo-uploader';
import { SelectionsPanel } from './selections-panel';

/** One gallery, for its photographer: upload, see what is processed, share, remove photos. */
export function GalleryManager({
  galleryId,
  onBack,
  onEdit,
  onDelete,
}: {
  galleryId: string;
  onBack: () => void;
  onEdit: (() => void) | undefined;
  onDelete: (() => void) | undefined;
}) {
  const first = useGalleryDetail(galleryId);
  const detail = useGalleryDetail(galleryId, { pending: (first.data?.pending ?? 0) > 0 });
  const share = useShareGallery();
  const removePhoto = useDeletePhoto(galleryId);
  const confirm = useConfirm();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const log = useDownloadLog(galleryId, logOpen);
  const gallery = detail.data;

  const back = (
    <Button type="button" variant="ghost" onClick={onBack}>
      <ArrowLeft aria-hidden /> All galleries
    </Button>
  );
  if (detail.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  }
  if (!gallery) {
    return (
      <div className="space-y-4">
        {back}
        <Card className="p-6">
          <p>This gallery was not found. It may have been deleted.</p>
        </Card>
      </div>
    );
  }
  const link = `${window.location.origin}${gallery.publicPath}`;
  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="space-y-1">
          <h2 className="font-display text-2xl font-semibold text-ink">{gallery.name}</h2>
          {gallery.description ? <p className="text-muted">{gallery.description}</p> : null}
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
            {gallery.shared ? (
              <Badge variant="success">Shared</Badge>
            ) : (
              <Badge variant="neutral">Private</Badge>
            )}
            <span data-testid="photo-count">
              {gallery.imageCount} {gallery.imageCount === 1 ? 'photo' : 'photos'}
            </span>
            {gallery.pending > 0 ? <span>· {gallery.pending} processing</span> : null}
            {gallery.failed > 0 ? (
              <span className="text-red-700">· {gallery.failed} could not be read</span>
            ) : null}
            {gallery.settings.hasPin ? (
              <Badge>PIN</Badge>
            ) : gallery.settings.hasPassword ? (
              <Badge>Password</Badge>
            ) : null}
            {gallery.settings.expiresOn ? <span>· open until {gallery.settings.expiresOn}</span> : null}
            {gallery.clientEmail ? <span>· for {gallery.clientEmail}</span> : null}
            <span>
              · Storage used: {formatBytes(gallery.storageUsedBytes)} of{' '}
              {formatBytes(gallery.storageQuotaBytes)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {gallery.shared ? (
            <>
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  navigator.clipboard
                    .writeText(link)
                    .then(() => toast.success('Gallery link copied'))
                    .catch(() => toast.info(link))
                }
              >
                <Copy aria-hidden /> Copy link
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={share.isPending}
                onClick={() => share.mutate({ id: gallery.id, share: false })}
              >
                <Lock aria-hidden /> Make private
              </Button>
            </>
          ) : (
            <Button
              type="button"
              disabled={share.isPending}
              onClick={() => share.mutate({ id: gallery.id, share: true })}
            >
              <Send aria-hidden /> Share gallery
            </Button>
          )}
          <Button type="button" variant="outline" onClick={() => setSettingsOpen(true)}>
            <Settings aria-hidden /> Settings
          </Button>
          {onEdit ? (
            <Button type="button" variant="outline" onClick={onEdit}>
              <Pencil aria-hidden /> Edit
            </Button>
          ) : null}
          {onDelete ? (
            <Button type="button" variant="outline" onClick={onDelete}>
              <Trash2 aria-hidden className="text-red-700" /> Delete
            </Button>
          ) : null}
        </div>
      </div>

      <GallerySettingsDialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        galleryId={gallery.id}
        settings={gallery.settings}
      />

      <PhotoUploader galleryId={gallery.id} />

      <SelectionsPanel galleryId={gallery.id} delivered={gallery.delivered} />

      <details
        className="rounded-xl border border-stone-200 bg-white p-4"
        onToggle={(e) => setLogOpen(e.currentTarget.open)}
      >
        <summary className="cursor-pointer font-semibold text-ink">Download log</summary>
        {log.data ? (
          log.data.downloads.length === 0 ? (
            <p className="mt-2 text-sm text-muted">Nobody has downloaded anything yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-stone-100 text-sm">
              {log.data.downloads.map((d) => (
                <li key={`${d.at}-${d.what}`} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="font-medium text-ink">{d.what}</span>
                  <span className="text-stone-600">
                    {d.who || 'A visitor'} · {d.ip} ·{' '}
                    {new Intl.DateTimeFormat('en-NG', {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                      timeZone: 'Africa/Lagos',
                    }).format(new Date(d.at))}
                  </span>
                </li>
              ))}
            </ul>
          )
        ) : logOpen ? (
          <p className="mt-2 text-sm text-muted">Loading…</p>
        ) : null}
      </details>

      {gallery.photos.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="text-muted">No photos yet. Upload the shoot above.</p>
        </Card>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Photos">
          {gallery.photos.map((photo) => (
            <li key={photo.id} className="group relative" data-testid="gallery-photo">
              <BlurImage
                src={photo.thumbUrl}
                thumbhash={photo.thumbhash}
                alt={photo.filename}
                className="aspect-square w-full rounded-lg"
              />
              <p className="mt-1 truncate text-xs text-stone-600">{photo.filename}</p>
              <button
                type="button"
                className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-red-700 opacity-100 shadow focus-visible:outline-2 focus-visible:outline-gold-600 sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100"
                onClick={async () => {
                  const ok = await confirm({
                    title: 'Delete photo',
                    question: `Delete ${photo.filename} from this gallery?`,
                    confirmLabel: 'Delete',
                    destructive: true,
                  });
                  if (ok) removePhoto.mutate(photo.id);
                }}
              >
                <X aria-hidden className="size-4" />
                <span className="sr-only">Delete {photo.filename}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
