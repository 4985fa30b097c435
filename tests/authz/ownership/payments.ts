import { paidOnline } from '../../fake-paystack/pay-online.ts';
import { type OwnershipTable, ownershipContext, photographerRefusals } from './rules.ts';

/** A photographer's own online payments. */
export const paymentsOwnership: OwnershipTable = {
  'POST /api/payments/online/:paymentId/refund': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({
      paymentId: (await paidOnline(app, ownershipContext.paystack!, owner)).id,
    }),
    request: () => ({ payload: { amountKobo: 100_000, reason: 'Ownership check' } }),
    refusals: photographerRefusals,
    ownerStatus: 201,
  },
};
