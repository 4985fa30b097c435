import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve('src/client'), '@shared': path.resolve('src/shared') };

/** Integration tests run twice: on embedded PGlite and on a throwaway PostgreSQL 15 cluster. */
const integration = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `integration-${db}`,
    include: ['src/**/*.int.test.ts', 'tests/**/*.int.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    // Generous on purpose: on a loaded CI runner a busy test is slow, not broken. Limits on
    // what really waits (a server starting, a job running) live in the tests themselves.
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
        },
      },
      integration('pglite'),
      integration('postgres'),
      {
        extends: true,
        // The cluster proof (npm run test:cluster): its own processes, its own PostgreSQL.
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.cluster.ts'],
          testTimeout: 900_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
