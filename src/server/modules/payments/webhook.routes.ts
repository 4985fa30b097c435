import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { PAYMENTS_API } from '../../../shared/payments.ts';
import { receivePaystackWebhook } from './webhook.service.ts';

/** Paystack's events are small; anything larger is not from Paystack. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * `POST /api/payments/paystack/webhook`, in its own scope: here JSON is kept as the exact bytes
 * received, because the signature covers those bytes (re-serialised JSON would differ).
 */
export const paystackWebhookRoute: FastifyPluginAsync<{ secrets: readonly string[] }> = async (app, opts) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  app.post(
    PAYMENTS_API.webhook.replace(/^\/api/, ''),
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary: "Paystack's webhook (signed events; paste this URL in Paystack's dashboard)",
        response: {
          200: z.object({ received: z.literal(true) }),
          400: z.object({ message: z.string() }),
          401: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await receivePaystackWebhook(
        { db: app.db, jobs: app.jobs, log: request.log, secrets: opts.secrets },
        raw,
        request.headers['x-paystack-signature'],
        { ip: request.ip },
      );
      if (answer.status === 401) return reply.status(401).send({ message: 'Invalid signature' });
      if (answer.status === 400) return reply.status(400).send({ message: 'Not a Paystack event' });
      return reply.send({ received: true });
    },
  );
};
