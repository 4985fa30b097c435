import type { FastifyInstance } from 'fastify';
import { inboxRoutes, inquiryFormRoutes } from './inquiries.routes.ts';

/** The inquiries module inside /api: the public contact and demo forms, and the admin inbox. */
export async function inquiriesModule(api: FastifyInstance, opts: { publicUrl: string }) {
  await api.register(inquiryFormRoutes, { prefix: '/inquiries', publicUrl: opts.publicUrl });
  await api.register(inboxRoutes, { prefix: '/admin/inquiries' });
}
