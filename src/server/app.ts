import http from 'node:http';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { jobsAdminRoutes } from './jobs/jobs.routes.ts';
import { localRequestsOnly } from './lib/local-request.ts';
import { PageFront } from './lib/page-front.ts';
import { workerAnswersHealthOnly } from './lib/process-role.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id.ts';
import { OneLineRequestLog } from './lib/request-log.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { presignedOrigin } from './lib/uploads/storage-url.ts';
import { allowedOrigins } from './modules/accounts/accounts.platform.ts';
import { accountsModule } from './modules/accounts/accounts.plugin.ts';
import { adminModule } from './modules/admin/admin.plugin.ts';
import { clientsModule, clientsPages } from './modules/clients/clients.plugin.ts';
import { contentApiPlugin } from './modules/content/content.plugin.ts';
import { publicSitePlugin } from './modules/content/public-site.plugin.ts';
import { contractsModule } from './modules/contracts/contracts.plugin.ts';
import { emailTemplatesModule } from './modules/email-templates/email-templates.plugin.ts';
import { findMeModule } from './modules/find-me/find-me.plugin.ts';
import { followUpsModule } from './modules/follow-ups/follow-ups.plugin.ts';
import { galleriesModule } from './modules/galleries/galleries.plugin.ts';
import { healthModule } from './modules/health/health.plugin.ts';
import { inquiriesModule } from './modules/inquiries/inquiries.plugin.ts';
import { invoicingModule } from './modules/invoicing/invoicing.plugin.ts';
import { marketplaceModule } from './modules/marketplace/marketplace.plugin.ts';
import { mediaModule } from './modules/media/media.plugin.ts';
import { messagesModule } from './modules/messages/messages.plugin.ts';
import { newsletterModule } from './modules/newsletter/newsletter.plugin.ts';
import { notificationsModule } from './modules/notifications/notifications.plugin.ts';
import { ogImageModule } from './modules/og-image/og-image.plugin.ts';
import { paymentsModule } from './modules/payments/payments.plugin.ts';
import { reportsModule } from './modules/reports/reports.plugin.ts';
import { reviewsModule } from './modules/reviews/reviews.plugin.ts';
import { schedulingModule } from './modules/scheduling/scheduling.plugin.ts';
import { setupModule } from './modules/setup/setup.plugin.ts';
import { studioModule } from './modules/studio/studio.plugin.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticClientPlugin } from './plugins/static-client.ts';
import { storagePlugin } from './plugins/storage.ts';

export interface BuildAppOptions {
  /** An open, migrated database (tests share one); otherwise opened from the config. */
  database?: Database;
}

/** Builds the whole HTTP app: the server entry point and every integration test use this. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // Kept public pages are answered by the HTTP server before Fastify (decision 216).
  const front = new PageFront();
  const app = Fastify({
    serverFactory: (handler) =>
      http.createServer((req, res) => {
        if (!front.answer(req, res)) handler(req, res);
      }),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    logController: new OneLineRequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Every log line of a request carries its id, and so does the answer (decision 286).
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  if (config.role === 'worker') workerAnswersHealthOnly(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (err) => app.log.warn({ err }, 'database connection lost; the pool will reconnect'),
    }));
  if (!options.database) await runMigrations(database);

  await app.register(databasePlugin, { database, owned: !options.database });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    isProduction: config.isProduction,
    fileOrigins: config.storage.driver === 's3' ? [presignedOrigin(config.storage)] : [],
  });
  await app.register(cookie);
  // Before every module: they register their queues and schedules on app.jobs.
  await app.register(jobsPlugin, {
    database,
    databaseUrl: config.databaseUrl,
    enabled: config.jobs,
    runsHandlers: config.role !== 'web',
    ...(config.inlineJobRuns ? { inlineRuns: config.inlineJobRuns } : {}),
    ...(config.schedulePassSeconds ? { schedulePassSeconds: config.schedulePassSeconds } : {}),
  });
  await app.register(csrfPlugin, { allowedOrigins: allowedOrigins(config) });
  await app.register(authPlugin, { config });

  await app.register(swagger, {
    openapi: { info: { title: 'Aworan API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The API map helps an attacker more than a visitor: super admins only in production; in
    // development, only to this machine, never through a proxy (decision 192).
    uiHooks: {
      onRequest: config.isProduction ? app.requireRole('super_admin') : localRequestsOnly,
    },
  });

  // Before the routes: it times each of them.
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(storagePlugin, {
    dataDir: config.dataDir,
    authSecret: config.authSecret,
    storage: config.storage,
  });
  app.decorate('pageFront', front);
  await app.register(publicSitePlugin, {
    publicUrl: config.publicUrl,
    ssrDir: config.ssrDir,
    clientDir: config.clientDir,
    front,
  });
  // Compresses routes registered from here on (the API and the front end's files).
  await app.register(compressionPlugin);
  await app.register(mediaModule, { storage: app.storage });
  // At the root, before the modules that send or take money: their service (app.mailer, app.sms,
  // app.payments) is the whole app's, and their routes go inside /api with the others'.
  await app.register(notificationsModule, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    termii: config.termii,
    isProduction: config.isProduction,
  });
  // The modules whose things are paid for register their payment purposes on it.
  await app.register(paymentsModule, { paystack: config.paystack });
  await app.register(
    async (api) => {
      await api.register(healthModule);
      await api.register(contentApiPlugin);
      await api.register(inquiriesModule, { publicUrl: config.publicUrl });
      await api.register(newsletterModule, { publicUrl: config.publicUrl });
      await api.register(accountsModule);
      await api.register(adminModule, { publicUrl: config.publicUrl, isProduction: config.isProduction });
      await api.register(jobsAdminRoutes, { prefix: '/admin' });
      await api.register(marketplaceModule, { publicUrl: config.publicUrl });
      await api.register(clientsModule, { publicUrl: config.publicUrl });
      await api.register(followUpsModule, { publicUrl: config.publicUrl });
      await api.register(emailTemplatesModule);
      await api.register(invoicingModule, { publicUrl: config.publicUrl });
      await api.register(contractsModule, {
        publicUrl: config.publicUrl,
        seal: config.contractSeal,
        authSecret: config.authSecret,
        dataDir: config.dataDir,
        warmSeal: config.jobs,
      });
      await api.register(galleriesModule, { publicUrl: config.publicUrl });
      await api.register(findMeModule, { publicUrl: config.publicUrl });
      await api.register(schedulingModule, { publicUrl: config.publicUrl });
      await api.register(studioModule, { publicUrl: config.publicUrl });
      await api.register(reviewsModule);
      await api.register(messagesModule, { publicUrl: config.publicUrl });
      await api.register(reportsModule);
      await api.register(ogImageModule);
      await api.register(setupModule);
    },
    { prefix: '/api' },
  );

  await app.register(clientsPages);
  await app.register(staticClientPlugin, { clientDir: config.clientDir });
  return app;
}
