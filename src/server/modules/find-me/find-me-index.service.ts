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

export async function indexGallery(deps: FindMeDeps, galleryId: string): Promise<number> {
  let indexed = 0;
  for (;;) {
    if (!(await isOn(deps.db, galleryId))) return indexed;
    const now = clock.now();
    const taken = await photosTaken(deps.db, galleryId, new Date(now.getTime() - CLAIM_STALE_MS));
    const next = (await photosToIndex(deps.db, galleryId)).find((p) => !taken.has(p.id));
    if (!next) return indexed;
    if (!(await claimPhoto(deps.db, next.id, galleryId, new Date(now.getTime() - CLAIM_STALE_MS)))) continue;
    const file = await deps.storage.get(next.key);
    // A photo deleted meanwhile: its claim went with it (cascade).
    const faces = file ? await facesInPhoto(await buffer(file.body)) : [];
    await withTransaction(deps.db, async (tx) => {
      if (!(await isOnLocked(tx, galleryId))) return;
      if (
        await storePhotoFaces(
          tx,
          next.id,
          galleryId,
          faces.map((f) => f.descriptor),
        )
      )
        indexed++;
    });
  }
}

/** Every few minutes: a job for each gallery with Find me on (a job finds nothing to do quickly). */
export async function sweepIndexing(deps: FindMeDeps): Promise<void> {
  for (const galleryId of await galleriesOn(deps.db)) await deps.jobs.send(FIND_ME_INDEX_JOB, { galleryId });
}
