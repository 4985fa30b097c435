import type { PublicGallery, PublicPhoto } from '@shared/galleries';
import { groupBySection } from '@shared/gallery-groups';
import { GALLERY_MESSAGES, type GalleryLook, PHOTO_SIZES } from '@shared/gallery-terms';
import { Gauge, Lock, Share2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { BlurImage } from './blur-image';
import { useFavourites } from './favourites';
import { fetchPhotoFullSizes, useUnlockGallery } from './galleries-queries';
import { DownloadBar, photoDownloadUrl, useDownloadAccess } from './gallery-download-bar';
import { GalleryMessageButton } from './gallery-message-button';
import { PhotoViewer } from './photo-viewer';
import { type GridLook, SectionedGrid } from './public-gallery-grid';
import { SelectionBar } from './selection-bar';
import { useDataSaver } from './use-data-saver';
import { useGalleryView } from './use-gallery-view';

const GuestFindMe = lazy(() => import('./find-me/guest-find-me'));
/** Asked for at the first favourite only: its code stays out of the first view (decision 267). */
const EmailDialog = lazy(() => import('./favourites-email-dialog'));

/** The spec's three templates, as looks a photographer picks per gallery. */
const LOOKS: Record<GalleryLook, GridLook & { page: string; heading: string }> = {
  'classic-light': {
    page: 'bg-white text-ink',
    heading: 'font-display text-4xl font-bold sm:text-5xl',
    section: 'font-display text-2xl font-semibold sm:text-3xl',
    muted: 'text-stone-600',
    gap: 'gap-1.5',
    // Row heights: shorter on phones (two photos a row), taller from the sm breakpoint.
    row: 'basis-[calc(var(--ratio)*110px)] sm:basis-[calc(var(--ratio)*220px)]',
  },
  'modern-dark': {
    page: 'bg-stone-950 text-stone-100',
    heading: 'text-3xl font-semibold tracking-tight uppercase sm:text-4xl',
    section: 'text-xl font-semibold tracking-widest uppercase',
    muted: 'text-stone-400',
    gap: 'gap-1',
    row: 'basis-[calc(var(--ratio)*115px)] sm:basis-[calc(var(--ratio)*240px)]',
  },
  portfolio: {
    page: 'bg-stone-50 text-ink',
    heading: 'font-display text-3xl italic sm:text-5xl',
    section: 'font-display text-2xl italic sm:text-3xl',
    muted: 'text-stone-500',
    gap: 'gap-4',
    row: 'basis-[calc(var(--ratio)*105px)] sm:basis-[calc(var(--ratio)*300px)]',
  },
};

function UnlockForm({ gallery }: { gallery: PublicGallery }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const unlock = useUnlockGallery(gallery.photographerId, gallery.id);
  const pin = gallery.locked === 'pin';
  if (gallery.codeRetired)
    return (
      <p
        role="alert"
        className="mx-auto mt-8 flex w-full max-w-sm gap-2 rounded-xl border border-stone-200 bg-white p-6 font-semibold text-ink shadow-sm"
      >
        <Lock aria-hidden className="mt-1 size-4 shrink-0 text-gold-700" />
        {GALLERY_MESSAGES.codeRetired}
      </p>
    );
  return (
    <form
      noValidate
      className="mx-auto mt-8 w-full max-w-sm space-y-4 rounded-xl border border-stone-200 bg-white p-6 text-ink shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (!code.trim()) {
          setError(pin ? 'Enter the PIN' : 'Enter the password');
          return;
        }
        setError(undefined);
        unlock.mutate(code.trim(), {
          onError: (err) =>
            setError(err instanceof ApiError ? err.message : 'Could not check it. Try again.'),
        });
      }}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Lock aria-hidden className="size-4 text-gold-700" />
        {pin
          ? GALLERY_MESSAGES.locked
          : 'Enter the password your photographer gave you to open this gallery.'}
      </p>
      <TextField
        id="gallery-code"
        label={pin ? 'PIN' : 'Password'}
        type={pin ? 'text' : 'password'}
        inputMode={pin ? 'numeric' : undefined}
        autoComplete="off"
        maxLength={pin ? 4 : 128}
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" className="w-full" disabled={unlock.isPending}>
        {unlock.isPending ? 'Checking…' : 'Open gallery'}
      </Button>
    </form>
  );
}

