import type { PhotoFullSizes, PublicPhoto } from '@shared/galleries';
import { formatBytes } from '@shared/gallery-terms';
import { ChevronLeft, ChevronRight, Download, Expand, X } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { placeholderOf } from './blur-image';
import { type Favourites, HeartButton } from './favourites';

/**
 * The size the viewer shows: with data saver the 640 px one, and the full size once asked for
 * (fetched then when the gallery's answer left it out); the next photo starts small again.
 */
function useShownSize(
  photo: PublicPhoto,
  dataSaver: boolean,
  fullSizesOf: (photo: PublicPhoto) => Promise<PhotoFullSizes>,
): { src: string; onFullSize: (() => void) | undefined } {
  const [fullFor, setFullFor] = useState<{ id: string; url: string } | null>(null);
  const askedFull = fullFor?.id === photo.id ? fullFor.url : null;
  const showFull = async () => {
    try {
      const sizes = photo.previewUrl ? photo : await fullSizesOf(photo);
      setFullFor({ id: photo.id, url: sizes.webUrl ?? sizes.previewUrl ?? photo.smallUrl });
    } catch {
      toast.error('Could not load the full size. Check your connection and try again.');
    }
  };
  return {
    // A data-saving answer has no full sizes: the 640 px size stands in until they are asked for.
    src: askedFull ?? (dataSaver ? photo.smallUrl : (photo.webUrl ?? photo.previewUrl ?? photo.smallUrl)),
    onFullSize: dataSaver && !askedFull ? () => void showFull() : undefined,
  };
}

/**
 * The full-screen viewer: arrows and Escape on a keyboard, swipes on a phone. With data saver
 * (decision 267) it shows the 640 px size, fetches nothing ahead, and the full size only when
 * asked ("Full size"); otherwise the web size, with the next photo fetched while this one is
 * looked at.
 */
export function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
  dataSaver,
  fullSizesOf,
  downloadUrl,
  favourites,
}: {
  photos: PublicPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  dataSaver: boolean;
  /** A photo's full sizes, when the gallery's answer left them out (data saver). */
  fullSizesOf: (photo: PublicPhoto) => Promise<PhotoFullSizes>;
  /** The photo's download address, or null when this visitor may not download it. */
  downloadUrl: (photo: PublicPhoto) => string | null;
  favourites: Favourites;
}) {
  const photo = photos[index]!;
  const { src, onFullSize } = useShownSize(photo, dataSaver, fullSizesOf);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const go = (step: number) => onIndex((index + step + photos.length) % photos.length);

  useEffect(() => {
    closeRef.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      else if (e.key === 'ArrowRight') onIndex((index + 1) % photos.length);
      else if (e.key === 'ArrowLeft') onIndex((index - 1 + photos.length) % photos.length);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, onClose, onIndex, photos.length]);
  useEffect(() => {
    if (dataSaver) return;
    const next = photos[(index + 1) % photos.length];
    const nextUrl = next?.webUrl ?? next?.previewUrl;
    if (nextUrl) new Image().src = nextUrl;
  }, [dataSaver, index, photos]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={`Photo ${index + 1} of ${photos.length}`}
      className="fixed inset-0 z-50 flex flex-col bg-black/95 text-white"
      onTouchStart={(e) => {
        const t = e.touches[0];
        touch.current = t ? { x: t.clientX, y: t.clientY } : null;
      }}
      onTouchEnd={(e) => {
        const start = touch.current;
        const t = e.changedTouches[0];
        touch.current = null;
        if (!start || !t) return;
        const dx = t.clientX - start.x;
        const dy = t.clientY - start.y;
        if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
        else if (dy > 120) onClose();
      }}
    >
      <ViewerBar
        position={`${index + 1} / ${photos.length}`}
        photo={photo}
        favourites={favourites}
        downloadUrl={downloadUrl(photo)}
        closeRef={closeRef}
        onClose={onClose}
        onFullSize={onFullSize}
      />
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4">
        <img
          key={photo.id}
          src={src}
          alt={`${index + 1} of ${photos.length}`}
          className="max-h-full max-w-full object-contain"
          style={{
            aspectRatio: `${photo.width} / ${photo.height}`,
            backgroundImage: `url(${placeholderOf(photo.thumbhash) ?? ''})`,
            backgroundSize: 'cover',
          }}
        />
        <button
          type="button"
          onClick={() => go(-1)}
          className="absolute top-1/2 left-2 hidden size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/40 hover:bg-black/60 focus-visible:outline-2 focus-visible:outline-gold-400 sm:inline-flex"
        >
          <ChevronLeft aria-hidden className="size-7" />
          <span className="sr-only">Previous photo</span>
        </button>
        <button
          type="button"
          onClick={() => go(1)}
          className="absolute top-1/2 right-2 hidden size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/40 hover:bg-black/60 focus-visible:outline-2 focus-visible:outline-gold-400 sm:inline-flex"
        >
          <ChevronRight aria-hidden className="size-7" />
          <span className="sr-only">Next photo</span>
        </button>
      </div>
    </div>
  );
}

/** Where the viewer is, Favourite, Download (when allowed) and Close. */
function ViewerBar({
  position,
  photo,
  favourites,
  downloadUrl,
  closeRef,
  onClose,
  onFullSize,
}: {
  position: string;
  photo: PublicPhoto;
  favourites: Favourites;
  downloadUrl: string | null;
  closeRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  /** Data saver: loads this photo's full size, on request only. */
  onFullSize: (() => void) | undefined;
}) {
  const size = photo.downloadBytes === null ? '' : formatBytes(photo.downloadBytes);
  return (
    <div className="flex items-center justify-between gap-2 p-3 text-sm">
      <span aria-live="polite">{position}</span>
      <div className="flex items-center gap-2">
        <HeartButton
          on={favourites.ids.has(photo.id)}
          onToggle={() => favourites.toggle(photo.id)}
          disabled={!favourites.ready}
          label="Favourite this photo"
          className="size-10 bg-transparent"
        />
        {onFullSize ? (
          <button
            type="button"
            onClick={onFullSize}
            className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-gold-400"
          >
            <Expand aria-hidden className="size-5" /> Full size
          </button>
        ) : null}
        {downloadUrl ? (
          <a
            href={downloadUrl}
            className="inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-gold-400"
          >
            <Download aria-hidden className="size-5" />
            <span className="sr-only">Download this photo</span>
            {size ? <span data-testid="photo-download-size"> {size}</span> : null}
          </a>
        ) : null}
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-gold-400"
        >
          <X aria-hidden className="size-6" />
          <span className="sr-only">Close</span>
        </button>
      </div>
    </div>
  );
}
