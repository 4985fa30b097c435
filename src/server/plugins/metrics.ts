import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { notFound } from '../lib/http-error.ts';
import { isDirectLocalRequest } from '../lib/local-request.ts';
import { outboxBacklog } from '../modules/notifications/notifications.platform.ts';

/** Latency buckets in seconds: most answers take a few milliseconds, reports and PDFs more. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** A scraper with the token, or this machine asking directly (never through a proxy). */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  const given = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
  if (token && given) {
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  return isDirectLocalRequest(request);
}

/**
 * `/metrics` in Prometheus's text format (decision 286), through prom-client: requests and their
 * latency by route, the job queues' backlog and oldest job, the outbox backlog per channel, the
 * database pool, and Node's own figures (event-loop delay, memory, GC). Each app has its own
 * registry, so several apps in one test process do not mix their figures.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { token: string | undefined }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'aworan_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'aworan_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'aworan_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the address itself: ids would make a series per record.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const gauge = (name: string, help: string, label: string) =>
    new Gauge({ name, help, labelNames: [label], registers: [registry] });
  const jobsReady = gauge('aworan_job_queue_ready', 'Jobs ready to run now, per queue', 'queue');
  const jobsOldest = gauge(
    'aworan_job_queue_oldest_seconds',
    'Age of the oldest job ready to run, per queue',
    'queue',
  );
  const outbox = gauge('aworan_outbox_queued', 'Messages waiting to be sent, per channel', 'channel');
  const pool = gauge(
    'aworan_db_pool_connections',
    'Database pool connections by state (PostgreSQL; the embedded database has one)',
    'state',
  );
  /** The figures read from the database, once per scrape. */
  async function refresh() {
    const [queues, channels] = await Promise.all([app.jobs.backlog(), outboxBacklog(app.db)]);
    jobsReady.reset();
    jobsOldest.reset();
    for (const q of queues) {
      jobsReady.set({ queue: q.queue }, q.ready);
      jobsOldest.set({ queue: q.queue }, q.oldestSeconds);
    }
    for (const c of channels) outbox.set({ channel: c.channel }, c.queued);
    const connections = app.database.pool;
    pool.set({ state: 'total' }, connections ? connections.totalCount : 1);
    pool.set({ state: 'idle' }, connections ? connections.idleCount : 0);
    pool.set({ state: 'waiting' }, connections ? connections.waitingCount : 0);
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request, opts.token)) throw notFound();
    await refresh();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
