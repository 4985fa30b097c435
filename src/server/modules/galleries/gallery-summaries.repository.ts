import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { galleries, galleryFavourites, gallerySelections } from '../../db/schema/index.ts';

/**
 * Submitted selections the photographer has not delivered since (the newest first): the
 * gallery, who chose, how many photos, and how many such selections there are in all.
 */
export function undeliveredSelections(db: Db, photographerId: string, limit: number) {
  return db
    .select({
      galleryId: galleries.id,
      galleryName: galleries.name,
      email: gallerySelections.email,
      submittedAt: gallerySelections.submittedAt,
      photoCount:
        sql<number>`(select count(*) from ${galleryFavourites} where ${galleryFavourites.selectionId} = ${gallerySelections.id})`.mapWith(
          Number,
        ),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(gallerySelections)
    .innerJoin(galleries, eq(galleries.id, gallerySelections.galleryId))
    .where(
      and(
        eq(galleries.photographerId, photographerId),
        isNotNull(gallerySelections.submittedAt),
        or(isNull(galleries.deliveredAt), gt(gallerySelections.submittedAt, galleries.deliveredAt)),
      ),
    )
    .orderBy(desc(gallerySelections.submittedAt))
    .limit(limit);
}

/** The galleries this photographer shared with an email (the client's dashboard card), newest first. */
export function sharedGalleriesOf(db: Db, photographerId: string, email: string) {
  return db
    .select({ id: galleries.id, name: galleries.name, sharedAt: galleries.sharedAt })
    .from(galleries)
    .where(
      and(
        eq(galleries.photographerId, photographerId),
        eq(galleries.clientEmail, email.toLowerCase()),
        isNotNull(galleries.sharedAt),
      ),
    )
    .orderBy(desc(galleries.sharedAt));
}
