import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  banksResponseSchema,
  PAYMENTS_API,
  paymentSettingsSchema,
  paymentsRangeSchema,
  paymentsStatusSchema,
  payoutAccountInputSchema,
  payoutAccountResponseSchema,
  photographerPaymentsSchema,
  platformFeeInputSchema,
  platformFiguresSchema,
  refundInputSchema,
  refundSchema,
  resolvedAccountSchema,
} from '../../../shared/payments.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { requestOrigin } from '../audit/audit.service.ts';
import {
  photographerPayments,
  photographerPaymentsCsv,
  platformPaymentFigures,
} from './money-views.service.ts';
import {
  getPaymentSettings,
  getPayoutAccount,
  listBanks,
  type PaymentsDeps,
  paymentsStatus,
  resolvePayoutAccount,
  setPayoutAccount,
  setPlatformFee,
} from './payments.service.ts';

const api = (path: string) => path.replace(/^\/api/, '');

/** Online payments: status for every page, payouts for photographers, the fee for super admins. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ deps: () => PaymentsDeps }> = async (app, opts) => {
  const { deps } = opts;

  app.get(
    api(PAYMENTS_API.status),
    {
      schema: {
        tags: ['payments'],
        summary: 'Whether clients can pay online, and whether it is test mode',
        response: { 200: paymentsStatusSchema },
      },
    },
    async () => paymentsStatus(deps()),
  );

  const photographerOnly = app.requireRole('photographer');
  const superAdminOnly = app.requireRole('super_admin');

  app.get(
    api(PAYMENTS_API.banks),
    {
      onRequest: photographerOnly,
      schema: {
        tags: ['payments'],
        summary: "Nigerian banks, from Paystack's list",
        response: { 200: banksResponseSchema },
      },
    },
    async () => ({ banks: await listBanks(deps()) }),
  );

  app.post(
    api(PAYMENTS_API.resolveAccount),
    {
      onRequest: photographerOnly,
      schema: {
        tags: ['payments'],
        summary: 'The name the bank holds for an account number',
        body: payoutAccountInputSchema,
        response: { 200: resolvedAccountSchema },
      },
    },
    async (request) => ({ accountName: await resolvePayoutAccount(deps(), request.body) }),
  );

  app.get(
    api(PAYMENTS_API.payoutAccount),
    {
      onRequest: photographerOnly,
      schema: {
        tags: ['payments'],
        summary: "The signed-in photographer's payout account",
        response: { 200: payoutAccountResponseSchema },
      },
    },
    async (request) => getPayoutAccount(deps(), viewerOf(request).userId),
  );

  app.put(
    api(PAYMENTS_API.payoutAccount),
    {
      onRequest: photographerOnly,
      schema: {
        tags: ['payments'],
        summary: 'Set where online payments are paid out (confirmed through Paystack)',
        body: payoutAccountInputSchema,
        response: { 200: payoutAccountResponseSchema },
      },
    },
    async (request) => setPayoutAccount(deps(), viewerOf(request), request.body, requestOrigin(request)),
  );

  app.get(
    api(PAYMENTS_API.adminSettings),
    {
      onRequest: superAdminOnly,
      schema: {
        tags: ['payments'],
        summary: "The platform's fee on online payments",
        response: { 200: paymentSettingsSchema },
      },
    },
    async () => getPaymentSettings(app.db),
  );

  app.put(
    api(PAYMENTS_API.adminSettings),
    {
      onRequest: superAdminOnly,
      schema: {
        tags: ['payments'],
        summary: "Set the platform's fee on online payments (percent)",
        body: platformFeeInputSchema,
        response: { 200: paymentSettingsSchema },
      },
    },
    async (request) =>
      setPlatformFee(app.db, viewerOf(request), request.body.platformFeePercent, requestOrigin(request)),
  );

  app.post(
    '/payments/online/:paymentId/refund',
    {
      onRequest: photographerOnly,
      schema: {
        tags: ['payments'],
        summary: 'Refund an online payment in full or in part (through Paystack)',
        params: z.object({ paymentId: z.uuid() }),
        body: refundInputSchema,
        response: { 201: refundSchema },
      },
    },
    async (request, reply) => {
      const refund = await app.payments.refund(
        { userId: viewerOf(request).userId, ...requestOrigin(request) },
        request.params.paymentId,
        request.body,
      );
      return reply.status(201).send({
        id: refund.id,
        amountKobo: refund.amountKobo,
        reason: refund.reason,
        status: refund.status,
        createdAt: refund.createdAt.toISOString(),
      });
    },
  );

  app.get(
    api(PAYMENTS_API.online),
    {
      onRequest: photographerOnly,
      schema: {
        tags: ['payments'],
        summary: "The signed-in photographer's online payments and their monthly totals",
        querystring: paymentsRangeSchema,
        response: { 200: photographerPaymentsSchema },
      },
    },
    async (request) => photographerPayments(app.db, viewerOf(request).userId, request.query),
  );

  app.get(
    api(PAYMENTS_API.adminFigures),
    {
      onRequest: superAdminOnly,
      schema: {
        tags: ['payments'],
        summary: 'Platform payment volume, fees and failures',
        querystring: paymentsRangeSchema,
        response: { 200: platformFiguresSchema },
      },
    },
    async (request) => platformPaymentFigures(app.db, request.query),
  );

  app.get(
    api(PAYMENTS_API.onlineCsv),
    {
      onRequest: photographerOnly,
      schema: {
        tags: ['payments'],
        summary: "The signed-in photographer's online payments as CSV (for the accountant)",
        querystring: paymentsRangeSchema,
      },
    },
    async (request, reply) => {
      const csv = await photographerPaymentsCsv(app.db, viewerOf(request).userId, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="aworan-online-payments.csv"')
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
