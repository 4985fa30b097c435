import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  email: z.enum(['outbox', 'smtp']),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const liveResponse = z.object({ status: z.literal('ok') });

/** A load balancer's question: may this instance take requests now? */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: z.boolean(), migrations: z.boolean(), storage: z.boolean() }),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
