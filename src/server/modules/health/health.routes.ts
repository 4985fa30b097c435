import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, liveResponse, readinessResponse } from '../../../shared/health.ts';
import { LAGOS_TIME_ZONE } from '../../../shared/lagos-time.ts';
import { appMetaResponse, VAT_RATE_PERCENT } from '../../../shared/meta.ts';
import { appVersion, checkHealth, checkReadiness } from './health.service.ts';

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

  // For a load balancer (decision 286): live while the process answers at all; ready while it
  // can do its work. A stopping instance answers 503 to both (Fastify, while it closes).
  app.get(
    '/health/live',
    { schema: { tags: ['system'], summary: 'The process answers', response: { 200: liveResponse } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Database, migrations and storage ready',
        response: { 200: readinessResponse, 503: readinessResponse },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.database, app.storage);
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );

  // Static and cheap on purpose: the benchmark compares this route with bare Fastify.
  const meta = {
    name: 'Aworan',
    version: appVersion,
    currency: 'NGN',
    locale: 'en-NG',
    timeZone: LAGOS_TIME_ZONE,
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
