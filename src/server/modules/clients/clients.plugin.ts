import type { FastifyInstance } from 'fastify';
import { mySmsRoutes, smsStopPages } from './client-sms.routes.ts';
import { clientsRoutes, myPhotographersRoutes } from './clients.routes.ts';

/** The clients module inside /api: the photographer's CRM and the client's own view. */
export async function clientsModule(api: FastifyInstance) {
  await api.register(clientsRoutes, { prefix: '/clients' });
  await api.register(myPhotographersRoutes, { prefix: '/my-photographers' });
  await api.register(mySmsRoutes, { prefix: '/my-photographers' });
}

/** The clients module's page outside /api: "Stop SMS reminders" (/s/<token>), the link in every text. */
export async function clientsPages(app: FastifyInstance) {
  await app.register(smsStopPages);
}
