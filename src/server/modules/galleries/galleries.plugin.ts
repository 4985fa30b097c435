import type { FastifyInstance } from 'fastify';
import { lagosDate } from '../../../shared/lagos-time.ts';
import { provideMessageLink } from '../messages/message-links.service.ts';
import { findGallery } from './galleries.repository.ts';
import { galleryRoutes } from './galleries.routes.ts';
import { type GalleriesDeps, remindExpiringGalleries } from './galleries.service.ts';
import { publicGalleryRoutes } from './galleries-public.routes.ts';
import { getPublicGallery } from './gallery-access.service.ts';
import { registerGalleryClientRecords } from './gallery-client-records.ts';
import { galleryConversationRoutes } from './gallery-conversation.routes.ts';
import { registerGalleryPreview } from './gallery-preview.ts';
import { gallerySectionRoutes } from './gallery-sections.routes.ts';
import {
  PHOTO_PROCESS_JOB,
  PHOTO_SWEEP_CRON,
  PHOTO_SWEEP_JOB,
  processPhoto,
  sweepPhotos,
} from './uploads.service.ts';

/** Daily, Africa/Lagos: reminders to clients 7 days before a gallery's last day. */
export const GALLERY_EXPIRY_JOB = 'gallery-expiry-reminders';
export const GALLERY_EXPIRY_CRON = '0 9 * * *';

/**
 * The galleries module inside /api: the photographer's galleries and uploads (/api/galleries),
 * the processing job (one per photo, queued with the photo's state) and the sweep that
 * removes abandoned uploads.
 */
export async function galleriesModule(api: FastifyInstance, opts: { publicUrl: string }) {
  const deps = (): GalleriesDeps => ({
    db: api.db,
    storage: api.storage,
    mailer: api.mailer,
    sms: api.sms,
    jobs: api.jobs,
    log: api.log,
    publicUrl: opts.publicUrl,
  });
  registerGalleryClientRecords();
  // A shared gallery's link (no PIN or password: those open only with a grant) also opens the
  // conversation of the client it was shared with; the link's secret is the gallery id.
  provideMessageLink('gallery', async (db, galleryId) => {
    const row = /^[0-9a-f-]{36}$/i.test(galleryId) ? await findGallery(db, galleryId) : undefined;
    if (!row?.sharedAt || !row.clientEmail || row.pinHash || row.passwordHash) return undefined;
    if (row.expiresOn && row.expiresOn < lagosDate()) return undefined;
    return { photographerId: row.photographerId, clientId: null, clientEmail: row.clientEmail };
  });
  await api.register(galleryRoutes, { prefix: '/galleries', deps });
  await api.register(gallerySectionRoutes, { prefix: '/galleries', deps });
  await api.register(publicGalleryRoutes, {
    prefix: '/public/galleries',
    deps,
    secureCookies: opts.publicUrl.startsWith('https://'),
  });
  await api.register(galleryConversationRoutes, {
    prefix: '/public/galleries',
    deps,
    secureCookies: opts.publicUrl.startsWith('https://'),
  });
  // The client's gallery page is rendered on the server from the same read (without a grant:
  // a locked gallery renders its PIN form, and the browser asks again with its cookie).
  if (api.hasDecorator('site')) {
    api.site.addPublicReaders({
      // The visitor's data saver (Save-Data, ECT, their choice) picks the sizes the page renders;
      // the page carries the first screen's photos, the browser reads the rest (decision 267).
      'galleries.public': ({ photographerId, galleryId }, hints) =>
        getPublicGallery(deps(), photographerId, galleryId, {}, hints, true),
    });
    // A shared link's preview: its cover and name, or only the branding behind a PIN or password.
    registerGalleryPreview(api, deps);
  }
  // `redo`: a ready photo's sizes made again with a changed watermark.
  api.jobs.handle<{ photoId: string; redo?: boolean }>(
    PHOTO_PROCESS_JOB,
    async ({ photoId, redo }) => processPhoto(deps(), photoId, redo === true),
    // Short first delays: a photo caught by a crash resumes within a minute (decision 191).
    { retryLimit: 7, retryDelay: 10 },
  );
  api.jobs.recurring(GALLERY_EXPIRY_JOB, GALLERY_EXPIRY_CRON, async () => {
    const n = await remindExpiringGalleries(deps());
    if (n) api.log.info({ reminders: n }, 'gallery expiry reminders queued');
  });
  api.jobs.recurring(PHOTO_SWEEP_JOB, PHOTO_SWEEP_CRON, async () => {
    const done = await sweepPhotos(deps());
    if (done.removed || done.remade) api.log.info(done, 'gallery uploads swept');
  });
}
