import { z } from 'zod';
import { type GallerySection, gallerySectionSchema, MAX_PHOTOS_PER_GALLERY } from './galleries.ts';
import { safeText } from './text.ts';

/**
 * Gallery sections (decision 167): a photographer groups a gallery's photos into named,
 * ordered parts; the client's gallery shows them under headings with a jump list. Photos
 * without a section come first.
 */

/** A wedding has a handful of parts; this leaves room for a long weekend. */
export const MAX_SECTIONS = 30;

export const SECTION_MESSAGES = {
  created: 'Section added',
  renamed: 'Section renamed',
  deleted: 'Section deleted. Its photos are back among the unsectioned ones.',
  reordered: 'Sections reordered',
  nameRequired: 'Section name is required',
  duplicate: 'This gallery already has a section with that name',
  notFound: 'Section not found',
  tooMany: `A gallery can have up to ${MAX_SECTIONS} sections`,
  orderChanged: 'The sections changed meanwhile. Reload the gallery and try again.',
  noPhotos: 'Choose at least one photo to move',
  confirmDelete: (name: string) =>
    `Delete the section "${name}"? Its photos stay in the gallery, without a section.`,
} as const;

/** What the photographer calls the photos that are in no section. */
export const UNSECTIONED_LABEL = 'No section';

export const sectionInputSchema = z.object({
  name: safeText().trim().min(1, SECTION_MESSAGES.nameRequired).max(80, 'Keep the name under 80 characters'),
});
export type SectionInput = z.input<typeof sectionInputSchema>;

/** The new order: every section of the gallery, each once. */
export const sectionOrderSchema = z.object({
  ids: z
    .array(z.uuid(SECTION_MESSAGES.notFound))
    .max(MAX_SECTIONS)
    .refine((ids) => new Set(ids).size === ids.length, 'A section is listed twice'),
});
export type SectionOrder = z.infer<typeof sectionOrderSchema>;

/** Moves photos into a section, or out of every section (`sectionId: null`). */
export const movePhotosSchema = z.object({
  photoIds: z.array(z.uuid('Photo not found')).min(1, SECTION_MESSAGES.noPhotos).max(MAX_PHOTOS_PER_GALLERY),
  sectionId: z.uuid(SECTION_MESSAGES.notFound).nullable(),
});
export type MovePhotos = z.infer<typeof movePhotosSchema>;

export const sectionAnswerSchema = z.object({ section: gallerySectionSchema });
export const sectionsAnswerSchema = z.object({ sections: gallerySectionSchema.array() });
export const movedAnswerSchema = z.object({ moved: z.number().int() });

export const SECTIONS_API = {
  sections: (galleryId: string) => `/api/galleries/${galleryId}/sections`,
  section: (galleryId: string, sectionId: string) => `/api/galleries/${galleryId}/sections/${sectionId}`,
  order: (galleryId: string) => `/api/galleries/${galleryId}/sections/order`,
  move: (galleryId: string) => `/api/galleries/${galleryId}/sections/move`,
} as const;

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
