import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxEntry } from '../../../shared/outbox.ts';
import { notFound } from '../../lib/http-error.ts';
import { isDirectLocalRequest } from '../../lib/local-request.ts';
import { listEmailLog } from './email-log.service.ts';

/**
 * Development only: the local outbox, answered to this machine only: a request that came through
 * a proxy (its headers) or to another Host gets 404, as if the route did not exist (decision
 * 196). Never registered in production. (`npm run outbox` reads it over the control channel.)
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        hide: true,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(20) }),
        response: { 200: z.object({ emails: z.array(outboxEntry) }) },
      },
    },
    async (request) => {
      if (!isDirectLocalRequest(request)) throw notFound();
      return { emails: await listEmailLog(app.db, request.query.limit) };
    },
  );
};
