import { z } from 'zod';
import { gallerySectionSchema, MAX_PHOTOS_PER_GALLERY } from './galleries.ts';
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

// The grouping the client's page uses lives without zod (the page's first view; decision 267).
export { groupBySection, type PhotoGroup, sectionAnchor } from './gallery-groups.ts';
