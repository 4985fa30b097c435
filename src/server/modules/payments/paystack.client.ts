import { z } from 'zod';

/** Paystack's documented API (design/paystack.md): the calls Aworan makes, answers checked. */
export const PAYSTACK_DEFAULT_BASE_URL = 'https://api.paystack.co';

/** How long one call may take before it counts as failed (Paystack answers in well under that). */
const CALL_TIMEOUT_MS = 15_000;

export class PaystackError extends Error {
  constructor(
    message: string,
    /** Paystack's HTTP status; 0 when it could not be reached. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'PaystackError';
  }
}

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string(), data });

const bankSchema = z.object({ name: z.string(), code: z.string(), slug: z.string().optional() });
export type PaystackBank = z.infer<typeof bankSchema>;
const bankPageSchema = envelope(z.array(bankSchema)).extend({
  meta: z.object({ next: z.string().nullish() }).passthrough().optional(),
});

const resolvedAccountSchema = z.object({ account_number: z.string(), account_name: z.string() });

const subaccountSchema = z.object({
  subaccount_code: z.string(),
  business_name: z.string().optional(),
  settlement_bank: z.string().optional(),
  account_number: z.string().optional(),
  percentage_charge: z.number().optional(),
});

const initializedSchema = z.object({
  authorization_url: z.string(),
  access_code: z.string(),
  reference: z.string(),
});
export type InitializedTransaction = z.infer<typeof initializedSchema>;

export const paystackTransactionSchema = z.object({
  id: z.number(),
  status: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  channel: z.string().nullish(),
  paid_at: z.string().nullish(),
  fees: z.number().int().nullish(),
  metadata: z.unknown().optional(),
  customer: z.object({ email: z.string().optional() }).passthrough().nullish(),
  subaccount: z.unknown().optional(),
});
export type PaystackTransaction = z.infer<typeof paystackTransactionSchema>;

const listSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.array(paystackTransactionSchema),
  meta: z.object({ page: z.coerce.number(), pageCount: z.coerce.number() }).passthrough().optional(),
});

const refundSchema = z.object({
  id: z.number().optional(),
  status: z.string(),
  amount: z.number().int().optional(),
  currency: z.string().optional(),
  transaction: z
    .union([z.number(), z.object({ id: z.number(), reference: z.string() }).passthrough()])
    .optional(),
});
export type PaystackRefund = z.infer<typeof refundSchema>;

export interface InitializeRequest {
  email: string;
  amountKobo: number;
  reference: string;
  callbackUrl: string;
  metadata: Record<string, unknown>;
  subaccount?: string;
  /** The platform's flat share, in kobo. */
  transactionChargeKobo?: number;
  bearer?: 'account' | 'subaccount';
  channels?: string[];
}

export interface SubaccountRequest {
  businessName: string;
  bankCode: string;
  accountNumber: string;
  /** The platform's share, in percent. */
  percentageCharge: number;
}

export interface PaystackClient {
  readonly testMode: boolean;
  listBanks(): Promise<PaystackBank[]>;
  resolveAccount(
    accountNumber: string,
    bankCode: string,
  ): Promise<{ accountNumber: string; accountName: string }>;
  createSubaccount(request: SubaccountRequest): Promise<{ subaccountCode: string }>;
  updateSubaccount(code: string, request: SubaccountRequest): Promise<{ subaccountCode: string }>;
  initializeTransaction(request: InitializeRequest): Promise<InitializedTransaction>;
  verifyTransaction(reference: string): Promise<PaystackTransaction>;
  listTransactions(query: { from: Date; to: Date; page: number; perPage: number }): Promise<{
    transactions: PaystackTransaction[];
    pageCount: number;
  }>;
  refund(request: { reference: string; amountKobo?: number; merchantNote?: string }): Promise<PaystackRefund>;
}

export interface PaystackClientOptions {
  secretKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}

export function createPaystackClient(options: PaystackClientOptions): PaystackClient {
  const base = (options.baseUrl ?? PAYSTACK_DEFAULT_BASE_URL).replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;

  async function call<T extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: T,
    body?: Record<string, unknown>,
  ): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (err) {
      throw new PaystackError(`Paystack could not be reached: ${(err as Error).message}`, 0);
    }
    const json: unknown = await response.json().catch(() => undefined);
    const message =
      json && typeof json === 'object' && 'message' in json && typeof json.message === 'string'
        ? json.message
        : `HTTP ${response.status}`;
    if (!response.ok || (json as { status?: unknown } | undefined)?.status !== true) {
      throw new PaystackError(message, response.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new PaystackError(`Unexpected answer from Paystack to ${method} ${path}`, 502);
    return parsed.data;
  }

  const subaccountBody = (r: SubaccountRequest) => ({
    business_name: r.businessName,
    settlement_bank: r.bankCode,
    account_number: r.accountNumber,
    percentage_charge: r.percentageCharge,
  });

  return {
    testMode: options.secretKey.startsWith('sk_test_'),
    async listBanks() {
      // Nigeria has more banks than one page holds (100 at most): follow the cursor.
      const banks: PaystackBank[] = [];
      let next: string | null | undefined;
      for (let page = 0; page < 20; page++) {
        const query = new URLSearchParams({
          country: 'nigeria',
          currency: 'NGN',
          perPage: '100',
          use_cursor: 'true',
        });
        if (next) query.set('next', next);
        const answer = await call('GET', `/bank?${query}`, bankPageSchema);
        banks.push(...answer.data);
        next = answer.meta?.next;
        if (!next) break;
      }
      return banks;
    },
    async resolveAccount(accountNumber, bankCode) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const answer = await call('GET', `/bank/resolve?${query}`, envelope(resolvedAccountSchema));
      return { accountNumber: answer.data.account_number, accountName: answer.data.account_name };
    },
    async createSubaccount(request) {
      const answer = await call('POST', '/subaccount', envelope(subaccountSchema), subaccountBody(request));
      return { subaccountCode: answer.data.subaccount_code };
    },
    async updateSubaccount(code, request) {
      const answer = await call(
        'PUT',
        `/subaccount/${encodeURIComponent(code)}`,
        envelope(subaccountSchema),
        subaccountBody(request),
      );
      return { subaccountCode: answer.data.subaccount_code };
    },
    async initializeTransaction(r) {
      const answer = await call('POST', '/transaction/initialize', envelope(initializedSchema), {
        email: r.email,
        amount: r.amountKobo,
        currency: 'NGN',
        reference: r.reference,
        callback_url: r.callbackUrl,
        metadata: r.metadata,
        ...(r.subaccount ? { subaccount: r.subaccount } : {}),
        ...(r.transactionChargeKobo !== undefined ? { transaction_charge: r.transactionChargeKobo } : {}),
        ...(r.bearer ? { bearer: r.bearer } : {}),
        ...(r.channels ? { channels: r.channels } : {}),
      });
      return answer.data;
    },
    async verifyTransaction(reference) {
      const answer = await call(
        'GET',
        `/transaction/verify/${encodeURIComponent(reference)}`,
        envelope(paystackTransactionSchema),
      );
      return answer.data;
    },
    async listTransactions(q) {
      const query = new URLSearchParams({
        from: q.from.toISOString(),
        to: q.to.toISOString(),
        page: String(q.page),
        perPage: String(q.perPage),
      });
      const answer = await call('GET', `/transaction?${query}`, listSchema);
      return { transactions: answer.data, pageCount: answer.meta?.pageCount ?? 1 };
    },
    async refund(r) {
      const answer = await call('POST', '/refund', envelope(refundSchema), {
        transaction: r.reference,
        ...(r.amountKobo !== undefined ? { amount: r.amountKobo } : {}),
        ...(r.merchantNote ? { merchant_note: r.merchantNote } : {}),
      });
      return answer.data;
    },
  };
}
