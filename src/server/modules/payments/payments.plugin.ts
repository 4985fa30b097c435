import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaystackConfig } from '../../config.ts';
import { findOnlinePayment } from './online-payments.repository.ts';
import {
  type OnlinePaymentsDeps,
  type PaymentPurpose,
  type SettleOutcome,
  type StartPaymentInput,
  settleOnlinePayment,
  startOnlinePayment,
} from './online-payments.service.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { type PaymentsDeps, payoutSubaccountFor } from './payments.service.ts';
import { createPaystackClient, type PaystackClient } from './paystack.client.ts';
import { RECONCILE_CRON, RECONCILE_QUEUE, reconcilePayments } from './reconciliation.service.ts';
import { applyRefundEvent, type RefundRequest, requestRefund } from './refunds.service.ts';
import {
  PAYSTACK_REVERIFY_QUEUE,
  type ReverifyJob,
  reverifyPayment,
  scheduleReverify,
} from './reverify.service.ts';
import { paystackWebhookRoute } from './webhook.routes.ts';
import { type EventHandler, PAYSTACK_EVENT_QUEUE, processPaystackEvent } from './webhook.service.ts';

/** What other modules use: `app.payments`. */
export interface Payments {
  /** Whether online payment is on (Paystack keys set), and whether in test mode. */
  readonly online: boolean;
  readonly testMode: boolean;
  /** Registers what a payment can pay for; call while the app is being built. */
  registerPurpose(name: string, purpose: PaymentPurpose): void;
  /** Registers the work for another webhook event kind (e.g. `refund.processed`). */
  onEvent(event: string, handler: EventHandler): void;
  start(input: StartPaymentInput): Promise<{ authorizationUrl: string; reference: string }>;
  settle(reference: string, source: 'return' | 'webhook' | 'reconciliation'): Promise<SettleOutcome>;
  refund(
    actor: { userId: string; ipAddress: string; userAgent: string | null },
    paymentId: string,
    request: RefundRequest,
  ): ReturnType<typeof requestRefund>;
  readonly paystack: PaystackClient | undefined;
  /** Whether clients can pay this photographer online now (keys set and a payout account). */
  canReceive(photographerId: string): Promise<boolean>;
  /** What an attempt's reference pays for, or undefined for a reference that is not ours. */
  attempt(reference: string): Promise<{ purpose: string; subjectId: string } | undefined>;
  /** The daily reconciliation, callable at once (tests, support). */
  reconcile(now?: Date): ReturnType<typeof reconcilePayments>;
}

/**
 * The payments module, its one plugin: `app.payments` for the modules whose things are paid for
 * (registered at the app's root, before them, so every module sees it), the webhook, reverify and
 * reconciliation jobs, and its routes inside /api.
 */
export const paymentsModule = fp(
  async (app: FastifyInstance, opts: { paystack: PaystackConfig | undefined }) => {
    const paystack = opts.paystack
      ? createPaystackClient({ secretKey: opts.paystack.secretKey, baseUrl: opts.paystack.baseUrl })
      : undefined;
    const purposes = new Map<string, PaymentPurpose>();
    const handlers = new Map<string, EventHandler>();
    const onlineDeps = (): OnlinePaymentsDeps => ({
      db: app.db,
      paystack,
      mailer: app.mailer,
      log: app.log,
      purposes,
    });

    app.decorate('payments', {
      online: paystack !== undefined,
      testMode: paystack?.testMode ?? false,
      paystack,
      registerPurpose(name, purpose) {
        if (purposes.has(name)) throw new Error(`The payment purpose "${name}" is registered twice.`);
        purposes.set(name, purpose);
      },
      onEvent(event, handler) {
        handlers.set(event, handler);
      },
      start: (input) => startOnlinePayment(onlineDeps(), input),
      async settle(reference, source) {
        const outcome = await settleOnlinePayment(onlineDeps(), reference, source);
        // A client back from checkout before Paystack settled: asked again later (decision 193).
        if (outcome === 'pending' && source === 'return') await scheduleReverify(app.jobs, reference);
        return outcome;
      },
      reconcile: (now) => reconcilePayments(onlineDeps(), now),
      canReceive: async (photographerId) =>
        (await payoutSubaccountFor({ db: app.db, paystack, log: app.log }, photographerId)) !== undefined,
      attempt: async (reference) => {
        const row = await findOnlinePayment(app.db, reference);
        return row ? { purpose: row.purpose, subjectId: row.subjectId } : undefined;
      },
      refund: (actor, paymentId, request) => requestRefund(onlineDeps(), actor, paymentId, request),
    } satisfies Payments);

    for (const event of ['refund.processed', 'refund.failed']) {
      handlers.set(event, ({ data }) => applyRefundEvent(onlineDeps(), event, data));
    }
    app.jobs.recurring(RECONCILE_QUEUE, RECONCILE_CRON, async () => {
      await reconcilePayments(onlineDeps());
    });
    app.jobs.handle<{ id: string }>(PAYSTACK_EVENT_QUEUE, async ({ id }) =>
      processPaystackEvent({ ...onlineDeps(), handlers, jobs: app.jobs }, id),
    );
    app.jobs.handle<ReverifyJob>(PAYSTACK_REVERIFY_QUEUE, async (job) => {
      await reverifyPayment({ ...onlineDeps(), jobs: app.jobs }, job);
    });

    const deps = (): PaymentsDeps => ({ db: app.db, paystack, log: app.log });
    await app.register(paymentsRoutes, { prefix: '/api', deps });
    await app.register(paystackWebhookRoute, {
      prefix: '/api',
      secrets: opts.paystack?.webhookSecrets ?? [],
    });
  },
  { name: 'payments' },
);

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}
