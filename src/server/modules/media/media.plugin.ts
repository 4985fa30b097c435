import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import { mediaAdminRoutes, mediaFileRoutes } from './media.routes.ts';

/**
 * The media library, registered at the root: the content editor's API under /api/admin/media
 * and the public files under /media, which pages and emails link to.
 */
export async function mediaModule(app: FastifyInstance, opts: { storage: FileStorage }) {
  await app.register(mediaAdminRoutes, { prefix: '/api/admin/media', storage: opts.storage });
  await app.register(mediaFileRoutes, { storage: opts.storage });
}
