import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/test-database.ts';
import { createJobQueue, type Jobs } from './job-queue.ts';

interface Line {
  level: 'warn' | 'error';
  fields: Record<string, unknown>;
  message: string;
}

/** A logger that keeps the warnings and errors it is given. */
function capturingLogger(lines: Line[]): FastifyBaseLogger {
  const keep = (level: Line['level']) => (fields: Record<string, unknown>, message: string) =>
    lines.push({ level, fields, message });
  const quiet = () => undefined;
  const log = {
    level: 'info',
    warn: keep('warn'),
    error: keep('error'),
    info: quiet,
    debug: quiet,
    trace: quiet,
    fatal: quiet,
    silent: quiet,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

describe('a failing job in the logs (pg-boss workers)', () => {
  let db: TestDatabase;
  let jobs: Jobs;
  const lines: Line[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    jobs = createJobQueue({
      database: db.database,
      databaseUrl: db.url,
      enabled: true,
      log: capturingLogger(lines),
    });
    jobs.handle(
      'test-always-fails',
      async () => {
        throw new Error('the printer is on fire');
      },
      { retryLimit: 2, retryDelay: 1 },
    );
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await db.drop();
  });

  it('warns at each failed attempt and logs an error once, when it gives up', async () => {
    await jobs.send('test-always-fails', {});
    await expect
      .poll(() => lines.filter((l) => l.level === 'error').length, { timeout: 30_000, interval: 200 })
      .toBe(1);
    const mine = lines.filter((l) => l.fields.queue === 'test-always-fails');
    expect(mine.map((l) => [l.level, l.fields.attempt])).toEqual([
      ['warn', 1],
      ['warn', 2],
      ['error', 3],
    ]);
    expect(mine[0]!.message).toBe('job attempt failed; it will be retried');
    expect(mine[2]!.message).toBe('job failed after its last retry');
    expect((mine[2]!.fields.err as Error).message).toBe('the printer is on fire');
  });
});
