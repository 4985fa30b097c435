import type { FastifyInstance } from 'fastify';
import { clientsRoutes, myPhotographersRoutes } from './clients.routes.ts';

/** The clients module inside /api: the photographer's CRM and the client's own view. */
export async function clientsModule(api: FastifyInstance) {
  await api.register(clientsRoutes, { prefix: '/clients' });
  await api.register(myPhotographersRoutes, { prefix: '/my-photographers' });
}
