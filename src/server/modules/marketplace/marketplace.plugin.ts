import type { FastifyInstance } from 'fastify';
import { marketplaceRoutes } from './marketplace.routes.ts';

/** The marketplace module, inside /api: the directory, profiles and listings under /marketplace. */
export async function marketplaceModule(api: FastifyInstance, opts: { publicUrl: string }) {
  await api.register(marketplaceRoutes, { prefix: '/marketplace', publicUrl: opts.publicUrl });
}
