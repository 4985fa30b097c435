import type { FastifyInstance } from 'fastify';
import { contentRoutes } from './content.routes.ts';
import { seedContent } from './content.seed.ts';
import { contentAdminRoutes } from './content-admin.routes.ts';
import { contentReaders } from './content-reads.ts';

/**
 * The site content's API, registered inside /api: content reads and the content editor's
 * endpoints. Seeds the content on first start (decision 020).
 */
export async function contentApiPlugin(api: FastifyInstance) {
  const seeded = await seedContent(api.db);
  if (seeded.length > 0) api.log.info({ entries: seeded.length }, 'site content seeded');

  // The same reads, in-process, for the pages the server renders.
  if (api.hasDecorator('site'))
    api.site.addPublicReaders(contentReaders(api.db, { smsReminders: api.sms.configured }), {
      publicData: true,
    });
  await api.register(contentRoutes);
  await api.register(contentAdminRoutes, { prefix: '/admin/content' });
}
