import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { galleryFavourites, galleryPhotos, gallerySelections } from '../../db/schema/galleries.ts';
import { PHOTO_ORDER } from './galleries.repository.ts';

/** The SQL of proofing (decision 156): clients' selections of a gallery and their favourites. */

export type SelectionRow = typeof gallerySelections.$inferSelect;

export async function findSelectionByToken(db: Db, galleryId: string, tokenHash: string) {
  const [row] = await db
    .select()
    .from(gallerySelections)
    .where(and(eq(gallerySelections.galleryId, galleryId), eq(gallerySelections.tokenHash, tokenHash)));
  return row;
}

export async function findSelectionByContinueToken(db: Db, galleryId: string, tokenHash: string) {
  const [row] = await db
    .select()
    .from(gallerySelections)
    .where(
      and(eq(gallerySelections.galleryId, galleryId), eq(gallerySelections.continueTokenHash, tokenHash)),
    );
  return row;
}

export async function findSelectionByEmail(db: Db, galleryId: string, email: string) {
  const [row] = await db
    .select()
    .from(gallerySelections)
    .where(and(eq(gallerySelections.galleryId, galleryId), eq(gallerySelections.email, email)));
  return row;
}

/** A new selection, unless this email has one already (unique index): undefined then. */
export async function insertSelection(db: Db, values: typeof gallerySelections.$inferInsert) {
  const [row] = await db.insert(gallerySelections).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteSelectionRow(db: Db, id: string): Promise<void> {
  await db.delete(gallerySelections).where(eq(gallerySelections.id, id));
}

export async function updateSelection(
  db: Db,
  id: string,
  values: Partial<typeof gallerySelections.$inferInsert>,
) {
  const [row] = await db
    .update(gallerySelections)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(gallerySelections.id, id))
    .returning();
  return row;
}

/**
 * The selection, locked until the transaction ends: favourites change and a submission counts
 * them only while holding it, so a favourite cannot slip in between the count and the bill.
 */
export async function lockSelection(db: Db, id: string): Promise<SelectionRow | undefined> {
  const [row] = await db.select().from(gallerySelections).where(eq(gallerySelections.id, id)).for('update');
  return row;
}

/** Marks it submitted unless it already was: the one who wins a double submit bills the extras. */
export async function submitSelectionRow(db: Db, id: string): Promise<SelectionRow | undefined> {
  const [row] = await db
    .update(gallerySelections)
    .set({ submittedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(gallerySelections.id, id), isNull(gallerySelections.submittedAt)))
    .returning();
  return row;
}

export async function upsertFavourite(db: Db, selectionId: string, photoId: string, comment: string) {
  await db
    .insert(galleryFavourites)
    .values({ selectionId, photoId, comment })
    .onConflictDoUpdate({
      target: [galleryFavourites.selectionId, galleryFavourites.photoId],
      set: { comment },
    });
}

export async function deleteFavourite(db: Db, selectionId: string, photoId: string) {
  await db
    .delete(galleryFavourites)
    .where(and(eq(galleryFavourites.selectionId, selectionId), eq(galleryFavourites.photoId, photoId)));
}

export async function favouritesOf(db: Db, selectionId: string) {
  return db
    .select({
      photoId: galleryFavourites.photoId,
      comment: galleryFavourites.comment,
      filename: galleryPhotos.filename,
    })
    .from(galleryFavourites)
    .innerJoin(galleryPhotos, eq(galleryPhotos.id, galleryFavourites.photoId))
    .where(eq(galleryFavourites.selectionId, selectionId))
    .orderBy(...PHOTO_ORDER);
}

export async function selectionsOf(db: Db, galleryId: string) {
  return db
    .select()
    .from(gallerySelections)
    .where(eq(gallerySelections.galleryId, galleryId))
    .orderBy(desc(gallerySelections.updatedAt));
}
