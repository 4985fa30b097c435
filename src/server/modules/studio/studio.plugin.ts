import type { FastifyInstance } from 'fastify';
import { studioRoutes } from './studio.routes.ts';

/** The studio module inside /api: the photographer's overview, read through the other modules. */
export async function studioModule(api: FastifyInstance, opts: { publicUrl: string }) {
  await api.register(studioRoutes, { prefix: '/studio', publicUrl: opts.publicUrl });
}
