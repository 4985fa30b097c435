import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  galleries,
  galleryAccessGrants,
  galleryDownloads,
  galleryPhotos,
} from '../../db/schema/galleries.ts';

export type GalleryRow = typeof galleries.$inferSelect;
export type PhotoRow = typeof galleryPhotos.$inferSelect;

export interface GalleryWithFacts {
  gallery: GalleryRow;
  photographerName: string;
  imageCount: number;
}

const readyCount = sql<number>`(select count(*)::int from ${galleryPhotos} p where p.gallery_id = ${galleries.id} and p.state = 'ready')`;

export async function insertGallery(db: Db, values: typeof galleries.$inferInsert): Promise<GalleryRow> {
  const [row] = await db.insert(galleries).values(values).returning();
  return row!;
}

export async function updateGallery(
  db: Db,
  id: string,
  values: Partial<typeof galleries.$inferInsert>,
): Promise<GalleryRow | undefined> {
  const [row] = await db
    .update(galleries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(galleries.id, id))
    .returning();
  return row;
}

export async function deleteGalleryRow(db: Db, id: string): Promise<void> {
  await db.delete(galleries).where(eq(galleries.id, id));
}

export async function findGallery(db: Db, id: string): Promise<GalleryRow | undefined> {
  const [row] = await db.select().from(galleries).where(eq(galleries.id, id));
  return row;
}

export async function galleryOwner(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ owner: galleries.photographerId })
    .from(galleries)
    .where(eq(galleries.id, id));
  return row?.owner;
}

/** The photographer's galleries, newest first, with ready photo counts. */
export async function listGalleriesOf(db: Db, photographerId: string): Promise<GalleryWithFacts[]> {
  return db
    .select({ gallery: galleries, photographerName: users.name, imageCount: readyCount })
    .from(galleries)
    .innerJoin(users, eq(users.id, galleries.photographerId))
    .where(eq(galleries.photographerId, photographerId))
    .orderBy(desc(galleries.createdAt));
}

/** One gallery with its facts (owner name, ready photo count). */
export async function galleryWithFacts(db: Db, id: string): Promise<GalleryWithFacts | undefined> {
  const [row] = await db
    .select({ gallery: galleries, photographerName: users.name, imageCount: readyCount })
    .from(galleries)
    .innerJoin(users, eq(users.id, galleries.photographerId))
    .where(eq(galleries.id, id));
  return row;
}

/** Galleries shared with this email (a client's view). */
export async function listGalleriesSharedWith(db: Db, email: string): Promise<GalleryWithFacts[]> {
  return db
    .select({ gallery: galleries, photographerName: users.name, imageCount: readyCount })
    .from(galleries)
    .innerJoin(users, eq(users.id, galleries.photographerId))
    .where(and(eq(galleries.clientEmail, email), isNotNull(galleries.sharedAt)))
    .orderBy(desc(galleries.sharedAt));
}

/**
 * The order of a gallery's photos: when they were taken, then by file name (a camera numbers
 * its files in shooting order), never by when their upload or processing happened to finish.
 */
export const PHOTO_ORDER = [
  sql`${galleryPhotos.capturedAt} asc nulls last`,
  asc(galleryPhotos.filename),
  asc(galleryPhotos.id),
];

/** The first ready photo of each gallery (the gallery's order): the cover. */
export async function coversOf(db: Db, galleryIds: string[]): Promise<Map<string, PhotoRow>> {
  if (galleryIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([galleryPhotos.galleryId])
    .from(galleryPhotos)
    .where(and(inArray(galleryPhotos.galleryId, galleryIds), eq(galleryPhotos.state, 'ready')))
    .orderBy(galleryPhotos.galleryId, ...PHOTO_ORDER);
  return new Map(rows.map((r) => [r.galleryId, r]));
}

export async function readyPhotosOf(db: Db, galleryId: string): Promise<PhotoRow[]> {
  return db
    .select()
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.galleryId, galleryId), eq(galleryPhotos.state, 'ready')))
    .orderBy(...PHOTO_ORDER);
}

export async function photoStateCounts(db: Db, galleryId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ state: galleryPhotos.state, n: count() })
    .from(galleryPhotos)
    .where(eq(galleryPhotos.galleryId, galleryId))
    .groupBy(galleryPhotos.state);
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

/** Bytes of originals this photographer keeps (uploads in progress included: they are reserved). */
export async function storageUsedBy(db: Db, photographerId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(galleryPhotos.sizeBytes) })
    .from(galleryPhotos)
    .where(eq(galleryPhotos.photographerId, photographerId));
  return Number(row?.bytes ?? 0);
}

export async function countGalleries(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(galleries);
  return row?.n ?? 0;
}

export async function countPhotosIn(db: Db, galleryId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(galleryPhotos)
    .where(eq(galleryPhotos.galleryId, galleryId));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- photos and uploads

export async function findPhoto(db: Db, galleryId: string, photoId: string): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.id, photoId), eq(galleryPhotos.galleryId, galleryId)));
  return row;
}

export async function findPhotoById(db: Db, photoId: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(galleryPhotos).where(eq(galleryPhotos.id, photoId));
  return row;
}

export async function findPhotoByHash(
  db: Db,
  galleryId: string,
  hash: string,
): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.galleryId, galleryId), eq(galleryPhotos.contentHash, hash)));
  return row;
}

