import type { FastifyInstance } from 'fastify';
import { newsletterAdminRoutes, newsletterRoutes } from './newsletter.routes.ts';

/** The newsletter module inside /api: subscribe, confirm and unsubscribe, and the admin's issues. */
export async function newsletterModule(api: FastifyInstance, opts: { publicUrl: string }) {
  await api.register(newsletterRoutes, { prefix: '/newsletter', publicUrl: opts.publicUrl });
  await api.register(newsletterAdminRoutes, { prefix: '/admin/newsletter', publicUrl: opts.publicUrl });
}
