import type { GallerySection } from './galleries.ts';

/**
 * The client's page groups photos by section (decision 167) with these, kept apart from the
 * sections' zod schemas so the gallery page's first view carries no zod (decision 267).
 */

/** The anchor of a section's heading on the client's page (the jump list links to it). */
export const sectionAnchor = (sectionId: string) => `section-${sectionId}`;

export interface PhotoGroup<T> {
  /** null: the photos in no section (shown first). */
  section: GallerySection | null;
  photos: T[];
  /** Where the group's first photo is in the whole, ordered list (for the viewer). */
  offset: number;
}

/**
 * The photos in display order, grouped: first those in no section, then each section in its
 * order. Within a group the given order (capture time) is kept. Empty groups are left out.
 */
export function groupBySection<T extends { sectionId: string | null }>(
  photos: readonly T[],
  sections: readonly GallerySection[],
): PhotoGroup<T>[] {
  const known = new Set(sections.map((s) => s.id));
  const bySection = new Map<string | null, T[]>();
  for (const photo of photos) {
    const key = photo.sectionId && known.has(photo.sectionId) ? photo.sectionId : null;
    const list = bySection.get(key) ?? [];
    list.push(photo);
    bySection.set(key, list);
  }
  const groups: PhotoGroup<T>[] = [];
  let offset = 0;
  for (const section of [null, ...sections]) {
    const list = bySection.get(section?.id ?? null);
    if (!list?.length) continue;
    groups.push({ section, photos: list, offset });
    offset += list.length;
  }
  return groups;
}

/**
 * Photos of a gallery in the server's page: the first rows on a phone (two a row) and a row on
 * a computer, enough for the first screen under the cover. The others come once the page is
 * live: every photo's box and signed addresses were most of the page's bytes, which came
 * before the cover on a slow line (decision 267).
 */
export const FIRST_SCREEN_PHOTOS = 8;

/**
 * The groups cut to their first `count` photos in display order (groups left empty dropped):
 * what the server renders of a long gallery, the rest following once the page is live.
 */
export function firstPhotos<T>(groups: readonly PhotoGroup<T>[], count: number): PhotoGroup<T>[] {
  return groups
    .filter((group) => group.offset < count)
    .map((group) => ({ ...group, photos: group.photos.slice(0, count - group.offset) }));
}
