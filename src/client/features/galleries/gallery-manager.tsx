import { formatBytes, type GalleryDetail } from '@shared/galleries';
import { ArrowLeft, Lock, Pencil, Send, Settings, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ShareLink } from '@/components/ui/share-link';
import { Skeleton } from '@/components/ui/skeleton';
import { DownloadLogPanel } from './download-log-panel';
import { useGalleryDetail, useUnshareGallery } from './galleries-queries';
import { PhotoGrid } from './gallery-photo-grid';
import { SectionsPanel } from './gallery-sections';
import { GallerySettingsDialog } from './gallery-settings-dialog';
import { PhotoUploader } from './photo-uploader';
import { SelectionsPanel } from './selections-panel';
import { ShareGalleryDialog } from './share-gallery-dialog';

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
  const unshare = useUnshareGallery();
  const [sharing, setSharing] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
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
        <GalleryFacts gallery={gallery} />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant={gallery.shared ? 'outline' : 'default'}
            onClick={() => setSharing(true)}
          >
            <Send aria-hidden /> {gallery.shared ? 'Send the gallery' : 'Share gallery'}
          </Button>
          {gallery.shared ? (
            <>
              <ShareLink kind="gallery" link={link} what={gallery.name} copied="Gallery link copied" />
              <Button
                type="button"
                variant="outline"
                disabled={unshare.isPending}
                onClick={() => unshare.mutate(gallery.id)}
              >
                <Lock aria-hidden /> Make private
              </Button>
            </>
          ) : null}
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

      <ShareGalleryDialog gallery={gallery} open={sharing} onOpenChange={setSharing} />

      <GallerySettingsDialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        galleryId={gallery.id}
        settings={gallery.settings}
      />

      <PhotoUploader galleryId={gallery.id} />

      <SelectionsPanel galleryId={gallery.id} delivered={gallery.delivered} />

      <DownloadLogPanel galleryId={gallery.id} />

      <SectionsPanel galleryId={gallery.id} sections={gallery.sections} counts={sectionCounts(gallery)} />

      <PhotoGrid gallery={gallery} />
    </div>
  );
}

/** Its name and description, shared or private, photos, protection, last day, client and storage. */
function GalleryFacts({ gallery }: { gallery: GalleryDetail }) {
  return (
    <div className="space-y-1">
      <h2 className="font-display text-2xl font-semibold text-ink">{gallery.name}</h2>
      {gallery.description ? <p className="text-muted">{gallery.description}</p> : null}
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
        {gallery.shared ? <Badge variant="success">Shared</Badge> : <Badge variant="neutral">Private</Badge>}
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
          · Storage used: {formatBytes(gallery.storageUsedBytes)} of {formatBytes(gallery.storageQuotaBytes)}
        </span>
      </p>
    </div>
  );
}

/** Photos per section id (null: in no section). */
function sectionCounts(gallery: GalleryDetail): Map<string | null, number> {
  const counts = new Map<string | null, number>();
  for (const p of gallery.photos) counts.set(p.sectionId, (counts.get(p.sectionId) ?? 0) + 1);
  return counts;
}
