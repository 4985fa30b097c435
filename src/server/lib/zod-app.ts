import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The Fastify instance a route plugin typed by zod schemas gets (its routes' types follow the schemas). */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
