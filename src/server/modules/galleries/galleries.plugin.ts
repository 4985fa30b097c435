import type { FastifyInstance } from 'fastify';
import { galleryRoutes } from './galleries.routes.ts';
import type { GalleriesDeps } from './galleries.service.ts';
import {
  PHOTO_PROCESS_JOB,
  PHOTO_SWEEP_CRON,
  PHOTO_SWEEP_JOB,
  processPhoto,
  sweepPhotos,
} from './uploads.service.ts';

/**
 * The galleries module inside /api: the photographer's galleries and uploads (/api/galleries),
 * the processing job (one per photo) and the sweep that removes abandoned uploads and
 * requeues photos whose job was lost in a crash.
 */
export async function galleriesModule(api: FastifyInstance, opts: { publicUrl: string }) {
  const deps = (): GalleriesDeps => ({
    db: api.db,
    storage: api.storage,
    mailer: api.mailer,
    jobs: api.jobs,
    log: api.log,
    publicUrl: opts.publicUrl,
  });
  await api.register(galleryRoutes, { prefix: '/galleries', deps });
  api.jobs.handle<{ photoId: string }>(
    PHOTO_PROCESS_JOB,
    async ({ photoId }) => processPhoto(deps(), photoId),
    {
      retryLimit: 5,
      retryDelay: 30,
    },
  );
  api.jobs.recurring(PHOTO_SWEEP_JOB, PHOTO_SWEEP_CRON, async () => {
    const done = await sweepPhotos(deps());
    if (done.removed || done.requeued) api.log.info(done, 'gallery photos swept');
  });
}
