import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOverviewResponse,
  adminUser,
  auditEntryView,
  changeRoleSchema,
  createAdminSchema,
  decisionResponse,
  photographersQuery,
  photographersResponse,
  rejectPhotographerSchema,
  usersQuery,
  usersResponse,
} from '../../../shared/admin.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { decideOnPhotographer, listPhotographersForReview } from '../accounts/approval.service.ts';
import { changeRole, createAdmin, listUsers, setDisabled } from '../accounts/user-admin.service.ts';
import { requestOrigin } from '../audit/audit.service.ts';
import { listAuditView } from './audit-view.service.ts';
import { adminOverview } from './overview.service.ts';
import { storageAlertRoutes } from './storage-alert.routes.ts';

const tags = ['admin'];
const userParams = z.object({ userId: z.uuid('Unknown user') });

/** The admin dashboard's API. Every route: super admins only, refused before anything else. */
export const adminRoutes: FastifyPluginAsyncZod<{ isProduction: boolean }> = async (app, opts) => {
  app.addHook('onRequest', app.requireRole('super_admin'));
  const publicUrl = String(app.auth.options.baseURL);
  const actor = (request: Parameters<typeof viewerOf>[0]) => ({
    adminUserId: viewerOf(request).userId,
    origin: requestOrigin(request),
  });

  await app.register(storageAlertRoutes);

  app.get(
    '/overview',
    { schema: { tags, summary: 'Live figures and system health', response: { 200: adminOverviewResponse } } },
    async () => adminOverview(app.database, app.mailer.transport, !opts.isProduction),
  );

  app.get(
    '/photographers',
    { schema: { tags, querystring: photographersQuery, response: { 200: photographersResponse } } },
    async (request) => ({ photographers: await listPhotographersForReview(app.db, request.query.status) }),
  );

  app.post(
    '/photographers/:userId/approve',
    { schema: { tags, params: userParams, response: { 200: decisionResponse } } },
    async (request) => ({
      photographer: await decideOnPhotographer(
        app.db,
        request.params.userId,
        { status: 'approved' },
        { ...actor(request), mailer: app.mailer, publicUrl },
      ),
    }),
  );

  app.post(
    '/photographers/:userId/reject',
    {
      schema: {
        tags,
        params: userParams,
        body: rejectPhotographerSchema,
        response: { 200: decisionResponse },
      },
    },
    async (request) => ({
      photographer: await decideOnPhotographer(
        app.db,
        request.params.userId,
        { status: 'rejected', reason: request.body.reason ?? null },
        { ...actor(request), mailer: app.mailer, publicUrl },
      ),
    }),
  );

  app.get(
    '/users',
    { schema: { tags, querystring: usersQuery, response: { 200: usersResponse } } },
    async (request) => listUsers(app.db, request.query.search, request.query.page),
  );

  app.put(
    '/users/:userId/role',
    {
      schema: {
        tags,
        params: userParams,
        body: changeRoleSchema,
        response: { 200: z.object({ user: adminUser }) },
      },
    },
    async (request) => ({
      user: await changeRole(app.db, request.params.userId, request.body.role, actor(request)),
    }),
  );

  for (const [path, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/users/:userId/${path}`,
      { schema: { tags, params: userParams, response: { 200: z.object({ user: adminUser }) } } },
      async (request) => ({
        user: await setDisabled(app.db, request.params.userId, disabled, actor(request)),
      }),
    );
  }

  app.post(
    '/admins',
    {
      schema: {
        tags,
        summary: 'Create another super admin',
        body: createAdminSchema,
        response: { 201: z.object({ user: adminUser }) },
      },
    },
    async (request, reply) => {
      const user = await createAdmin(app.db, request.body, actor(request));
      return reply.status(201).send({ user });
    },
  );

  app.get(
    '/audit',
    {
      schema: {
        tags,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.object({ entries: z.array(auditEntryView) }) },
      },
    },
    async (request) => ({ entries: await listAuditView(app.db, request.query.limit) }),
  );
};
