import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTRACT_MESSAGES,
  contractBookingSchema,
  contractDetailSchema,
  contractInputSchema,
  contractListQuerySchema,
  contractListSchema,
  contractSchema,
  receivedContractSchema,
  signContractSchema,
  voidContractSchema,
} from '../../../shared/contracts.ts';
import { requireOwnedInput, requireOwnedParam } from '../../lib/access.ts';
import { forApprovedPhotographers } from '../../lib/approved-photographers.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { requestOrigin } from '../audit/audit.service.ts';
import {
  bookingsForClient,
  type ContractsDeps,
  contractPdf,
  countersign,
  createContract,
  getContractDetail,
  listForPhotographer,
  listReceived,
  type Origin,
  removeDraft,
  sendContract,
  signInPerson,
  updateContractDraft,
  voidContract,
} from './contracts.service.ts';

export interface ContractsRouteOptions {
  deps: () => ContractsDeps;
}

export const tags = ['contracts'];
const idParams = z.object({ id: z.uuid(CONTRACT_MESSAGES.notFound) });
export const ok = z.object({ ok: z.literal(true) });
const one = z.object({ contract: contractSchema });

/** The IP and device of a step, for the audit trail. */
export const originOf = (request: FastifyRequest): Origin => {
  const o = requestOrigin(request);
  return { ip: o.ipAddress, userAgent: o.userAgent ?? '' };
};

/** The photographer's contracts (/api/contracts/...): approved photographers, their own only. */
export const contractRoutes: FastifyPluginAsyncZod<ContractsRouteOptions> = async (app, opts) => {
  const deps = opts.deps;
  const own = requireOwnedParam(app.db, 'contracts.contract');
  const ownClient = requireOwnedParam(app.db, 'clients.client', 'clientId');
  // The client and booking picked in the form must be the photographer's own (the template is
  // checked by the service: built-in ones have no owner).
  const ownPicks = [
    requireOwnedInput(app.db, 'clients.client', 'clientId'),
    requireOwnedInput(app.db, 'scheduling.booking', 'bookingId'),
  ];

  // Any signed-in person: contracts sent to their verified email.
  app.get(
    '/received',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Contracts sent to my verified email',
        response: { 200: z.object({ contracts: receivedContractSchema.array() }) },
      },
    },
    async (request) => ({ contracts: await listReceived(deps(), viewerOf(request)) }),
  );

  await forApprovedPhotographers(app, async (scope) => {
    scope.get(
      '/',
      {
        schema: {
          tags,
          summary: 'One page of my contracts (by tab)',
          querystring: contractListQuerySchema,
          response: { 200: contractListSchema },
        },
      },
      async (request) => listForPhotographer(deps(), viewerOf(request).userId, request.query),
    );

    scope.post(
      '/',
      {
        preHandler: ownPicks,
        schema: {
          tags,
          summary: 'Create a draft contract',
          body: contractInputSchema,
          response: { 201: one },
        },
      },
      async (request, reply) => {
        const contract = await createContract(
          deps(),
          viewerOf(request).userId,
          request.body,
          originOf(request),
        );
        return reply.status(201).send({ contract });
      },
    );

    scope.get(
      '/:id',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'A contract with its audit trail',
          params: idParams,
          response: { 200: z.object({ contract: contractDetailSchema }) },
        },
      },
      async (request) => ({
        contract: await getContractDetail(deps(), viewerOf(request).userId, request.params.id),
      }),
    );

    scope.put(
      '/:id',
      {
        preHandler: [own, ...ownPicks],
        schema: {
          tags,
          summary: 'Change a draft',
          params: idParams,
          body: contractInputSchema,
          response: { 200: one },
        },
      },
      async (request) => ({
        contract: await updateContractDraft(
          deps(),
          viewerOf(request).userId,
          request.params.id,
          request.body,
        ),
      }),
    );

    scope.delete(
      '/:id',
      {
        preHandler: own,
        schema: { tags, summary: 'Delete a draft', params: idParams, response: { 200: ok } },
      },
      async (request) => {
        await removeDraft(deps(), viewerOf(request).userId, request.params.id);
        return { ok: true as const };
      },
    );

    scope.post(
      '/:id/send',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'Send to Client: freeze the text, record its hash, email the signing link',
          params: idParams,
          response: { 200: one },
        },
      },
      async (request) => ({
        contract: await sendContract(deps(), viewerOf(request).userId, request.params.id, originOf(request)),
      }),
    );

    scope.post(
      '/:id/void',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'Void a sent contract',
          params: idParams,
          body: voidContractSchema,
          response: { 200: one },
        },
      },
      async (request) => ({
        contract: await voidContract(
          deps(),
          viewerOf(request).userId,
          request.params.id,
          request.body.reason,
          originOf(request),
        ),
      }),
    );

    scope.post(
      '/:id/sign-in-person',
      {
        preHandler: own,
        schema: {
          tags,
          summary: "Sign Contract: the client signs in person on the photographer's device",
          params: idParams,
          body: signContractSchema,
          response: { 200: one },
        },
      },
      async (request) => ({
        contract: await signInPerson(
          deps(),
          viewerOf(request).userId,
          request.params.id,
          request.body,
          originOf(request),
        ),
      }),
    );

    scope.post(
      '/:id/countersign',
      {
        preHandler: own,
        schema: {
          tags,
          summary: 'The photographer countersigns',
          params: idParams,
          body: signContractSchema,
          response: { 200: one },
        },
      },
      async (request) => ({
        contract: await countersign(
          deps(),
          viewerOf(request).userId,
          request.params.id,
          request.body,
          originOf(request),
        ),
      }),
    );

    scope.get(
      '/clients/:clientId/bookings',
      {
        preHandler: ownClient,
        schema: {
          tags,
          summary: "A client's active bookings, to link a contract to (decision 135)",
          params: z.object({ clientId: z.uuid('Client not found') }),
          response: { 200: z.object({ bookings: contractBookingSchema.array() }) },
        },
      },
      async (request) => ({
        bookings: await bookingsForClient(deps(), viewerOf(request).userId, request.params.clientId),
      }),
    );

    scope.get(
      '/:id/pdf',
      {
        preHandler: own,
        schema: { tags, summary: 'Download PDF (a draft unsigned; a signed one sealed)', params: idParams },
      },
      async (request, reply) =>
        sendPdf(reply, await contractPdf(deps(), viewerOf(request).userId, request.params.id), true),
    );
  });
};
