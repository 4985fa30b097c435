import {
  type Bank,
  PAYMENTS_API,
  type PaymentSettings,
  type PaymentsStatus,
  type PayoutAccountResponse,
  type PhotographerPayments,
  type PlatformFigures,
} from '@shared/payments';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const paymentsKeys = {
  status: ['payments', 'status'] as const,
  banks: ['payments', 'banks'] as const,
  payoutAccount: ['payments', 'payout-account'] as const,
  adminSettings: ['payments', 'admin-settings'] as const,
  online: ['payments', 'online'] as const,
  adminFigures: (from: string, to: string) => ['payments', 'admin-figures', from, to] as const,
};

export const paymentsStatusQuery = queryOptions({
  queryKey: paymentsKeys.status,
  queryFn: () => api.get<PaymentsStatus>(PAYMENTS_API.status),
  staleTime: 5 * 60_000,
});

export const banksQuery = queryOptions({
  queryKey: paymentsKeys.banks,
  queryFn: async () => (await api.get<{ banks: Bank[] }>(PAYMENTS_API.banks)).banks,
  staleTime: 60 * 60_000,
});

export const payoutAccountQuery = queryOptions({
  queryKey: paymentsKeys.payoutAccount,
  queryFn: () => api.get<PayoutAccountResponse>(PAYMENTS_API.payoutAccount),
});

export const paymentSettingsQuery = queryOptions({
  queryKey: paymentsKeys.adminSettings,
  queryFn: () => api.get<PaymentSettings>(PAYMENTS_API.adminSettings),
});

export const photographerPaymentsQuery = queryOptions({
  queryKey: paymentsKeys.online,
  queryFn: () => api.get<PhotographerPayments>(PAYMENTS_API.online),
});

/** The super admin's money view: platform volume, fees, refunds and failures in a window. */
export const platformFiguresQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: paymentsKeys.adminFigures(from, to),
    queryFn: () =>
      api.get<PlatformFigures>(`${PAYMENTS_API.adminFigures}?${new URLSearchParams({ from, to })}`),
  });
