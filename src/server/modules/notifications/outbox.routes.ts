import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxEntry } from '../../../shared/outbox.ts';
import { forbidden } from '../../lib/http-error.ts';
import { listEmailLog } from './email-log.service.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Development only: the local outbox for `npm run outbox`, answered to this machine only.
 * (PGlite allows one process, so the command asks the running server instead of opening
 * the database itself.) Never registered in production.
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
      if (!LOOPBACK.has(request.socket.remoteAddress ?? ''))
        throw forbidden('The outbox is only readable from this machine.');
      return { emails: await listEmailLog(app.db, request.query.limit) };
    },
  );
};