/**
 * The cover's sizes for the browser to choose from (a phone takes the thumbnail or the
 * preview, not the 2048 px JPEG): each with its real width. The box covers the full width and
 * 55% of the height (at most 560 px; on a phone at most two thirds of the width, so a 3:2 photo
 * fits it whole), so a wide photo needs its height's worth of width.
 */
function coverSources(cover: PublicPhoto, dataSaver: boolean): { srcSet: string; sizes: string } {
  const widthAt = (longest: number) =>
    Math.round(cover.width * Math.min(1, longest / Math.max(cover.width, cover.height)));
  // Data saver: nothing over 640 px (decision 267).
  const sources = dataSaver
    ? [`${cover.thumbUrl} ${widthAt(PHOTO_SIZES.thumb)}w`, `${cover.smallUrl} ${widthAt(PHOTO_SIZES.small)}w`]
    : [
        `${cover.thumbUrl} ${widthAt(PHOTO_SIZES.thumb)}w`,
        // A data-saving answer has no full sizes: the 640 px size until the page asks again.
        cover.previewUrl
          ? `${cover.previewUrl} ${widthAt(PHOTO_SIZES.preview)}w`
          : `${cover.smallUrl} ${widthAt(PHOTO_SIZES.small)}w`,
        ...(cover.webUrl ? [`${cover.webUrl} ${widthAt(PHOTO_SIZES.web)}w`] : []),
      ];
  const ratio = (cover.width / cover.height).toFixed(3);
  return {
    srcSet: sources.join(', '),
    sizes: `(min-width: 640px) max(100vw, calc(min(55vh, 560px) * ${ratio})), max(100vw, calc(min(55vh, 66vw) * ${ratio}))`,
  };
}

/** The page's own address is known in the browser only (the server renders without `window`). */
function useWhatsappLink(name: string): string {
  const [link, setLink] = useState(`https://wa.me/?text=${encodeURIComponent(name)}`);
  useEffect(() => {
    setLink(`https://wa.me/?text=${encodeURIComponent(`${name}: ${window.location.href.split('?')[0]}`)}`);
  }, [name]);
  return link;
}

