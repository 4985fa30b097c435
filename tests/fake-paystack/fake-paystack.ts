/**
 * A local Paystack for tests (never for production): the documented calls Aworan makes, with
 * Paystack's request and answer shapes (design/paystack.md), a hosted checkout page a browser
 * test can pay, fail or abandon on, and webhooks signed the way Paystack signs them.
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { signPaystackBody } from '../../src/server/modules/payments/paystack-signature.ts';

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

type WebhookForm = 'classic' | 'timestamped';

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

function ok(reply: FastifyReply, message: string, data: unknown, extra: Record<string, unknown> = {}) {
  return reply.send({ status: true, message, data, ...extra });
}

function fail(reply: FastifyReply, code: number, message: string) {
  return reply.status(code).send({ status: false, message });
}

/** Paystack's local card fee: 1.5% + ₦100 (the ₦100 waived under ₦2,500), capped at ₦2,000. */
export function fakeFees(amountKobo: number): number {
  const fee = Math.round(amountKobo * 0.015) + (amountKobo >= 250_000 ? 10_000 : 0);
  return Math.min(fee, 200_000);
}

export async function startFakePaystack(options: { secretKey?: string } = {}): Promise<FakePaystack> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(16).toString('hex')}`;
  const app: FastifyInstance = Fastify({ logger: false });
  const accounts = new Map<string, string>();
  let nextId = 4_000_000_001;

  const fake: FakePaystack = {
    url: '',
    secretKey,
    webhookUrl: undefined,
    dropWebhooks: false,
    webhookForm: 'classic',
    refundOutcomeBeforeAnswer: undefined,
    verifyPending: new Set(),
    bankPageSize: 100,
    transactions: new Map(),
    refunds: [],
    subaccounts: new Map(),
    calls: [],
    addAccount(bankCode, accountNumber, accountName) {
      accounts.set(`${bankCode}:${accountNumber}`, accountName);
    },
    async complete(reference, outcome, channel = 'card') {
      const trx = fake.transactions.get(reference);
      if (!trx) throw new Error(`fake Paystack: no transaction ${reference}`);
      trx.status = outcome;
      trx.channel = channel;
      if (outcome === 'success') {
        trx.paid_at = new Date().toISOString();
        trx.fees = fakeFees(trx.amount);
        await fake.sendWebhook('charge.success', transactionView(trx));
      }
    },
    async settleRefund(refundId, outcome) {
      const refund = fake.refunds.find((r) => r.id === refundId);
      if (!refund) throw new Error(`fake Paystack: no refund ${refundId}`);
      refund.status = outcome;
      if (outcome === 'processed') {
        const refunded = fake.refunds
          .filter((r) => r.transaction === refund.transaction && r.status === 'processed')
          .reduce((sum, r) => sum + r.amount, 0);
        if (refunded >= refund.transaction.amount) refund.transaction.status = 'reversed';
      }
      await fake.sendWebhook(`refund.${outcome}`, refundView(refund));
    },
    async sendWebhook(event, data, form = fake.webhookForm) {
      if (!fake.webhookUrl || fake.dropWebhooks) return undefined;
      const body = Buffer.from(JSON.stringify({ event, data }));
      const signature =
        form === 'classic'
          ? signPaystackBody(body, secretKey)
          : signPaystackBody(body, secretKey, {
              timestamp: Math.floor(Date.now() / 1000),
              keyId: 'fake_key_1',
            });
      return fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body,
      });
    },
    close: () => app.close(),
  };

  function transactionView(trx: FakeTransaction) {
    const { access_code: _code, callback_url: _callback, transaction_charge: _charge, ...view } = trx;
    return view;
  }

  function refundView(refund: FakeRefund) {
    return {
      id: refund.id,
      status: refund.status,
      amount: refund.amount,
      currency: 'NGN',
      transaction_reference: refund.transaction.reference,
      refund_reference: refund.reference,
      merchant_note: refund.merchant_note,
      transaction: { id: refund.transaction.id, reference: refund.transaction.reference },
    };
  }

  // The checkout's buttons post plain forms; their bodies carry nothing the fake needs.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_req, _payload, done) => done(null, {}));
  app.get('/favicon.ico', async (_request, reply) => reply.status(204).send());
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/checkout/') || request.url === '/favicon.ico') return;
    if (request.headers.authorization !== `Bearer ${secretKey}`) return fail(reply, 401, 'Invalid key');
  });
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/checkout/')) {
      fake.calls.push({ method: request.method, path: request.url, body: request.body });
    }
  });

  app.get<{ Querystring: { perPage?: string; next?: string } }>('/bank', async (request, reply) => {
    const size = Math.min(Number(request.query.perPage ?? 50), fake.bankPageSize);
    const start = request.query.next ? Number(Buffer.from(request.query.next, 'base64url').toString()) : 0;
    const page = FAKE_BANKS.slice(start, start + size);
    const nextStart = start + size;
    const next = nextStart < FAKE_BANKS.length ? Buffer.from(String(nextStart)).toString('base64url') : null;
    return ok(
      reply,
      'Banks retrieved',
      page.map((b, i) => ({
        id: start + i + 1,
        ...b,
        longcode: '',
        country: 'Nigeria',
        currency: 'NGN',
        type: 'nuban',
        active: true,
      })),
      { meta: { next, previous: null, perPage: size } },
    );
  });

  app.get<{ Querystring: { account_number?: string; bank_code?: string } }>(
    '/bank/resolve',
    async (request, reply) => {
      const { account_number: number = '', bank_code: bank = '' } = request.query;
      if (!/^\d{10}$/.test(number) || !bank) return fail(reply, 422, 'Invalid account number or bank code');
      const name = accounts.get(`${bank}:${number}`);
      if (!name) return fail(reply, 422, 'Could not resolve account name. Check parameters or try again.');
      return ok(reply, 'Account number resolved', { account_number: number, account_name: name, bank_id: 1 });
    },
  );

  app.post<{ Body: Record<string, unknown> }>('/subaccount', async (request, reply) => {
    const b = request.body ?? {};
    if (
      !b.business_name ||
      !b.settlement_bank ||
      !b.account_number ||
      typeof b.percentage_charge !== 'number'
    ) {
      return fail(
        reply,
        400,
        'Please provide business_name, settlement_bank, account_number and percentage_charge',
      );
    }
    if (!accounts.has(`${b.settlement_bank}:${b.account_number}`))
      return fail(reply, 400, 'Account details are invalid');
    const sub: FakeSubaccount = {
      subaccount_code: `ACCT_${randomBytes(7).toString('hex')}`,
      business_name: String(b.business_name),
      settlement_bank: String(b.settlement_bank),
      account_number: String(b.account_number),
      percentage_charge: b.percentage_charge,
    };
    fake.subaccounts.set(sub.subaccount_code, sub);
    return reply.status(201).send({ status: true, message: 'Subaccount created', data: sub });
  });

  app.put<{ Params: { code: string }; Body: Record<string, unknown> }>(
    '/subaccount/:code',
    async (request, reply) => {
      const sub = fake.subaccounts.get(request.params.code);
      if (!sub) return fail(reply, 404, 'Subaccount not found');
      const b = request.body ?? {};
      if (
        b.settlement_bank &&
        b.account_number &&
        !accounts.has(`${b.settlement_bank}:${b.account_number}`)
      ) {
        return fail(reply, 400, 'Account details are invalid');
      }
      Object.assign(sub, {
        ...(b.business_name ? { business_name: String(b.business_name) } : {}),
        ...(b.settlement_bank ? { settlement_bank: String(b.settlement_bank) } : {}),
        ...(b.account_number ? { account_number: String(b.account_number) } : {}),
        ...(typeof b.percentage_charge === 'number' ? { percentage_charge: b.percentage_charge } : {}),
      });
      return ok(reply, 'Subaccount updated', sub);
    },
  );

  app.post<{ Body: Record<string, unknown> }>('/transaction/initialize', async (request, reply) => {
    const b = request.body ?? {};
    const amount = b.amount;
    if (typeof b.email !== 'string' || !b.email.includes('@'))
      return fail(reply, 400, 'Invalid Email Address Passed');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return fail(reply, 400, 'Invalid Amount Sent');
    }
    const reference = typeof b.reference === 'string' ? b.reference : randomBytes(8).toString('hex');
    if (!/^[A-Za-z0-9.=-]+$/.test(reference)) return fail(reply, 400, 'Invalid transaction reference');
    if (fake.transactions.has(reference)) return fail(reply, 400, 'Duplicate Transaction Reference');
    const subaccount = typeof b.subaccount === 'string' ? b.subaccount : undefined;
    if (subaccount && !fake.subaccounts.has(subaccount))
      return fail(reply, 400, 'Invalid Split code or Subaccount');
    const trx: FakeTransaction = {
      id: nextId++,
      reference,
      access_code: randomBytes(8).toString('hex'),
      status: 'abandoned',
      amount,
      currency: 'NGN',
      channel: null,
      paid_at: null,
      created_at: new Date().toISOString(),
      fees: null,
      metadata: (b.metadata as Record<string, unknown>) ?? {},
      customer: { email: b.email },
      subaccount: subaccount ? { subaccount_code: subaccount } : null,
      transaction_charge: typeof b.transaction_charge === 'number' ? b.transaction_charge : null,
      callback_url: typeof b.callback_url === 'string' ? b.callback_url : null,
    };
    fake.transactions.set(reference, trx);
    return ok(reply, 'Authorization URL created', {
      authorization_url: `${fake.url}/checkout/${trx.access_code}`,
      access_code: trx.access_code,
      reference,
    });
  });

  app.get<{ Params: { reference: string } }>('/transaction/verify/:reference', async (request, reply) => {
    const trx = fake.transactions.get(request.params.reference);
    if (!trx) return fail(reply, 400, 'Transaction reference not found');
    if (fake.verifyPending.has(trx.reference))
      return ok(reply, 'Verification successful', {
        ...transactionView(trx),
        status: 'pending',
        paid_at: null,
      });
    return ok(reply, 'Verification successful', transactionView(trx));
  });

  app.get<{ Querystring: { from?: string; to?: string; status?: string; page?: string; perPage?: string } }>(
    '/transaction',
    async (request, reply) => {
      const { from, to, status } = request.query;
      const page = Math.max(1, Number(request.query.page ?? 1));
      const perPage = Math.min(100, Math.max(1, Number(request.query.perPage ?? 50)));
      const all = [...fake.transactions.values()]
        .filter(
          (t) => (!status || t.status === status) && (!from || t.created_at >= new Date(from).toISOString()),
        )
        .filter((t) => !to || t.created_at <= new Date(to).toISOString())
        .sort((a, b) => b.id - a.id);
      const slice = all.slice((page - 1) * perPage, page * perPage);
      return ok(reply, 'Transactions retrieved', slice.map(transactionView), {
        meta: { total: all.length, page, perPage, pageCount: Math.max(1, Math.ceil(all.length / perPage)) },
      });
    },
  );

  app.post<{ Body: Record<string, unknown> }>('/refund', async (request, reply) => {
    const b = request.body ?? {};
    const trx = [...fake.transactions.values()].find(
      (t) => t.reference === b.transaction || String(t.id) === String(b.transaction),
    );
    if (!trx) return fail(reply, 404, 'Transaction not found');
    if (trx.status !== 'success') return fail(reply, 400, 'Transaction has been fully reversed');
    const refunded = fake.refunds
      .filter((r) => r.transaction === trx && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = typeof b.amount === 'number' ? b.amount : trx.amount - refunded;
    if (!Number.isInteger(amount) || amount <= 0 || amount > trx.amount - refunded) {
      return fail(reply, 400, 'Refund amount cannot be greater than transaction amount');
    }
    const refund: FakeRefund = {
      id: nextId++,
      reference: `RFD_${randomBytes(6).toString('hex')}`,
      transaction: trx,
      amount,
      status: 'pending',
      merchant_note: typeof b.merchant_note === 'string' ? b.merchant_note : null,
    };
    fake.refunds.push(refund);
    if (fake.refundOutcomeBeforeAnswer) await fake.settleRefund(refund.id, fake.refundOutcomeBeforeAnswer);
    return ok(reply, 'Refund has been queued for processing', {
      transaction: { id: trx.id, reference: trx.reference },
      id: refund.id,
      amount,
      currency: 'NGN',
      status: 'pending',
    });
    // (Paystack answers "pending" even when its webhook has already said more.)
  });

  // The hosted checkout: one page with the amount and three buttons, as a browser test needs.
  const checkoutTrx = (code: string) => [...fake.transactions.values()].find((t) => t.access_code === code);
  app.get<{ Params: { code: string } }>('/checkout/:code', async (request, reply) => {
    const trx = checkoutTrx(request.params.code);
    if (!trx) return reply.status(404).type('text/html').send('<h1>Transaction not found</h1>');
    const naira = (trx.amount / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 });
    const button = (outcome: string, label: string) =>
      `<form method="post" action="/checkout/${trx.access_code}/${outcome}"><button type="submit">${label}</button></form>`;
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><title>Paystack checkout (test)</title></head><body>` +
          `<h1>Pay NGN ${naira}</h1><p>${trx.customer.email}</p><p>Test mode</p>` +
          button('success', 'Pay') +
          button('failed', 'Fail') +
          button('abandon', 'Cancel payment') +
          `</body></html>`,
      );
  });
  app.post<{ Params: { code: string; outcome: string } }>(
    '/checkout/:code/:outcome',
    async (request, reply) => {
      const trx = checkoutTrx(request.params.code);
      if (!trx) return reply.status(404).send('not found');
      const { outcome } = request.params;
      if (outcome === 'success' || outcome === 'failed') await fake.complete(trx.reference, outcome);
      const back = new URL(trx.callback_url ?? fake.url);
      back.searchParams.set('trxref', trx.reference);
      back.searchParams.set('reference', trx.reference);
      return reply.redirect(back.toString(), 303);
    },
  );

  fake.url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  return fake;
}
