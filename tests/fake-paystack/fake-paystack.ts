/**
 * A local Paystack for tests (never for production): the documented calls Aworan makes, with
 * Paystack's request and answer shapes (design/paystack.md), a hosted checkout page a browser
 * test can pay, fail or abandon on, and webhooks signed the way Paystack signs them.
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { signPaystackBody } from '../../src/server/modules/payments/paystack-signature.ts';
import { accountRoutes } from './fake-paystack-accounts.ts';
import { checkoutRoutes } from './fake-paystack-checkout.ts';
import {
  type FakePaystack,
  type FakeRefund,
  type FakeTransaction,
  fail,
  fakeFees,
  ok,
} from './fake-paystack-state.ts';

export {
  FAKE_BANKS,
  type FakePaystack,
  type FakeRefund,
  type FakeSubaccount,
  type FakeTransaction,
  fakeFees,
} from './fake-paystack-state.ts';

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

  accountRoutes(app, fake, accounts);

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

  checkoutRoutes(app, fake);

  fake.url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  return fake;
}
