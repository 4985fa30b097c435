import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.routes.ts';

/** The health module, inside /api. */
export async function healthModule(api: FastifyInstance) {
  await api.register(healthRoutes);
}
