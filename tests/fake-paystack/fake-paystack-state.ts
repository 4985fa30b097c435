/** The fake Paystack's records, its banks, fees and answer shapes (fake-paystack.ts serves them). */
import type { FastifyReply } from 'fastify';

export interface FakeTransaction {
  id: number;
  reference: string;
  access_code: string;
  status: 'abandoned' | 'success' | 'failed' | 'reversed';
  amount: number;
  currency: 'NGN';
  channel: string | null;
  paid_at: string | null;
  created_at: string;
  fees: number | null;
  metadata: Record<string, unknown>;
  customer: { email: string };
  subaccount: { subaccount_code: string } | null;
  transaction_charge: number | null;
  callback_url: string | null;
}

export interface FakeRefund {
  id: number;
  reference: string;
  transaction: FakeTransaction;
  amount: number;
  status: 'pending' | 'processing' | 'processed' | 'failed';
  merchant_note: string | null;
}

export interface FakeSubaccount {
  subaccount_code: string;
  business_name: string;
  settlement_bank: string;
  account_number: string;
  percentage_charge: number;
}

export const FAKE_BANKS = [
  { name: 'Access Bank', code: '044', slug: 'access-bank' },
  { name: 'First Bank of Nigeria', code: '011', slug: 'first-bank-of-nigeria' },
  { name: 'Guaranty Trust Bank', code: '058', slug: 'guaranty-trust-bank' },
  { name: 'Kuda Bank', code: '50211', slug: 'kuda-bank' },
  { name: 'Moniepoint MFB', code: '50515', slug: 'moniepoint-mfb-ng' },
  { name: 'OPay Digital Services Limited (OPay)', code: '999992', slug: 'paycom' },
  { name: 'United Bank For Africa', code: '033', slug: 'united-bank-for-africa' },
  { name: 'Zenith Bank', code: '057', slug: 'zenith-bank' },
];

export type WebhookForm = 'classic' | 'timestamped';
export interface FakePaystack {
  url: string;
  secretKey: string;
  /** Where webhooks go; none are sent while unset. */
  webhookUrl: string | undefined;
  /** Drop webhooks (a lost delivery) instead of sending them. */
  dropWebhooks: boolean;
  webhookForm: WebhookForm;
  /** Settle each new refund this way and send its webhook before answering the refund call. */
  refundOutcomeBeforeAnswer: 'processed' | 'failed' | undefined;
  /**
   * References whose verify answers `pending` (Paystack has not settled the charge yet) whatever
   * the checkout did, until removed.
   */
  verifyPending: Set<string>;
  /** Banks list page size, small in tests so that the cursor is followed. */
  bankPageSize: number;
  transactions: Map<string, FakeTransaction>;
  refunds: FakeRefund[];
  subaccounts: Map<string, FakeSubaccount>;
  /** Requests received, for assertions (method, path, body). */
  calls: { method: string; path: string; body: unknown }[];
  /** An account the resolve call knows (others are "could not resolve"). */
  addAccount(bankCode: string, accountNumber: string, accountName: string): void;
  /** What the checkout's buttons do, for tests without a browser. */
  complete(reference: string, outcome: 'success' | 'failed', channel?: string): Promise<void>;
  /** Settles a pending refund and sends its webhook. */
  settleRefund(refundId: number, outcome: 'processed' | 'failed'): Promise<void>;
  /** Sends (or re-sends) a webhook event as Paystack would. */
  sendWebhook(event: string, data: unknown, form?: WebhookForm): Promise<Response | undefined>;
  close(): Promise<void>;
}

export function ok(reply: FastifyReply, message: string, data: unknown, extra: Record<string, unknown> = {}) {
  return reply.send({ status: true, message, data, ...extra });
}

export function fail(reply: FastifyReply, code: number, message: string) {
  return reply.status(code).send({ status: false, message });
}

/** Paystack's local card fee: 1.5% + ₦100 (the ₦100 waived under ₦2,500), capped at ₦2,000. */
export function fakeFees(amountKobo: number): number {
  const fee = Math.round(amountKobo * 0.015) + (amountKobo >= 250_000 ? 10_000 : 0);
  return Math.min(fee, 200_000);
}
