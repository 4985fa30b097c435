import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authOptionsResponse,
  meResponse,
  photographerApplicationSchema,
  photographerApplicationView,
  photographerProfileSchema,
  photographerProfileView,
  SOCIAL_PROVIDERS,
  sessionView,
  updateNameSchema,
} from '../../../shared/accounts.ts';
import { requireOwnedParam } from '../../lib/access.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { type Guard, viewerOf } from '../../plugins/auth.ts';
import { requestOrigin } from '../audit/audit.service.ts';
import {
  currentApplication,
  getProfile,
  listSessions,
  revokeOtherSessions,
  revokeSession,
  submitApplication,
  updateName,
  updateProfile,
} from './accounts.service.ts';

const tags = ['accounts'];
const ok = z.object({ ok: z.literal(true) });

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.auth.options.baseURL as string;

  app.get(
    '/me',
    { schema: { tags, summary: 'The signed-in person, or null', response: { 200: meResponse } } },
    async (request, reply) => {
      // The one call that may extend the session: the client makes it on load and every 30 s.
      const { viewer, cookies } = await app.loadSession(request, true);
      if (cookies.length) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');
      return { viewer, application: viewer ? await currentApplication(app.db, viewer) : null };
    },
  );

  app.get(
    '/auth-options',
    { schema: { tags, summary: 'Sign-in methods configured', response: { 200: authOptionsResponse } } },
    async () => {
      const configured = app.auth.options.socialProviders ?? {};
      return { socialProviders: SOCIAL_PROVIDERS.filter((p) => p in configured) };
    },
  );

  app.put(
    '/me/name',
    { onRequest: app.requireUser, schema: { tags, body: updateNameSchema, response: { 200: ok } } },
    async (request) => {
      await updateName(app.db, viewerOf(request), request.body);
      return { ok: true as const };
    },
  );

  app.get(
    '/sessions',
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: z.object({ sessions: z.array(sessionView) }) } },
    },
    async (request) => ({
      sessions: await listSessions(app.db, viewerOf(request).userId, request.sessionId),
    }),
  );

  app.delete(
    '/sessions/:id',
    {
      onRequest: app.requireUser,
      // Somebody else's session answers 404, like one that does not exist.
      preHandler: requireOwnedParam(app.db, 'accounts.session'),
      schema: { tags, params: z.object({ id: z.uuid('Unknown session') }), response: { 200: ok } },
    },
    async (request) => {
      await revokeSession(app.db, viewerOf(request).userId, request.params.id, request.sessionId);
      return { ok: true as const };
    },
  );

  app.post(
    '/sessions/revoke-others',
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: z.object({ revoked: z.number().int() }) } },
    },
    async (request) => ({
      revoked: await revokeOtherSessions(app.db, viewerOf(request).userId, request.sessionId),
    }),
  );

  // The spec's wording for an application sent without a session.
  const signedInToApply: Guard = async (request) => {
    if (!(await request.getViewer())) throw unauthorized('User not authenticated');
  };
  const photographerOnly = [signedInToApply, app.requireRole('photographer')];

  app.get(
    '/photographer-application',
    {
      onRequest: photographerOnly,
      schema: { tags, response: { 200: z.object({ application: photographerApplicationView.nullable() }) } },
    },
    async (request) => ({ application: await currentApplication(app.db, viewerOf(request)) }),
  );

  app.post(
    '/photographer-application',
    {
      onRequest: photographerOnly,
      schema: {
        tags,
        summary: 'Apply for approval as a photographer',
        body: photographerApplicationSchema,
        response: { 201: z.object({ application: photographerApplicationView }) },
      },
    },
    async (request, reply) => {
      const application = await submitApplication(app.db, viewerOf(request), request.body, {
        mailer: app.mailer,
        publicUrl,
        origin: requestOrigin(request),
      });
      return reply.status(201).send({ application });
    },
  );

  app.get(
    '/photographer-profile',
    {
      onRequest: app.requireRole('photographer'),
      schema: { tags, response: { 200: z.object({ profile: photographerProfileView }) } },
    },
    async (request) => ({ profile: await getProfile(app.db, viewerOf(request).userId) }),
  );

  app.put(
    '/photographer-profile',
    {
      onRequest: app.requireRole('photographer'),
      schema: {
        tags,
        body: photographerProfileSchema,
        response: { 200: z.object({ profile: photographerProfileView }) },
      },
    },
    async (request) => ({
      profile: await updateProfile(app.db, viewerOf(request).userId, request.body),
    }),
  );
};
