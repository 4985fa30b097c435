import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticClientPlugin } from './plugins/static-client.ts';

export interface BuildAppOptions {
  /** An open, migrated database (tests share one); otherwise opened from the config. */
  database?: Database;
}

/** Builds the whole HTTP app: the server entry point and every integration test use this. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!options.database) await runMigrations(database);

  await app.register(databasePlugin, { database, owned: !options.database });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { isProduction: config.isProduction });
  await app.register(cookie);
  await app.register(mailerPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
  });
  await app.register(jobsPlugin, { database, databaseUrl: config.databaseUrl, enabled: config.jobs });

  await app.register(swagger, {
    openapi: { info: { title: 'Aworan API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(staticClientPlugin, { clientDir: config.clientDir });
  return app;
}
