import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { galleries, galleryPhotos, gallerySections } from '../../db/schema/galleries.ts';

export type SectionRow = typeof gallerySections.$inferSelect;

/** A gallery's sections in their order. */
export async function sectionsOf(db: Db, galleryId: string): Promise<SectionRow[]> {
  return db
    .select()
    .from(gallerySections)
    .where(eq(gallerySections.galleryId, galleryId))
    .orderBy(asc(gallerySections.position), asc(gallerySections.createdAt), asc(gallerySections.id));
}

/**
 * Locks the gallery row until the transaction ends: changes to its list of sections (count,
 * positions) are made one at a time.
 */
export async function lockGallery(db: Db, galleryId: string): Promise<void> {
  await db.select({ id: galleries.id }).from(galleries).where(eq(galleries.id, galleryId)).for('update');
}

export async function sectionFacts(db: Db, galleryId: string): Promise<{ n: number; last: number }> {
  const [row] = await db
    .select({ n: count(), last: max(gallerySections.position) })
    .from(gallerySections)
    .where(eq(gallerySections.galleryId, galleryId));
  return { n: row?.n ?? 0, last: row?.last ?? 0 };
}

/** Inserts a section unless the gallery has one of that name (any case): undefined then. */
export async function insertSection(
  db: Db,
  values: typeof gallerySections.$inferInsert,
): Promise<SectionRow | undefined> {
  const [row] = await db.insert(gallerySections).values(values).onConflictDoNothing().returning();
  return row;
}

export async function renameSectionRow(
  db: Db,
  galleryId: string,
  id: string,
  name: string,
): Promise<SectionRow | undefined> {
  const [row] = await db
    .update(gallerySections)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(gallerySections.id, id), eq(gallerySections.galleryId, galleryId)))
    .returning();
  return row;
}

export async function setSectionPosition(db: Db, id: string, position: number): Promise<void> {
  await db.update(gallerySections).set({ position, updatedAt: new Date() }).where(eq(gallerySections.id, id));
}

/** Deletes a section; its photos fall back to no section (the foreign key sets it null). */
export async function deleteSectionRow(db: Db, galleryId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(gallerySections)
    .where(and(eq(gallerySections.id, id), eq(gallerySections.galleryId, galleryId)))
    .returning({ id: gallerySections.id });
  return rows.length > 0;
}

/**
 * The section, locked against deletion until the transaction ends (FOR SHARE), so photos
 * moved into it cannot land in a section deleted meanwhile.
 */
export async function findSectionForShare(
  db: Db,
  galleryId: string,
  id: string,
): Promise<SectionRow | undefined> {
  const [row] = await db
    .select()
    .from(gallerySections)
    .where(and(eq(gallerySections.id, id), eq(gallerySections.galleryId, galleryId)))
    .for('share');
  return row;
}

/**
 * Puts the gallery's photos among `photoIds` into the section (or none); answers how many.
 * `updated_at` is left alone: it times uploads and processing (the sweep reads it).
 */
export async function setPhotosSection(
  db: Db,
  galleryId: string,
  photoIds: string[],
  sectionId: string | null,
): Promise<number> {
  const rows = await db
    .update(galleryPhotos)
    .set({ sectionId })
    .where(and(eq(galleryPhotos.galleryId, galleryId), inArray(galleryPhotos.id, photoIds)))
    .returning({ id: galleryPhotos.id });
  return rows.length;
}
