import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storageAlertResponse } from '../../../shared/admin.ts';
import { storageAlertView } from './storage-alert.service.ts';

/** Inside /api/admin (super admins only): the banner's data. */
export const storageAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storage',
    {
      schema: {
        tags: ['admin'],
        summary: 'Whether file storage refuses writes (a full disk or bucket), since when and why',
        response: { 200: storageAlertResponse },
      },
    },
    async () => ({ alert: await storageAlertView(app.db) }),
  );
};
