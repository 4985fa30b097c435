import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessageSchema, demoRequestSchema } from '../../../shared/content.ts';
import {
  inboxQuerySchema,
  inboxResponseSchema,
  inquirySchema,
  inquiryStateSchema,
} from '../../../shared/inquiries.ts';
import { FORM_RATE_LIMIT, registerFormRateLimit } from '../../lib/form-rate-limit.ts';
import {
  changeInquiryState,
  getInbox,
  type InquiryDeps,
  removeInquiry,
  submitContact,
  submitDemoRequest,
} from './inquiries.service.ts';

const accepted = z.object({ ok: z.literal(true) });

/** The public contact and demo forms (/api/inquiries/...), rate limited per IP. */
export const inquiryFormRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  await registerFormRateLimit(app);
  const deps = (): InquiryDeps => ({
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    publicUrl: opts.publicUrl,
  });

  app.post(
    '/contact',
    {
      config: { rateLimit: FORM_RATE_LIMIT },
      schema: {
        tags: ['forms'],
        summary: 'Send a message from the contact page',
        body: contactMessageSchema,
        response: { 201: accepted },
      },
    },
    async (request, reply) => {
      await submitContact(deps(), request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      return reply.status(201).send({ ok: true });
    },
  );

  app.post(
    '/demo',
    {
      config: { rateLimit: FORM_RATE_LIMIT },
      schema: {
        tags: ['forms'],
        summary: 'Request a demo',
        body: demoRequestSchema,
        response: { 201: accepted },
      },
    },
    async (request, reply) => {
      await submitDemoRequest(deps(), request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send({ ok: true });
    },
  );
};

/** The admin Inbox (/api/admin/inquiries/...): super admins only. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Refused before the body is even read: the whole scope is for super admins.
  app.addHook('onRequest', app.requireRole('super_admin'));
  const tags = ['content admin'];
  const params = z.object({ id: z.uuid('Unknown message') });

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Contact and demo requests, newest first',
        querystring: inboxQuerySchema,
        response: { 200: inboxResponseSchema },
      },
    },
    async (request) => getInbox(app.db, request.query.folder, request.query.kind, request.query.page),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Mark a message read or unread, archive or restore it',
        params,
        body: inquiryStateSchema,
        response: { 200: z.object({ inquiry: inquirySchema }) },
      },
    },
    async (request) => ({ inquiry: await changeInquiryState(app.db, request.params.id, request.body) }),
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Delete a message for good', params } },
    async (request, reply) => {
      await removeInquiry(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
