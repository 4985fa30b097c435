import type { Viewer } from '../../../shared/accounts.ts';
import { lagosDate } from '../../../shared/lagos-time.ts';
import type { Db } from '../../db/client.ts';
import { findGallery, readyPhotosOf } from './galleries.repository.ts';
import type { GalleriesDeps } from './galleries.service.ts';
import { grantCookie, requireOpenGallery } from './gallery-access.service.ts';
import { photoKey } from './photo-keys.ts';

/**
 * What the find-me module reads of galleries (decision 293), and nothing more: the guest's access
 * (the same check as the photos', PIN or password included), the photos to index (their web
 * size, the largest one every ready photo has) and which galleries have passed their last day.
 */

/** Throws as the gallery's own routes do (404, 410, 401) unless this guest may see the photos. */
export async function requireGuestOfGallery(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  guest: { viewer: Viewer | null | undefined; cookies: Record<string, string | undefined> },
): Promise<void> {
  await requireOpenGallery(deps, photographerId, galleryId, {
    viewer: guest.viewer ?? null,
    grant: guest.cookies[grantCookie(galleryId)],
  });
}

/** The gallery's ready photos, each with the storage key of the size the faces are read from. */
export async function photosToIndex(db: Db, galleryId: string): Promise<{ id: string; key: string }[]> {
  return (await readyPhotosOf(db, galleryId)).map((p) => ({ id: p.id, key: photoKey(p, 'web') }));
}

/** Of these galleries, the ones gone or past their last day (Africa/Lagos). */
export async function galleriesPastTheirEnd(db: Db, galleryIds: readonly string[], now = new Date()) {
  const today = lagosDate(now);
  const ended: string[] = [];
  for (const id of galleryIds) {
    const g = await findGallery(db, id);
    if (!g || (g.expiresOn && g.expiresOn < today)) ended.push(id);
  }
  return ended;
}
