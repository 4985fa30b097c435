import { GALLERY_MESSAGES, type GallerySection } from '../../../shared/galleries.ts';
import {
  MAX_SECTIONS,
  type MovePhotos,
  movePhotosSchema,
  SECTION_MESSAGES,
  type SectionInput,
  type SectionOrder,
  sectionInputSchema,
  sectionOrderSchema,
} from '../../../shared/gallery-sections.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { withTransaction } from '../../db/transaction.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { type GalleriesDeps, ownGallery } from './galleries.service.ts';
import {
  deleteSectionRow,
  findSectionForShare,
  insertSection,
  lockGallery,
  renameSectionRow,
  type SectionRow,
  sectionFacts,
  sectionsOf,
  setPhotosSection,
  setSectionPosition,
} from './gallery-sections.repository.ts';

/**
 * Gallery sections (decision 167): named, ordered parts of a gallery. Every change to a
 * gallery's list runs with the gallery row locked, so counts and positions stay right when
 * two tabs change it at once; the unique index on (gallery, lower(name)) keeps names apart.
 */

const view = (row: SectionRow): GallerySection => ({ id: row.id, name: row.name });

/** The gallery's sections in order (for the photographer's detail and the client's page). */
export async function listSections(db: Db, galleryId: string): Promise<GallerySection[]> {
  return (await sectionsOf(db, galleryId)).map(view);
}

export async function createSection(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  input: SectionInput,
): Promise<GallerySection> {
  const { name } = sectionInputSchema.parse(input);
  return withTransaction(deps.db, async (tx) => {
    await ownGallery(tx, photographerId, galleryId);
    await lockGallery(tx, galleryId);
    const facts = await sectionFacts(tx, galleryId);
    if (facts.n >= MAX_SECTIONS) throw new HttpError(409, SECTION_MESSAGES.tooMany);
    const row = await insertSection(tx, { galleryId, name, position: facts.last + 1 });
    if (!row) throw conflict(SECTION_MESSAGES.duplicate);
    return view(row);
  });
}

export async function renameSection(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  sectionId: string,
  input: SectionInput,
): Promise<GallerySection> {
  const { name } = sectionInputSchema.parse(input);
  await ownGallery(deps.db, photographerId, galleryId);
  let row: SectionRow | undefined;
  try {
    row = await renameSectionRow(deps.db, galleryId, sectionId, name);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(SECTION_MESSAGES.duplicate);
    throw err;
  }
  if (!row) throw notFound(SECTION_MESSAGES.notFound);
  return view(row);
}

/** Deletes the section; its photos stay in the gallery, in no section. */
export async function deleteSection(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  sectionId: string,
): Promise<void> {
  await ownGallery(deps.db, photographerId, galleryId);
  if (!(await deleteSectionRow(deps.db, galleryId, sectionId))) throw notFound(SECTION_MESSAGES.notFound);
}

/**
 * Puts the sections in the given order. The list must name every section of the gallery
 * exactly once: a list made before another tab added or deleted one is refused (409) rather
 * than leaving a section at a surprising place.
 */
export async function reorderSections(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  input: SectionOrder,
): Promise<GallerySection[]> {
  const { ids } = sectionOrderSchema.parse(input);
  return withTransaction(deps.db, async (tx) => {
    await ownGallery(tx, photographerId, galleryId);
    await lockGallery(tx, galleryId);
    const current = await sectionsOf(tx, galleryId);
    const known = new Set(current.map((s) => s.id));
    // A section of another gallery (anybody's) is a 404; a list gone stale, a 409.
    if (!ids.every((id) => known.has(id)))
      throw new HttpError(404, SECTION_MESSAGES.notFound, { ids: SECTION_MESSAGES.notFound });
    if (ids.length !== current.length) {
      throw conflict(SECTION_MESSAGES.orderChanged);
    }
    for (const [i, id] of ids.entries()) await setSectionPosition(tx, id, i + 1);
    return (await sectionsOf(tx, galleryId)).map(view);
  });
}

/** Moves photos of the gallery into a section, or out of every section (null). */
export async function movePhotos(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  input: MovePhotos,
): Promise<{ moved: number }> {
  const { photoIds, sectionId } = movePhotosSchema.parse(input);
  return withTransaction(deps.db, async (tx) => {
    await ownGallery(tx, photographerId, galleryId);
    if (sectionId && !(await findSectionForShare(tx, galleryId, sectionId))) {
      throw new HttpError(404, SECTION_MESSAGES.notFound, { sectionId: SECTION_MESSAGES.notFound });
    }
    const unique = [...new Set(photoIds)];
    const moved = await setPhotosSection(tx, galleryId, unique, sectionId);
    // A photo of another gallery (anybody's) undoes the move: the transaction rolls back.
    if (moved !== unique.length)
      throw new HttpError(404, GALLERY_MESSAGES.photoNotFound, { photoIds: GALLERY_MESSAGES.photoNotFound });
    return { moved };
  });
}
