import { buffer } from 'node:stream/consumers';
import { withTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { photosToIndex } from '../galleries/gallery-faces.service.ts';
import { facesInPhoto } from './face-reading.ts';
import {
  claimPhoto,
  galleriesOn,
  isOn,
  isOnLocked,
  photosTaken,
  storePhotoFaces,
} from './find-me.repository.ts';
import { FIND_ME_INDEX_JOB, type FindMeDeps } from './find-me.service.ts';

/**
 * Indexing a gallery (decision 293): each ready photo is claimed, read in the face worker and its
 * faces stored in one transaction, once. A job killed mid-photo leaves a claim that is taken
 * again after CLAIM_STALE_MS; the photos done are never read again. Photos that become ready
 * while it runs are picked up by the same run, or by the sweep.
 */
const CLAIM_STALE_MS = 10 * 60_000;

/**
 * Two photos in flight: while one's faces are stored (database statements and event-loop turns,
 * which wait behind page answers when the site is busy), the worker is already reading the
 * next. The worker itself reads one image at a time (face-engine.ts).
 */
const PHOTOS_IN_FLIGHT = 2;

export async function indexGallery(deps: FindMeDeps, galleryId: string): Promise<number> {
  let indexed = 0;
  let stopped = false;
  const staleBefore = () => new Date(clock.now().getTime() - CLAIM_STALE_MS);
  const indexPhoto = async (photo: { id: string; key: string }) => {
    // Done or claimed meanwhile by another instance, or deleted: the next one.
    if (!(await claimPhoto(deps.db, photo.id, galleryId, staleBefore()))) return;
    const file = await deps.storage.get(photo.key);
    // A photo deleted meanwhile: its claim went with it (cascade).
    const faces = file ? await facesInPhoto(await buffer(file.body)) : [];
    await withTransaction(deps.db, async (tx) => {
      if (!(await isOnLocked(tx, galleryId))) return;
      const descriptors = faces.map((f) => f.descriptor);
      if (await storePhotoFaces(tx, photo.id, galleryId, descriptors)) indexed++;
    });
  };
  const lane = async (left: { id: string; key: string }[]) => {
    try {
      for (let photo = left.shift(); photo && !stopped; photo = left.shift()) {
        if (!(await isOn(deps.db, galleryId))) stopped = true;
        else await indexPhoto(photo);
      }
    } catch (err) {
      stopped = true; // the other lane ends after its photo; the job is tried again
      throw err;
    }
  };
  while (!stopped) {
    // What is left is read once a round, not once a photo: on the embedded database each
    // statement waits its turn behind the page answers, and the list is the gallery's size.
    const taken = await photosTaken(deps.db, galleryId, staleBefore());
    const left = (await photosToIndex(deps.db, galleryId)).filter((p) => !taken.has(p.id));
    if (left.length === 0) break;
    await Promise.all(Array.from({ length: PHOTOS_IN_FLIGHT }, () => lane(left)));
  }
  return indexed;
}

/** Every few minutes: a job for each gallery with Find me on (a job finds nothing to do quickly). */
export async function sweepIndexing(deps: FindMeDeps): Promise<void> {
  for (const galleryId of await galleriesOn(deps.db)) await deps.jobs.send(FIND_ME_INDEX_JOB, { galleryId });
}
