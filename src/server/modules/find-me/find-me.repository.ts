import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { findMeGalleries, indexedPhotos, photoFaces, selfies } from '../../db/schema/find-me.ts';

export async function isOn(db: Db, galleryId: string): Promise<boolean> {
  const [row] = await db.select().from(findMeGalleries).where(eq(findMeGalleries.galleryId, galleryId));
  return row !== undefined;
}

/**
 * Whether it is on, holding the switch's row until the transaction ends, so turning it off
 * (which deletes that row) waits for a photo's faces being stored, then deletes them too.
 */
export async function isOnLocked(tx: Db, galleryId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: findMeGalleries.galleryId })
    .from(findMeGalleries)
    .where(eq(findMeGalleries.galleryId, galleryId))
    .for('share');
  return rows.length > 0;
}

export async function turnOn(db: Db, galleryId: string): Promise<void> {
  await db.insert(findMeGalleries).values({ galleryId }).onConflictDoNothing();
}

export async function galleriesOn(db: Db): Promise<string[]> {
  return (await db.select({ id: findMeGalleries.galleryId }).from(findMeGalleries)).map((r) => r.id);
}

/** The switch off and every face of these galleries gone: the photos', the selfies', the claims. */
export async function deleteFaceData(tx: Db, galleryIds: readonly string[]): Promise<void> {
  if (galleryIds.length === 0) return;
  await tx.delete(findMeGalleries).where(inArray(findMeGalleries.galleryId, [...galleryIds]));
  await tx.delete(photoFaces).where(inArray(photoFaces.galleryId, [...galleryIds]));
  await tx.delete(indexedPhotos).where(inArray(indexedPhotos.galleryId, [...galleryIds]));
  await tx.delete(selfies).where(inArray(selfies.galleryId, [...galleryIds]));
}

/** Photos of the gallery indexed (done), and those claimed since `freshSince` (being worked on). */
export async function photosTaken(db: Db, galleryId: string, freshSince: Date): Promise<Set<string>> {
  const rows = await db
    .select({ id: indexedPhotos.photoId })
    .from(indexedPhotos)
    .where(
      and(
        eq(indexedPhotos.galleryId, galleryId),
        or(isNotNull(indexedPhotos.faces), gt(indexedPhotos.claimedAt, freshSince)),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function photosDone(db: Db, galleryId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(indexedPhotos)
    .where(and(eq(indexedPhotos.galleryId, galleryId), isNotNull(indexedPhotos.faces)));
  return row?.n ?? 0;
}

/**
 * Claims a photo for indexing: a new claim, or one left undone since before `staleBefore` (its
 * worker died). False when it is done, another worker holds a fresh claim, or the photo was
 * deleted after the run read its list (the foreign key refuses the claim).
 */
export async function claimPhoto(db: Db, photoId: string, galleryId: string, staleBefore: Date) {
  try {
    const rows = await db
      .insert(indexedPhotos)
      .values({ photoId, galleryId })
      .onConflictDoUpdate({
        target: indexedPhotos.photoId,
        set: { claimedAt: sql`now()` },
        setWhere: and(isNull(indexedPhotos.faces), lt(indexedPhotos.claimedAt, staleBefore)),
      })
      .returning({ id: indexedPhotos.photoId });
    return rows.length > 0;
  } catch (err) {
    if (isForeignKeyViolation(err)) return false;
    throw err;
  }
}

/** Stores a photo's faces once: false (nothing stored) when it was already done. */
export async function storePhotoFaces(
  tx: Db,
  photoId: string,
  galleryId: string,
  descriptors: readonly number[][],
): Promise<boolean> {
  const done = await tx
    .update(indexedPhotos)
    .set({ faces: descriptors.length })
    .where(and(eq(indexedPhotos.photoId, photoId), isNull(indexedPhotos.faces)))
    .returning({ id: indexedPhotos.photoId });
  if (done.length === 0) return false;
  if (descriptors.length > 0)
    await tx.insert(photoFaces).values(descriptors.map((descriptor) => ({ galleryId, photoId, descriptor })));
  return true;
}

/** Every face of ONE gallery: a selfie is never compared with another gallery's faces. */
export async function facesOfGallery(db: Db, galleryId: string) {
  return db
    .select({ photoId: photoFaces.photoId, descriptor: photoFaces.descriptor })
    .from(photoFaces)
    .where(eq(photoFaces.galleryId, galleryId));
}

export async function insertSelfie(db: Db, galleryId: string, descriptor: number[], expiresAt: Date) {
  const [row] = await db
    .insert(selfies)
    .values({ galleryId, descriptor, expiresAt })
    .returning({ id: selfies.id, expiresAt: selfies.expiresAt });
  return row!;
}

export async function findSelfie(db: Db, id: string, galleryId: string, now: Date) {
  const [row] = await db
    .select()
    .from(selfies)
    .where(and(eq(selfies.id, id), eq(selfies.galleryId, galleryId), gt(selfies.expiresAt, now)));
  return row;
}

export async function deleteSelfie(db: Db, id: string, galleryId: string): Promise<void> {
  await db.delete(selfies).where(and(eq(selfies.id, id), eq(selfies.galleryId, galleryId)));
}

export async function deleteExpiredSelfies(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(selfies).where(lt(selfies.expiresAt, now)).returning({ id: selfies.id });
  return gone.length;
}
