import type { FastifyInstance } from 'fastify';
import type { PaystackConfig } from '../../config.ts';
import { paymentsRoutes } from './payments.routes.ts';
import type { PaymentsDeps } from './payments.service.ts';
import { createPaystackClient } from './paystack.client.ts';

/** The payments module inside /api: Paystack status, photographer payouts, the platform fee. */
export async function paymentsModule(api: FastifyInstance, opts: { paystack: PaystackConfig | undefined }) {
  const paystack = opts.paystack
    ? createPaystackClient({ secretKey: opts.paystack.secretKey, baseUrl: opts.paystack.baseUrl })
    : undefined;
  const deps = (): PaymentsDeps => ({ db: api.db, paystack, log: api.log });
  await api.register(paymentsRoutes, { deps });
}
