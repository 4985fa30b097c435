import type { FastifyInstance } from 'fastify';
import { notFound } from './http-error.ts';

/** What a worker process answers: its load balancer's and its scraper's questions. */
const WORKER_PATHS = ['/api/health', '/metrics'];

const isWorkerPath = (url: string) => {
  const path = url.split('?')[0]!;
  return WORKER_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
};

/**
 * A worker (AWORAN_ROLE=worker, decision 286) builds the whole app, so every module registers
 * its jobs, but answers nothing of the site or the API: requests belong to web instances.
 */
export function workerAnswersHealthOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isWorkerPath(request.url)) throw notFound('This instance runs jobs only.');
  });
}
