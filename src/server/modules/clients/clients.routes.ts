import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLIENT_IMPORT_MAX_BYTES,
  clientDetailSchema,
  clientEmailSchema,
  clientImportSchema,
  clientInputSchema,
  clientListQuerySchema,
  clientListSchema,
  clientSchema,
  importPreviewSchema,
  importResultSchema,
  myPhotographersSchema,
} from '../../../shared/clients.ts';
import { emailPreviewSchema } from '../../../shared/email-templates.ts';
import { requireOwnedParam } from '../../lib/access.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { previewClientEmail, sendClientEmail } from './client-email.service.ts';
import { getClientDetail } from './client-history.service.ts';
import { mySms } from './client-sms.service.ts';
import { createClient, editClient, listClientsOf, myPhotographers, removeClient } from './clients.service.ts';
import { confirmImport, exportClients, previewImport } from './clients-csv.service.ts';

const tags = ['clients'];
const params = z.object({ id: z.uuid('Client not found') });
/** Room for a 5 MB CSV inside its JSON envelope (escaped quotes and line ends). */
const IMPORT_BODY_LIMIT = CLIENT_IMPORT_MAX_BYTES * 2;

/** The photographer's CRM under /api/clients: photographers only, each on their own clients. */
export const clientsRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  // Refused before the body is read: customers, admins and visitors have no client list.
  app.addHook('onRequest', app.requireRole('photographer'));
  const owned = requireOwnedParam(app.db, 'clients.client');
  const emailDeps = { db: app.db, mailer: app.mailer, publicUrl: opts.publicUrl };

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Clients of one tab, searched, sorted and paged, with the count of every tab',
        querystring: clientListQuerySchema,
        response: { 200: clientListSchema },
      },
    },
    async (request) => listClientsOf(app.db, viewerOf(request).userId, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a client (a lead unless another status is chosen)',
        body: clientInputSchema,
        response: { 201: z.object({ client: clientSchema }) },
      },
    },
    async (request, reply) => {
      const client = await createClient(app.db, viewerOf(request).userId, request.body);
      return reply.status(201).send({ client });
    },
  );

  app.get(
    '/export',
    {
      schema: {
        tags,
        summary: 'The clients of a tab and search as a CSV file',
        querystring: clientListQuerySchema.omit({ page: true }),
      },
    },
    async (request, reply) => {
      const csv = await exportClients(app.db, viewerOf(request).userId, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="clients-${request.query.tab}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/import/preview',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Check a CSV file: every row with its errors and duplicates; nothing is saved',
        body: clientImportSchema,
        response: { 200: importPreviewSchema },
      },
    },
    async (request) => (await previewImport(app.db, viewerOf(request).userId, request.body.csv)).preview,
  );

  app.post(
    '/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Import the good rows of a CSV file in one transaction',
        body: clientImportSchema,
        response: { 201: importResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await confirmImport(app.db, viewerOf(request).userId, request.body.csv)),
  );

  app.get(
    '/:id',
    {
      preHandler: owned,
      schema: { tags, summary: 'A client and their timeline', params, response: { 200: clientDetailSchema } },
    },
    async (request) => getClientDetail(app.db, viewerOf(request).userId, request.params.id),
  );

  app.put(
    '/:id',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: 'Edit a client (Last Contact does not move)',
        params,
        body: clientInputSchema,
        response: { 200: z.object({ client: clientSchema }) },
      },
    },
    async (request) => ({
      client: await editClient(app.db, viewerOf(request).userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      preHandler: owned,
      schema: { tags, summary: 'Delete a client (refused while they have issued records)', params },
    },
    async (request, reply) => {
      await removeClient(app.db, viewerOf(request).userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/:id/email/preview',
    {
      preHandler: owned,
      schema: {
        tags,
        summary: "Send Email's preview: the text filled with this client's values, and the placeholders left",
        params,
        body: clientEmailSchema,
        response: { 200: emailPreviewSchema },
      },
    },
    async (request) => previewClientEmail(emailDeps, viewerOf(request), request.params.id, request.body),
  );

  app.post(
    '/:id/email',
    {
      preHandler: owned,
      schema: {
        tags,
        summary:
          'Email a client (approved photographers), placeholders filled (one left unfilled refuses it); goes on the timeline and moves Last Contact',
        params,
        body: clientEmailSchema,
        response: { 201: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await sendClientEmail(emailDeps, viewerOf(request), request.params.id, request.body);
      return reply.status(201).send({ ok: true as const });
    },
  );
};

/** The client's side: the photographers who keep a record of this signed-in person. */
export const myPhotographersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Your photographers (their client records match your verified email) and what they share',
        response: { 200: myPhotographersSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return {
        photographers: await myPhotographers(app.db, viewer),
        sms: await mySms(app.db, viewer, app.sms.configured),
      };
    },
  );
};
