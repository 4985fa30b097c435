import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../shared/health.ts';
import { appMetaResponse, DEFAULT_TIME_ZONE, VAT_RATE_PERCENT } from '../../../shared/meta.ts';
import { appVersion, checkHealth } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.database, app.mailer.transport);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );

  // Static and cheap on purpose: the benchmark compares this route with bare Fastify.
  const meta = {
    name: 'Aworan',
    version: appVersion,
    currency: 'NGN',
    locale: 'en-NG',
    timeZone: DEFAULT_TIME_ZONE,
    vatRatePercent: VAT_RATE_PERCENT,
  } as const;
  app.get(
    '/meta',
    {
      schema: {
        tags: ['system'],
        summary: 'Instance facts for the front end',
        response: { 200: appMetaResponse },
      },
    },
    async () => meta,
  );
};
