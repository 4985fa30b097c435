import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createJobQueue, InlineJobFailed } from './job-queue.ts';

const quiet = { warn() {}, error() {}, info() {} } as unknown as FastifyBaseLogger;
const inline = (inlineRuns?: number) =>
  createJobQueue({
    database: {} as Database,
    databaseUrl: undefined,
    enabled: false,
    log: quiet,
    ...(inlineRuns ? { inlineRuns } : {}),
  });

describe('the inline job mode tests use', () => {
  it('throws when a job fails its last retry, after every attempt', async () => {
    const jobs = inline();
    let attempts = 0;
    jobs.handle(
      'always-fails',
      async () => {
        attempts += 1;
        throw new Error('the SMTP server said no');
      },
      { retryLimit: 2 },
    );
    const sent = jobs.send('always-fails', {});
    await expect(sent).rejects.toThrow(InlineJobFailed);
    await expect(sent).rejects.toThrow(
      'The job "always-fails" failed after its last retry: the SMTP server said no',
    );
    expect(attempts).toBe(3);
  });

  it('resolves when a retry succeeds, runs a job twice when asked, and sends a keyed job once', async () => {
    const jobs = inline(2);
    const runs: number[] = [];
    jobs.handle<{ n: number }>('flaky', async ({ n }, job) => {
      if (job.retryCount === 0 && runs.length === 0) {
        runs.push(-1);
        throw new Error('once');
      }
      runs.push(n);
    });
    await jobs.send('flaky', { n: 1 });
    expect(runs).toEqual([-1, 1, 1]);
    await jobs.send('flaky', { n: 2 }, { key: 'k' });
    await jobs.send('flaky', { n: 3 }, { key: 'k' });
    expect(runs).toEqual([-1, 1, 1, 2, 2]);
  });
});
