import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts.routes.ts';

/** The accounts module, inside /api (sign-in itself is the auth plugin's, through accounts.platform.ts). */
export async function accountsModule(api: FastifyInstance) {
  await api.register(accountsRoutes, { prefix: '/accounts' });
}
