import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTRACT_MESSAGES, contractTemplateSchema, templateInputSchema } from '../../../shared/contracts.ts';
import { requireOwnedParam } from '../../lib/access.ts';
import { forApprovedPhotographers } from '../../lib/approved-photographers.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { type ContractsRouteOptions, ok, tags } from './contracts.routes.ts';
import { removeTemplate, saveTemplate, templatesFor } from './contracts.service.ts';

const templateParams = z.object({ id: z.uuid(CONTRACT_MESSAGES.templateNotFound) });

/** The photographer's own templates (/api/contracts/templates), beside the built-in ones. */
export const contractTemplateRoutes: FastifyPluginAsyncZod<ContractsRouteOptions> = async (app, opts) => {
  const deps = opts.deps;
  const ownTemplate = requireOwnedParam(app.db, 'contracts.template');

  await forApprovedPhotographers(app, async (scope) => {
    scope.get(
      '/templates',
      {
        schema: {
          tags,
          summary: 'The built-in templates and my own',
          response: { 200: z.object({ templates: contractTemplateSchema.array() }) },
        },
      },
      async (request) => ({ templates: await templatesFor(deps(), viewerOf(request).userId) }),
    );

    scope.post(
      '/templates',
      {
        schema: {
          tags,
          summary: 'Save one of my own templates',
          body: templateInputSchema,
          response: { 201: z.object({ template: contractTemplateSchema }) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ template: await saveTemplate(deps(), viewerOf(request).userId, request.body) }),
    );

    scope.put(
      '/templates/:id',
      {
        preHandler: ownTemplate,
        schema: {
          tags,
          summary: 'Change one of my templates',
          params: templateParams,
          body: templateInputSchema,
          response: { 200: z.object({ template: contractTemplateSchema }) },
        },
      },
      async (request) => ({
        template: await saveTemplate(deps(), viewerOf(request).userId, request.body, request.params.id),
      }),
    );

    scope.delete(
      '/templates/:id',
      {
        preHandler: ownTemplate,
        schema: {
          tags,
          summary: 'Delete one of my templates',
          params: templateParams,
          response: { 200: ok },
        },
      },
      async (request) => {
        await removeTemplate(deps(), viewerOf(request).userId, request.params.id);
        return { ok: true as const };
      },
    );
  });
};
