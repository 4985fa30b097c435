import { FIND_ME_MESSAGES, type FindMeResult, type FindMeStatus } from '../../../shared/find-me.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Jobs } from '../../jobs/job-queue.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import type { GalleriesDeps } from '../galleries/galleries.service.ts';
import { galleriesPastTheirEnd, photosToIndex } from '../galleries/gallery-faces.service.ts';
import { readSelfie } from './face-reading.ts';
import {
  deleteExpiredSelfies,
  deleteFaceData,
  deleteSelfie,
  facesOfGallery,
  findSelfie,
  galleriesOn,
  insertSelfie,
  isOn,
  photosDone,
  turnOn,
} from './find-me.repository.ts';
import { MATCH_THRESHOLD, matchPhotos } from './matcher.ts';

export interface FindMeDeps {
  db: Db;
  storage: FileStorage;
  jobs: Jobs;
  galleries: () => GalleriesDeps;
}

export const FIND_ME_INDEX_JOB = 'find-me-index';
/** A selfie's descriptor is kept this long at most; the hourly purge deletes it within the 24 hours. */
const SELFIE_KEEP_MS = 23 * 3600_000;
/** Within this share of the threshold a match is "strong"; past it, "possible". */
const STRONG_SHARE = 0.8;

export async function findMeStatus(deps: FindMeDeps, galleryId: string): Promise<FindMeStatus> {
  const on = await isOn(deps.db, galleryId);
  const total = (await photosToIndex(deps.db, galleryId)).length;
  return { on, total, ready: on ? Math.min(total, await photosDone(deps.db, galleryId)) : 0 };
}

/** On (with the photographer's word that guests were told) starts indexing; off deletes every face. */
export async function switchFindMe(
  deps: FindMeDeps,
  galleryId: string,
  input: { on: boolean; guestsTold: boolean },
): Promise<FindMeStatus> {
  if (input.on) {
    if (!input.guestsTold)
      throw badRequest(FIND_ME_MESSAGES.guestsToldRequired, {
        guestsTold: FIND_ME_MESSAGES.guestsToldRequired,
      });
    await withTransaction(deps.db, async (tx) => {
      await turnOn(tx, galleryId);
      await deps.jobs.send(FIND_ME_INDEX_JOB, { galleryId });
    });
  } else {
    await withTransaction(deps.db, (tx) => deleteFaceData(tx, [galleryId]));
  }
  return findMeStatus(deps, galleryId);
}

/** Reads the selfie (never stored), keeps its descriptor for up to 24 hours and matches it. */
export async function findGuest(deps: FindMeDeps, galleryId: string, bytes: Buffer): Promise<FindMeResult> {
  if (!(await isOn(deps.db, galleryId))) throw notFound(FIND_ME_MESSAGES.off);
  const reading = await readSelfie(bytes);
  if (!reading.ok) throw new HttpError(422, FIND_ME_MESSAGES[reading.reason]);
  const now = clock.now();
  const selfie = await insertSelfie(
    deps.db,
    galleryId,
    reading.descriptor,
    new Date(now.getTime() + SELFIE_KEEP_MS),
  );
  return resultOf(deps, galleryId, selfie.id, reading.descriptor, selfie.expiresAt);
}

export async function guestMatches(
  deps: FindMeDeps,
  galleryId: string,
  selfieId: string,
): Promise<FindMeResult> {
  const selfie = await findSelfie(deps.db, selfieId, galleryId, clock.now());
  if (!selfie || !(await isOn(deps.db, galleryId))) throw notFound(FIND_ME_MESSAGES.selfieGone);
  return resultOf(deps, galleryId, selfie.id, selfie.descriptor, selfie.expiresAt);
}

async function resultOf(
  deps: FindMeDeps,
  galleryId: string,
  selfieId: string,
  descriptor: number[],
  expiresAt: Date,
): Promise<FindMeResult> {
  const matches = matchPhotos(descriptor, await facesOfGallery(deps.db, galleryId));
  return {
    selfieId,
    expiresAt: expiresAt.toISOString(),
    matches: matches.map((m) => ({
      photoId: m.photoId,
      closeness: m.distance <= MATCH_THRESHOLD * STRONG_SHARE ? 'strong' : 'possible',
    })),
  };
}

export async function forgetGuest(deps: FindMeDeps, galleryId: string, selfieId: string): Promise<void> {
  await deleteSelfie(deps.db, selfieId, galleryId);
}

/** Hourly: selfies past their time, and the faces of galleries gone past their last day. */
export async function purgeFaces(deps: FindMeDeps, now = clock.now()) {
  const selfiesDeleted = await deleteExpiredSelfies(deps.db, now);
  const ended = await galleriesPastTheirEnd(deps.db, await galleriesOn(deps.db), now);
  if (ended.length) await withTransaction(deps.db, (tx) => deleteFaceData(tx, ended));
  return { selfiesDeleted, galleriesEnded: ended.length };
}