/** Inserts an upload unless the gallery already has this file: undefined then (unique index). */
export async function insertUpload(
  db: Db,
  values: typeof galleryPhotos.$inferInsert,
): Promise<PhotoRow | undefined> {
  const [row] = await db.insert(galleryPhotos).values(values).onConflictDoNothing().returning();
  return row;
}

/** Records one received chunk (idempotent: a chunk sent twice is counted once). */
export async function markChunk(db: Db, photoId: string, index: number): Promise<PhotoRow | undefined> {
  const [row] = await db
    .update(galleryPhotos)
    .set({
      receivedChunks: sql`(select array_agg(distinct c order by c) from unnest(array_append(${galleryPhotos.receivedChunks}, ${index}::smallint)) as c)`,
      updatedAt: new Date(),
    })
    .where(and(eq(galleryPhotos.id, photoId), eq(galleryPhotos.state, 'uploading')))
    .returning();
  return row;
}

export async function setPhotoState(
  db: Db,
  photoId: string,
  from: PhotoRow['state'],
  values: Partial<typeof galleryPhotos.$inferInsert>,
): Promise<PhotoRow | undefined> {
  const [row] = await db
    .update(galleryPhotos)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(galleryPhotos.id, photoId), eq(galleryPhotos.state, from)))
    .returning();
  return row;
}

export async function deletePhotoRow(db: Db, photoId: string): Promise<void> {
  await db.delete(galleryPhotos).where(eq(galleryPhotos.id, photoId));
}

/**
 * Ready photos whose sizes were made before the data saver's 640 px size existed (no web size
 * recorded): the sweep has them made again, a batch at a time (decision 267).
 */
export async function photosWithoutSmallSize(db: Db, limit: number): Promise<Array<{ id: string }>> {
  return db
    .select({ id: galleryPhotos.id })
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.state, 'ready'), isNull(galleryPhotos.webBytes)))
    .limit(limit);
}

/** Photos in a state since before `before`: stale uploads to remove, stuck processing to resend. */
export async function photosStuckIn(db: Db, state: PhotoRow['state'], before: Date): Promise<PhotoRow[]> {
  return db
    .select()
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.state, state), lt(galleryPhotos.updatedAt, before)))
    .limit(500);
}

// ---------------------------------------------------------------- access grants, wrong codes, downloads

export async function insertGrant(db: Db, values: typeof galleryAccessGrants.$inferInsert): Promise<void> {
  await db.insert(galleryAccessGrants).values(values);
}

export async function grantExists(db: Db, galleryId: string, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ g: galleryAccessGrants.galleryId })
    .from(galleryAccessGrants)
    .where(
      and(
        eq(galleryAccessGrants.tokenHash, tokenHash),
        eq(galleryAccessGrants.galleryId, galleryId),
        gt(galleryAccessGrants.expiresAt, sql`now()`),
      ),
    );
  return Boolean(row);
}

export async function deleteGrants(db: Db, galleryId: string): Promise<void> {
  await db.delete(galleryAccessGrants).where(eq(galleryAccessGrants.galleryId, galleryId));
}

/** Retires the gallery's code unless it already is; true for the call that did it. */
export async function retireGalleryCode(db: Db, galleryId: string): Promise<boolean> {
  const rows = await db
    .update(galleries)
    .set({ codeRetiredAt: sql`now()` })
    .where(and(eq(galleries.id, galleryId), isNull(galleries.codeRetiredAt)))
    .returning({ id: galleries.id });
  return rows.length > 0;
}

export async function insertDownload(db: Db, values: typeof galleryDownloads.$inferInsert): Promise<void> {
  await db.insert(galleryDownloads).values(values);
}

export async function listDownloads(db: Db, galleryId: string) {
  return db
    .select()
    .from(galleryDownloads)
    .where(eq(galleryDownloads.galleryId, galleryId))
    .orderBy(desc(galleryDownloads.createdAt))
    .limit(500);
}

export async function readyPhotosByIds(db: Db, galleryId: string, ids: string[]): Promise<PhotoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(galleryPhotos)
    .where(
      and(
        eq(galleryPhotos.galleryId, galleryId),
        eq(galleryPhotos.state, 'ready'),
        inArray(galleryPhotos.id, ids),
      ),
    );
}

export async function photographerNameOf(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? '';
}

export async function photographerEmailOf(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email;
}

/** Shared galleries with a client email whose last day is `day` and who were not reminded of it. */
export async function galleriesExpiringOn(db: Db, day: string): Promise<GalleryRow[]> {
  return db
    .select()
    .from(galleries)
    .where(
      and(
        eq(galleries.expiresOn, day),
        isNotNull(galleries.sharedAt),
        sql`${galleries.clientEmail} <> ''`,
        sql`${galleries.expiryRemindedFor} is distinct from ${galleries.expiresOn}`,
      ),
    );
}

/**
 * Claims the expiry reminder for `day`: true for exactly one caller, however many run at once
 * (the row's update is the lock; a second claim finds it already marked for that day).
 */
export async function claimExpiryReminder(db: Db, id: string, day: string): Promise<boolean> {
  const rows = await db
    .update(galleries)
    .set({ expiryRemindedFor: day })
    .where(
      and(
        eq(galleries.id, id),
        eq(galleries.expiresOn, day),
        sql`${galleries.expiryRemindedFor} is distinct from ${day}::date`,
      ),
    )
    .returning({ id: galleries.id });
  return rows.length === 1;
}
