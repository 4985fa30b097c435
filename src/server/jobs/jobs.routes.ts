import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failedJobsResponse, jobIdParams } from '../../shared/outbox.ts';
import { notFound } from '../lib/http-error.ts';
import { failedJobQueue, listFailedJobs } from './failed-jobs.ts';

const tags = ['admin'];

/** Failed background jobs in the admin dashboard (/api/admin/jobs…): super admins only. */
export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('super_admin'));

  app.get(
    '/jobs/failed',
    {
      schema: {
        tags,
        summary: 'Jobs that used up their retries, newest first',
        response: { 200: failedJobsResponse },
      },
    },
    async () => {
      // Without workers (jobs switched off) pg-boss has no tables and nothing can fail.
      if (app.jobs.mode === 'inline') return { jobs: [], running: false };
      const jobs = await listFailedJobs(app.database, 100);
      return { jobs: jobs.map((j) => ({ ...j, failedAt: j.failedAt.toISOString() })), running: true };
    },
  );

  app.post(
    '/jobs/:jobId/retry',
    { schema: { tags, summary: 'Run a failed job again', params: jobIdParams } },
    async (request, reply) => {
      const queue =
        app.jobs.mode === 'queue' ? await failedJobQueue(app.database, request.params.jobId) : undefined;
      if (!queue) throw notFound('This failed job is no longer there.');
      await app.jobs.start(); // at once if it was still held back
      await app.jobs.boss!.retry(queue, request.params.jobId);
      return reply.status(204).send();
    },
  );
};