/** The client's gallery: cover, the grid, the viewer, downloads and sharing, in the chosen look. */
export function PublicGalleryView({
  gallery,
  onRefetch,
}: {
  gallery: PublicGallery;
  /** Reads the gallery again (with the visitor's cookies: their grant, their data saver choice). */
  onRefetch: () => void;
}) {
  const look = LOOKS[gallery.look];
  // The display order: photos in no section first, then each section (decision 167).
  const [showingMine, setShowingMine] = useState(false);
  const [mine, setMine] = useState<PublicPhoto[]>([]);
  // "Photos of me": the guest's suggestions alone, best first, in place of the sections.
  const groups =
    showingMine && mine.length > 0
      ? [{ section: null, photos: mine, offset: 0 }]
      : groupBySection(gallery.photos, gallery.sections);
  const ordered = groups.flatMap((g) => g.photos);
  const [dataSaver, setDataSaver] = useDataSaver(gallery.dataSaver);
  const [open, setOpen] = useState<number | null>(null);
  const favourites = useFavourites(gallery);
  useGalleryView(gallery);
  // The server renders without the visitor's cookie (a locked page asks once more with it) and
  // with the first screen's photos only: the rest are read once the page is live (decision 267).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    if (gallery.locked || gallery.photos.length < gallery.imageCount) onRefetch();
  }, []);
  const access = useDownloadAccess(gallery, favourites.selection);
  const whatsapp = useWhatsappLink(gallery.name);
  return (
    <div className={cn('min-h-screen', look.page)}>
      <GalleryCover gallery={gallery} dataSaver={dataSaver} look={look} />
      {/* The app's layout holds the page's one main landmark. */}
      <div className="mx-auto w-full max-w-7xl px-2 py-6 sm:px-4">
        {gallery.delivered ? (
          <p className="mx-auto mb-4 max-w-2xl rounded-lg bg-green-50 p-3 text-center text-sm text-green-900">
            Your edited photos are ready.
          </p>
        ) : null}
        {gallery.description ? (
          <p className={cn('mx-auto mb-6 max-w-2xl text-center', look.muted)}>{gallery.description}</p>
        ) : null}
        {gallery.locked ? (
          <UnlockForm gallery={gallery} />
        ) : (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-center gap-2">
              <Button asChild variant="outline">
                <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                  <Share2 aria-hidden /> Share on WhatsApp
                </a>
              </Button>
              <DataSaverSwitch
                on={dataSaver}
                onChange={(on) => {
                  setDataSaver(on);
                  // A data-saving answer has no full sizes: asked again, the choice (its cookie) decides.
                  if (!on && gallery.photos.some((p) => p.previewUrl === null)) onRefetch();
                }}
              />
              <DownloadBar gallery={gallery} access={access} muted={look.muted} />
              <GalleryMessageButton gallery={gallery} />
              {/* Its code comes after the first view; it shows nothing until the guest's data is read. */}
              <Suspense fallback={null}>
                <GuestFindMe
                  gallery={gallery}
                  showingMine={showingMine && mine.length > 0}
                  onShowMine={setShowingMine}
                  onMatches={setMine}
                  muted={look.muted}
                />
              </Suspense>
              {dataSaver ? (
                <p className={cn('w-full text-center text-sm', look.muted)} data-testid="data-saver-note">
                  Data saver: small previews, nothing loaded before you scroll to it.
                </p>
              ) : null}
            </div>
            {gallery.photos.length === 0 ? (
              <p className={cn('py-16 text-center', look.muted)}>No photos yet. Check back soon.</p>
            ) : (
              <SectionedGrid
                groups={groups}
                sections={showingMine && mine.length > 0 ? [] : gallery.sections}
                look={look}
                onOpen={setOpen}
                favourites={favourites}
                dataSaver={dataSaver}
              />
            )}
          </>
        )}
        {gallery.expiresOn ? (
          <p className={cn('mt-8 text-center text-sm', look.muted)}>
            This gallery is open until {gallery.expiresOn}.
          </p>
        ) : null}
      </div>
      {favourites.enabled ? <SelectionBar gallery={gallery} favourites={favourites} access={access} /> : null}
      {favourites.asking !== null ? (
        <Suspense fallback={null}>
          <EmailDialog favourites={favourites} />
        </Suspense>
      ) : null}
      {open !== null && ordered[open] ? (
        <PhotoViewer
          photos={ordered}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
          dataSaver={dataSaver}
          fullSizesOf={(photo) => fetchPhotoFullSizes(gallery.photographerId, gallery.id, photo.id)}
          favourites={favourites}
          downloadUrl={photoDownloadUrl(gallery, access, favourites.ids)}
        />
      ) : null}
    </div>
  );
}

function DataSaverSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <Button type="button" variant="ghost" aria-pressed={on} onClick={() => onChange(!on)}>
      <Gauge aria-hidden /> Data saver {on ? 'on' : 'off'}
    </Button>
  );
}

/** The cover photo (at the size the connection allows) with the gallery's name and photo count. */
function GalleryCover({
  gallery,
  dataSaver,
  look,
}: {
  gallery: PublicGallery;
  dataSaver: boolean;
  look: (typeof LOOKS)[keyof typeof LOOKS];
}) {
  return (
    <header className="relative">
      {gallery.cover ? (
        <BlurImage
          src={
            dataSaver
              ? gallery.cover.smallUrl
              : (gallery.cover.webUrl ?? gallery.cover.previewUrl ?? gallery.cover.smallUrl)
          }
          {...coverSources(gallery.cover, dataSaver)}
          thumbhash={gallery.cover.thumbhash}
          alt=""
          loading="eager"
          priority
          className="h-[min(55vh,66vw)] w-full sm:h-[55vh] sm:max-h-[560px]"
        />
      ) : null}
      <div
        className={cn(
          'px-4 py-10 text-center sm:px-6',
          gallery.cover &&
            'absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent text-white',
        )}
      >
        <h1 className={look.heading}>{gallery.name}</h1>
        <p className={cn('mt-2', gallery.cover ? 'text-white/85' : look.muted)}>
          {gallery.photographerName ? `by ${gallery.photographerName} · ` : ''}
          {gallery.imageCount} {gallery.imageCount === 1 ? 'photo' : 'photos'}
        </p>
      </div>
    </header>
  );
}
