import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTOMATED_EMAIL_KINDS,
  emailTemplateInputSchema,
  emailTemplateListSchema,
  emailTemplateSchema,
  openingInputSchema,
  openingListSchema,
} from '../../../shared/email-templates.ts';
import { requireOwnedParam } from '../../lib/access.ts';
import { viewerOf } from '../../plugins/auth.ts';
import {
  createTemplate,
  editTemplate,
  openingsOf,
  removeTemplate,
  resetTemplate,
  setOpening,
  templatesOf,
} from './email-templates.service.ts';

const tags = ['email-templates'];
const params = z.object({ id: z.uuid('Template not found') });
const kindParams = z.object({ kind: z.enum(AUTOMATED_EMAIL_KINDS, 'No such automated email') });
const one = z.object({ template: emailTemplateSchema });

/** The photographer's email templates and automated emails' openings under /api/email-templates. */
export const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('photographer'));
  const owned = requireOwnedParam(app.db, 'emailTemplates.template');
  const me = (request: Parameters<typeof viewerOf>[0]) => viewerOf(request).userId;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Your email templates (the five starting ones are created at the first visit)',
        response: { 200: emailTemplateListSchema },
      },
    },
    async (request) => ({ templates: await templatesOf(app.db, me(request)) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a template of your own',
        body: emailTemplateInputSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ template: await createTemplate(app.db, me(request), request.body) }),
  );

  app.put(
    '/:id',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'Edit a template',
        params,
        body: emailTemplateInputSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      template: await editTemplate(app.db, me(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/reset',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'Put a starting template back to its original text',
        params,
        response: { 200: one },
      },
    },
    async (request) => ({ template: await resetTemplate(app.db, me(request), request.params.id) }),
  );

  app.delete(
    '/:id',
    { preHandler: owned, schema: { tags, summary: 'Delete a template of your own', params } },
    async (request, reply) => {
      await removeTemplate(app.db, me(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/openings',
    {
      schema: {
        tags,
        summary: 'The opening paragraph of each automated email: yours, or empty for the built-in one',
        response: { 200: openingListSchema },
      },
    },
    async (request) => ({ openings: await openingsOf(app.db, me(request)) }),
  );

  app.put(
    '/openings/:kind',
    {
      schema: {
        tags,
        summary: "Set an automated email's opening paragraph (empty: the built-in one)",
        params: kindParams,
        body: openingInputSchema,
        response: { 200: openingListSchema },
      },
    },
    async (request) => {
      await setOpening(app.db, me(request), request.params.kind, request.body.body);
      return { openings: await openingsOf(app.db, me(request)) };
    },
  );
};
