import type { GallerySection, PublicPhoto } from '@shared/galleries';
import { FIRST_SCREEN_PHOTOS, firstPhotos, type PhotoGroup, sectionAnchor } from '@shared/gallery-groups';
import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';
import { BlurImage } from './blur-image';
import { type Favourites, HeartButton } from './favourites';

/**
 * Thumbnails in the server's HTML: the first row on a phone (the one on screen under the
 * cover), fetched once the page is laid out. The rest load as they come near the screen, so on
 * a slow connection the cover (the largest paint) does not share the bandwidth with photos
 * nobody has scrolled to. Measured: four here kept the cover's paint 40 ms over 1.5 s on the
 * phone profile. In data saver mode none: the first row's thumbnails wait for the page's
 * script, which starts once the cover has loaded (decision 267).
 */
const EAGER_PHOTOS = 2;

/** What a gallery look sets for the grid and its section headings. */
export interface GridLook {
  /** Section headings. */
  section: string;
  muted: string;
  gap: string;
  /** Row height classes (the flex basis of a photo, by its ratio). */
  row: string;
}

/**
 * A justified grid in CSS alone: each photo grows in proportion to its shape, so rows fill the
 * width and every box has its final size in the server's HTML (no jump as photos load).
 */
function JustifiedGrid({
  photos,
  offset,
  rowHeight,
  gap,
  onOpen,
  favourites,
  dataSaver,
}: {
  photos: PublicPhoto[];
  /** Where these photos start in the whole gallery (a section's grid): for the viewer and labels. */
  offset: number;
  rowHeight: string;
  gap: string;
  onOpen: (index: number) => void;
  favourites: Favourites;
  dataSaver: boolean;
}) {
  return (
    <ul className={cn('flex flex-wrap after:flex-[10] after:content-[""]', gap)} aria-label="Photos">
      {photos.map((photo, at) => {
        const i = offset + at;
        const ratio = photo.width / photo.height;
        return (
          <li
            key={photo.id}
            className={cn('relative', rowHeight)}
            style={{ flexGrow: ratio, '--ratio': ratio } as CSSProperties}
            data-testid="public-photo"
          >
            <div style={{ paddingBottom: `${100 / ratio}%` }} />
            <button
              type="button"
              onClick={() => onOpen(i)}
              className="absolute inset-0 focus-visible:outline-2 focus-visible:outline-gold-500"
            >
              <BlurImage
                src={photo.thumbUrl}
                thumbhash={photo.thumbhash}
                alt={`Photo ${i + 1}`}
                className="size-full"
                loading={!dataSaver && i < EAGER_PHOTOS ? 'eager' : 'lazy'}
                // Data saver: nothing ahead of the screen, only what the visitor scrolls to.
                nearPx={dataSaver ? 0 : undefined}
              />
            </button>
            <HeartButton
              on={favourites.ids.has(photo.id)}
              onToggle={() => favourites.toggle(photo.id)}
              disabled={!favourites.ready}
              label={`Favourite photo ${i + 1}`}
              className="absolute top-2 right-2"
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The client's photos, grouped (decision 167): those in no section first, then each section
 * under its heading, with a jump list to the headings. Each group is its own justified grid;
 * the viewer sees one list in this order (`offset`).
 */
export function SectionedGrid({
  groups,
  sections,
  look,
  onOpen,
  favourites,
  dataSaver,
}: {
  groups: PhotoGroup<PublicPhoto>[];
  /** The jump list: the sections with photos (the page may not carry their photos yet). */
  sections: GallerySection[];
  look: GridLook;
  onOpen: (index: number) => void;
  favourites: Favourites;
  dataSaver: boolean;
}) {
  // The server renders the first screen's photos; the others follow once the page is live.
  const rendered = useHydrated() ? groups : firstPhotos(groups, FIRST_SCREEN_PHOTOS);
  return (
    <>
      {sections.length > 0 ? (
        <nav aria-label="Sections" className="mb-6">
          <ul className="flex flex-wrap justify-center gap-2">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${sectionAnchor(s.id)}`}
                  className="inline-flex min-h-9 items-center rounded-full border border-gold-600/50 px-4 text-sm font-medium hover:bg-gold-600/10 focus-visible:outline-2 focus-visible:outline-gold-500"
                >
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="space-y-10">
        {rendered.map((group) => (
          <section
            key={group.section?.id ?? 'none'}
            aria-labelledby={group.section ? sectionAnchor(group.section.id) : undefined}
          >
            {group.section ? (
              <h2
                id={sectionAnchor(group.section.id)}
                className={cn('mb-4 scroll-mt-4 text-center', look.section)}
              >
                {group.section.name}
              </h2>
            ) : null}
            <JustifiedGrid
              photos={group.photos}
              offset={group.offset}
              rowHeight={look.row}
              gap={look.gap}
              onOpen={onOpen}
              favourites={favourites}
              dataSaver={dataSaver}
            />
          </section>
        ))}
      </div>
    </>
  );
}
