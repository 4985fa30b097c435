import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FAKE_BANKS, type FakePaystack, type FakeSubaccount, fail, ok } from './fake-paystack-state.ts';

/**
 * The fake's banks and payout accounts: the bank list (paged by cursor), account resolution
 * against the accounts a test added (`accounts`: "bank:number" → name), and subaccounts.
 */
export function accountRoutes(app: FastifyInstance, fake: FakePaystack, accounts: Map<string, string>): void {
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
}
