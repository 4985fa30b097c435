import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailIdParams,
  emailLogQuery,
  emailLogResponse,
  resendEmailResponse,
} from '../../../shared/outbox.ts';
import { listEmailLog, resendEmail } from './email-log.service.ts';

const tags = ['admin'];

/**
 * The email log in the admin dashboard (/api/admin/outbox…): super admins only. Bodies are
 * shown only outside production (they carry other people's sign-in and reset links).
 */
export const emailLogRoutes: FastifyPluginAsyncZod<{ showBodies: boolean }> = async (app, opts) => {
  app.addHook('onRequest', app.requireRole('super_admin'));

  app.get(
    '/outbox',
    {
      schema: {
        tags,
        summary: 'Every email, newest first, with its state',
        querystring: emailLogQuery,
        response: { 200: emailLogResponse },
      },
    },
    async (request) => ({ emails: await listEmailLog(app.db, request.query.limit, opts.showBodies) }),
  );

  app.post(
    '/outbox/:emailId/resend',
    {
      schema: {
        tags,
        summary: 'Queue a logged email again',
        params: emailIdParams,
        response: { 201: resendEmailResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ email: await resendEmail(app.mailer, request.params.emailId, opts.showBodies) }),
  );
};
