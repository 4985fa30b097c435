import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationSchema, MESSAGE_TEXT, reportedConversationSchema } from '../../../shared/messages.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { requestOrigin } from '../audit/audit.service.ts';
import type { MessagesRouteOptions } from './messages.routes.ts';
import { adminReadConversation, listReported } from './messages.service.ts';

const tags = ['messages'];

/** Super admins under /api/admin/messages: reported conversations only, each reading audited. */
export const adminMessagesRoutes: FastifyPluginAsyncZod<MessagesRouteOptions> = async (app, opts) => {
  app.addHook('onRequest', app.requireRole('super_admin'));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Conversations one side has reported',
        response: { 200: z.object({ conversations: z.array(reportedConversationSchema) }) },
      },
    },
    async () => ({ conversations: await listReported(opts.deps()) }),
  );

  app.get(
    '/:conversationId',
    {
      schema: {
        tags,
        summary: 'Read a reported conversation (written to the audit trail)',
        params: z.object({ conversationId: z.uuid(MESSAGE_TEXT.notFound) }),
        response: { 200: conversationSchema },
      },
    },
    async (request) =>
      adminReadConversation(opts.deps(), request.params.conversationId, {
        userId: viewerOf(request).userId,
        ...requestOrigin(request),
      }),
  );
};
