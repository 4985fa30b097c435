import type { FastifyInstance } from 'fastify';
import { setupRoutes } from './setup.routes.ts';

/** The first-run setup module, inside /api. */
export async function setupModule(api: FastifyInstance) {
  await api.register(setupRoutes);
}
