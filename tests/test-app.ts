import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { type AppConfig, loadConfig } from '../src/server/config.ts';
import { FAST_PASSWORD_HASHER } from './fast-password-hash.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The real HTTP app on a fresh copy of the migrated database, without the front end or
 * jobs unless asked. Call `close()` in afterAll.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const db = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      DATA_DIR: '/tmp/aworan-test',
    }),
    databaseUrl: db.url,
    clientDir: undefined,
    ssrDir: undefined,
    jobs: false,
    // Not in production mode: the auth plugin refuses a test hasher there.
    ...(overrides.isProduction ? {} : { testPasswordHasher: FAST_PASSWORD_HASHER }),
    ...overrides,
  };
  const app = await buildApp(config, { database: db.database });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}
