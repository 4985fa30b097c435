import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import { inboxRoutes, inquiryFormRoutes } from '../inquiries/inquiries.routes.ts';
import { mediaAdminRoutes } from '../media/media.routes.ts';
import { newsletterAdminRoutes, newsletterRoutes } from '../newsletter/newsletter.routes.ts';
import { contentRoutes } from './content.routes.ts';
import { seedContent } from './content.seed.ts';
import { contentAdminRoutes } from './content-admin.routes.ts';

/**
 * The public site's API, registered inside /api: content reads, the forms, and the content
 * editor's admin endpoints. Seeds the content on first start (decision 020).
 */
export async function contentApiPlugin(
  api: FastifyInstance,
  opts: { publicUrl: string; storage: FileStorage },
) {
  const seeded = await seedContent(api.db);
  if (seeded.length > 0) api.log.info({ entries: seeded.length }, 'site content seeded');

  await api.register(contentRoutes);
  await api.register(inquiryFormRoutes, { prefix: '/inquiries', publicUrl: opts.publicUrl });
  await api.register(newsletterRoutes, { prefix: '/newsletter', publicUrl: opts.publicUrl });
  await api.register(contentAdminRoutes, { prefix: '/admin/content' });
  await api.register(inboxRoutes, { prefix: '/admin/inquiries' });
  await api.register(newsletterAdminRoutes, { prefix: '/admin/newsletter', publicUrl: opts.publicUrl });
  await api.register(mediaAdminRoutes, { prefix: '/admin/media', storage: opts.storage });
}
