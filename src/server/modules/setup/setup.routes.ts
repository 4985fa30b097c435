import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setupAdminSchema, setupTokenSchema } from '../../../shared/setup.ts';
import { checkSetupToken, createFirstAdmin } from './setup.service.ts';

/**
 * The one-time setup link's API. Public on purpose: the token (256 random bits, printed only in
 * the server's own output) is the credential. It travels in the body, never in a URL, so no
 * request log records it.
 */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/setup/check',
    { schema: { body: setupTokenSchema, response: { 200: z.object({ valid: z.literal(true) }) } } },
    async (request) => {
      await checkSetupToken(app.db, request.body.token);
      return { valid: true as const };
    },
  );

  app.post(
    '/setup',
    { schema: { body: setupAdminSchema, response: { 201: z.object({ email: z.string() }) } } },
    async (request, reply) => {
      const user = await createFirstAdmin(app.db, request.body);
      request.log.info({ email: user.email }, 'first super admin created with the setup link');
      return reply.status(201).send({ email: user.email });
    },
  );
};
