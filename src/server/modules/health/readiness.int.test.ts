import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';

/** What a load balancer asks (decision 286). */
describe('health for a load balancer: live and ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('live answers while the process runs; ready checks the database, migrations and storage', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, storage: true },
    });
  });

  it('is not ready while the database lacks this build’s last migration', async () => {
    const [last] = await t.db.database.query<{ id: number; created_at: string }>(
      'select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    await t.db.database.query('update drizzle.__drizzle_migrations set created_at = 0 where id = $1', [
      last!.id,
    ]);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({ database: true, migrations: false, storage: true });
    } finally {
      await t.db.database.query('update drizzle.__drizzle_migrations set created_at = $1 where id = $2', [
        last!.created_at,
        last!.id,
      ]);
    }
  });
});

describe('health for a load balancer: storage that cannot be written', () => {
  let t: TestApp;
  beforeAll(async () => {
    // DATA_DIR under a plain file: the uploads folder can never be made.
    const file = `/tmp/aworan-not-a-folder-${process.pid}`;
    await writeFile(file, 'not a folder');
    t = await createTestApp({ dataDir: file });
  });
  afterAll(() => t.close());

  it('answers 503 with the failing check named, and live stays 200', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not_ready',
      checks: { database: true, migrations: true, storage: false },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});
