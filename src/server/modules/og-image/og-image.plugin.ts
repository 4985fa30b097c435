import type { FastifyInstance } from 'fastify';
import { ogImageRoutes } from './og-image.routes.ts';

/**
 * Link previews inside /api (decision 262): the images of shared pages at /api/public/og; the
 * cards themselves are given by the modules that own the pages (`provideOgCard`).
 */
export async function ogImageModule(api: FastifyInstance) {
  await api.register(ogImageRoutes, { prefix: '/public/og' });
}
