import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientFollowUpsSchema,
  followUpInputSchema,
  followUpSchema,
  snoozeInputSchema,
} from '../../../shared/follow-ups.ts';
import { requireOwnedParam } from '../../lib/access.ts';
import { viewerOf } from '../../plugins/auth.ts';
import {
  addFollowUp,
  clientFollowUps,
  type FollowUpDeps,
  markFollowUpDone,
  snoozeFollowUp,
} from './follow-ups.service.ts';

const tags = ['follow-ups'];
const clientParams = z.object({ clientId: z.uuid('Client not found') });
const params = z.object({ id: z.uuid('Follow-up not found') });
const answer = { 200: z.object({ followUp: followUpSchema }) };

/** Follow-ups under /api/follow-ups: photographers, each on their own clients' follow-ups. */
export const followUpRoutes: FastifyPluginAsyncZod<{ deps: FollowUpDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireRole('photographer'));
  const ownClient = requireOwnedParam(app.db, 'clients.client', 'clientId');
  const owned = requireOwnedParam(app.db, 'followUps.followUp');

  app.get(
    '/clients/:clientId',
    {
      preHandler: ownClient,
      schema: {
        tags,
        summary: "A client's open follow-ups and the last ones done",
        params: clientParams,
        response: { 200: clientFollowUpsSchema },
      },
    },
    async (request) => clientFollowUps(deps, viewerOf(request).userId, request.params.clientId),
  );

  app.post(
    '/clients/:clientId',
    {
      preHandler: ownClient,
      schema: {
        tags,
        summary: 'Add a follow-up on a client: a Lagos date (today or later) and a note',
        params: clientParams,
        body: followUpInputSchema,
        response: { 201: z.object({ followUp: followUpSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        followUp: await addFollowUp(deps, viewerOf(request).userId, request.params.clientId, request.body),
      }),
  );

  app.post(
    '/:id/done',
    {
      preHandler: owned,
      schema: { tags, summary: 'Mark a follow-up done', params, response: answer },
    },
    async (request) => ({
      followUp: await markFollowUpDone(deps, viewerOf(request).userId, request.params.id),
    }),
  );

  app.post(
    '/:id/snooze',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'Move an open follow-up to another date (today or later)',
        params,
        body: snoozeInputSchema,
        response: answer,
      },
    },
    async (request) => ({
      followUp: await snoozeFollowUp(deps, viewerOf(request).userId, request.params.id, request.body),
    }),
  );
};
