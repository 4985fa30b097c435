import type { MySelection, PublicGallery, PublicPhoto } from '@shared/galleries';
import { type DownloadAccess, downloadAccess } from '@shared/gallery-downloads';
import { formatBytes, GALLERIES_API } from '@shared/gallery-terms';
import { Download, Info } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** What this visitor may download now: the rule the server enforces, read from their selection. */
export function useDownloadAccess(gallery: PublicGallery, selection: MySelection | null): DownloadAccess {
  return downloadAccess(
    gallery.downloadPolicy,
    selection
      ? {
          favourites: selection.favourites.length,
          submitted: selection.submittedAt !== null,
          invoiceDue: selection.invoiceDue,
        }
      : null,
  );
}

/** A photo's download address when the visitor may have it (every photo, or their favourites). */
export function photoDownloadUrl(
  gallery: PublicGallery,
  access: DownloadAccess,
  favouriteIds: ReadonlySet<string>,
) {
  return (photo: PublicPhoto) =>
    access.all || (access.favourites && favouriteIds.has(photo.id))
      ? GALLERIES_API.publicPhotoDownload(gallery.photographerId, gallery.id, photo.id)
      : null;
}

/**
 * What "Download all" weighs: the sum of the files it gives, told before it starts (decision
 * 267); without a size while any photo's is not known yet.
 */
export function downloadAllLabel({ imageCount, downloadAllBytes }: PublicGallery): string {
  const count = `${imageCount} ${imageCount === 1 ? 'photo' : 'photos'}`;
  if (downloadAllBytes === null) return `Download all: ${count}`;
  return `Download all: ${formatBytes(downloadAllBytes)}, ${count}`;
}

/** "Download all" when the visitor may, and the sentence that says what the photographer chose. */
export function DownloadBar({
  gallery,
  access,
  muted,
}: {
  gallery: PublicGallery;
  access: DownloadAccess;
  muted: string;
}) {
  return (
    <>
      {access.all ? (
        <Button asChild variant="default">
          <a href={GALLERIES_API.publicZip(gallery.photographerId, gallery.id)}>
            <Download aria-hidden /> {downloadAllLabel(gallery)}
          </a>
        </Button>
      ) : null}
      {access.note ? (
        <p
          className={cn('flex w-full items-center justify-center gap-1.5 text-sm', muted)}
          data-testid="download-note"
        >
          <Info aria-hidden className="size-4 shrink-0" /> {access.note}
        </p>
      ) : null}
    </>
  );
}
