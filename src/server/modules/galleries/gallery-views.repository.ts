import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { galleryViewDays } from '../../db/schema/galleries.ts';

/** One more view of a gallery on a Lagos day: one atomic upsert, so views at once all count. */
export async function addGalleryView(db: Db, galleryId: string, day: string): Promise<void> {
  await db
    .insert(galleryViewDays)
    .values({ galleryId, day, views: 1 })
    .onConflictDoUpdate({
      target: [galleryViewDays.galleryId, galleryViewDays.day],
      set: { views: sql`${galleryViewDays.views} + 1` },
    });
}
