import { z } from 'zod';
import { calendarDate } from './calendar-dates.ts';
import { safeText } from './text.ts';

/** Online payments through Paystack: what the browser and the server agree on. */

export const PAYMENTS_API = {
  status: '/api/payments/status',
  banks: '/api/payments/banks',
  resolveAccount: '/api/payments/payout-account/resolve',
  payoutAccount: '/api/payments/payout-account',
  adminSettings: '/api/admin/payments/settings',
  webhook: '/api/payments/paystack/webhook',
  refund: (paymentId: string) => `/api/payments/online/${paymentId}/refund`,
  online: '/api/payments/online',
  onlineCsv: '/api/payments/online/export.csv',
  adminFigures: '/api/admin/payments/figures',
} as const;

/** Whether clients can pay online on this Aworan, and whether it is Paystack's test mode. */
export const paymentsStatusSchema = z.object({
  online: z.boolean(),
  testMode: z.boolean(),
});
export type PaymentsStatus = z.infer<typeof paymentsStatusSchema>;

export const bankSchema = z.object({ name: z.string(), code: z.string() });
export type Bank = z.infer<typeof bankSchema>;
export const banksResponseSchema = z.object({ banks: bankSchema.array() });

const accountNumber = safeText()
  .trim()
  .regex(/^\d{10}$/, 'Enter the 10-digit account number (NUBAN)');
const bankCode = safeText()
  .trim()
  .min(1, 'Choose your bank')
  .max(20)
  .regex(/^[0-9A-Za-z]+$/, 'Choose your bank');

export const payoutAccountInputSchema = z.object({ bankCode, accountNumber });
export type PayoutAccountInput = z.infer<typeof payoutAccountInputSchema>;

export const resolvedAccountSchema = z.object({ accountName: z.string() });

export const payoutAccountSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  mode: z.enum(['test', 'live']),
  updatedAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const payoutAccountResponseSchema = z.object({
  account: payoutAccountSchema.nullable(),
  /** True when clients can pay this photographer online now. */
  canReceiveOnline: z.boolean(),
});
export type PayoutAccountResponse = z.infer<typeof payoutAccountResponseSchema>;

/** The platform's fee on each online payment, in percent with up to two decimals (0 to 50). */
export const PLATFORM_FEE_MAX_PERCENT = 50;
export const platformFeeInputSchema = z.object({
  platformFeePercent: z
    .number({ error: 'Enter the fee as a number, e.g. 2.5' })
    .min(0, 'The fee cannot be negative')
    .max(PLATFORM_FEE_MAX_PERCENT, `The fee cannot be more than ${PLATFORM_FEE_MAX_PERCENT}%`)
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'Use at most two decimals'),
});
export const paymentSettingsSchema = z.object({ platformFeePercent: z.number() });
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** Basis points (integers in the database) to the percent people read, and back. */
export const basisPointsToPercent = (bps: number) => bps / 100;
export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);

export const REFUND_REASON_MAX = 500;
export const refundInputSchema = z.object({
  /** Omitted: refund everything not yet refunded. */
  amountKobo: z
    .number()
    .int('Enter an amount in naira and kobo')
    .positive('Enter an amount above ₦0.00')
    .optional(),
  reason: safeText().trim().min(1, 'Say why you are refunding').max(REFUND_REASON_MAX),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

export const refundSchema = z.object({
  id: z.uuid(),
  amountKobo: z.number().int(),
  reason: z.string(),
  status: z.enum(['pending', 'processed', 'failed']),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

const isoDay = calendarDate();
/** A window of days in Lagos time; both ends included. */
export const paymentsRangeSchema = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    message: 'The start date must be before the end date',
    path: ['from'],
  });
export type PaymentsRange = z.infer<typeof paymentsRangeSchema>;

export const onlinePaymentSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  purpose: z.string(),
  subjectId: z.uuid(),
  email: z.string(),
  amountKobo: z.number().int(),
  platformFeeKobo: z.number().int(),
  providerFeeKobo: z.number().int().nullable(),
  refundedKobo: z.number().int(),
  /** Refunds asked of Paystack and not yet confirmed: not refundable again meanwhile. */
  pendingRefundKobo: z.number().int(),
  status: z.enum(['initialized', 'succeeded', 'failed', 'flagged']),
  channel: z.string().nullable(),
  mode: z.enum(['test', 'live']),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  flagReason: z.string().nullable(),
});
export type OnlinePayment = z.infer<typeof onlinePaymentSchema>;

export const paymentMonthSchema = z.object({
  /** YYYY-MM in Lagos time. */
  month: z.string(),
  receivedKobo: z.number().int(),
  providerFeesKobo: z.number().int(),
  platformFeesKobo: z.number().int(),
  refundedKobo: z.number().int(),
  /** What reaches the photographer's bank: received − fees − refunds. */
  netKobo: z.number().int(),
});
export type PaymentMonth = z.infer<typeof paymentMonthSchema>;

export const photographerPaymentsSchema = z.object({
  payments: onlinePaymentSchema.array(),
  months: paymentMonthSchema.array(),
});
export type PhotographerPayments = z.infer<typeof photographerPaymentsSchema>;

export const platformFiguresSchema = z.object({
  volumeKobo: z.number().int(),
  platformFeesKobo: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  flagged: z.number().int(),
  refundedKobo: z.number().int(),
});
export type PlatformFigures = z.infer<typeof platformFiguresSchema>;
