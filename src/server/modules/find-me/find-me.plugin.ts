import type { FastifyInstance } from 'fastify';
import type { GalleriesDeps } from '../galleries/galleries.service.ts';
import { stopFaceEngine } from './face-engine.ts';
import { findMeGuestRoutes, findMeRoutes } from './find-me.routes.ts';
import { FIND_ME_INDEX_JOB, type FindMeDeps, purgeFaces } from './find-me.service.ts';
import { indexGallery, sweepIndexing } from './find-me-index.service.ts';

export const FIND_ME_SWEEP_JOB = 'find-me-sweep';
const FIND_ME_SWEEP_CRON = '*/5 * * * *';
export const FIND_ME_PURGE_JOB = 'find-me-purge';
const FIND_ME_PURGE_CRON = '7 * * * *';

/**
 * "Find me" inside /api (decision 293): the photographer's switch on their gallery, the guest's
 * selfie behind the gallery's own access check, the indexing job, the sweep that keeps it going
 * and the hourly purge of selfies and of the faces of galleries that ended.
 */
export async function findMeModule(api: FastifyInstance, opts: { publicUrl: string }) {
  const galleries = (): GalleriesDeps => ({
    db: api.db,
    storage: api.storage,
    mailer: api.mailer,
    jobs: api.jobs,
    log: api.log,
    publicUrl: opts.publicUrl,
  });
  const deps = (): FindMeDeps => ({ db: api.db, storage: api.storage, jobs: api.jobs, galleries });
  await api.register(findMeRoutes(deps), { prefix: '/galleries' });
  await api.register(findMeGuestRoutes(deps), { prefix: '/public/galleries' });
  api.jobs.handle<{ galleryId: string }>(
    FIND_ME_INDEX_JOB,
    async ({ galleryId }) => {
      const n = await indexGallery(deps(), galleryId);
      if (n) api.log.info({ galleryId, photos: n }, 'find me: photos indexed');
    },
    // A gallery of 1,000 photos takes about a quarter of an hour; a killed run is resumed.
    { retryLimit: 10, retryDelay: 30, expireInSeconds: 3 * 3600 },
  );
  api.jobs.recurring(FIND_ME_SWEEP_JOB, FIND_ME_SWEEP_CRON, async () => sweepIndexing(deps()));
  api.jobs.recurring(FIND_ME_PURGE_JOB, FIND_ME_PURGE_CRON, async () => {
    const done = await purgeFaces(deps());
    if (done.selfiesDeleted || done.galleriesEnded) api.log.info(done, 'find me: faces deleted');
  });
  api.addHook('onClose', async () => stopFaceEngine());
}
