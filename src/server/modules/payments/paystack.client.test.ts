import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_BANKS,
  type FakePaystack,
  fakeFees,
  startFakePaystack,
} from '../../../../tests/fake-paystack/fake-paystack.ts';
import { createPaystackClient, type PaystackClient, PaystackError } from './paystack.client.ts';
import { verifyPaystackSignature } from './paystack-signature.ts';

let fake: FakePaystack;
let client: PaystackClient;
let hooks: Server;
const received: { body: Buffer; signature: string | undefined }[] = [];

beforeAll(async () => {
  fake = await startFakePaystack();
  client = createPaystackClient({ secretKey: fake.secretKey, baseUrl: fake.url });
  hooks = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks),
        signature: req.headers['x-paystack-signature'] as string,
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  fake.webhookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hook`;
});

afterAll(async () => {
  await fake.close();
  hooks.close();
});

describe('the Paystack client against the fake Paystack', () => {
  it('says test mode for sk_test_ keys and refuses a wrong key with Paystack’s message', async () => {
    expect(client.testMode).toBe(true);
    const wrong = createPaystackClient({ secretKey: 'sk_live_nope', baseUrl: fake.url });
    expect(wrong.testMode).toBe(false);
    await expect(wrong.listBanks()).rejects.toMatchObject({
      name: 'PaystackError',
      status: 401,
      message: 'Invalid key',
    });
  });

  it('lists every bank, following the cursor across pages', async () => {
    fake.bankPageSize = 3;
    const banks = await client.listBanks();
    fake.bankPageSize = 100;
    expect(banks.map((b) => b.code)).toEqual(FAKE_BANKS.map((b) => b.code));
  });

  it('resolves a known account and refuses an unknown one', async () => {
    fake.addAccount('058', '0123456789', 'ADAEZE OKAFOR');
    await expect(client.resolveAccount('0123456789', '058')).resolves.toEqual({
      accountNumber: '0123456789',
      accountName: 'ADAEZE OKAFOR',
    });
    await expect(client.resolveAccount('0000000001', '058')).rejects.toBeInstanceOf(PaystackError);
  });

  it('creates then updates a subaccount', async () => {
    fake.addAccount('044', '1111111111', 'ADAEZE OKAFOR');
    const { subaccountCode } = await client.createSubaccount({
      businessName: 'Adaeze Studio',
      bankCode: '058',
      accountNumber: '0123456789',
      percentageCharge: 0,
    });
    expect(subaccountCode).toMatch(/^ACCT_/);
    await client.updateSubaccount(subaccountCode, {
      businessName: 'Adaeze Studio',
      bankCode: '044',
      accountNumber: '1111111111',
      percentageCharge: 2.5,
    });
    expect(fake.subaccounts.get(subaccountCode)).toMatchObject({
      settlement_bank: '044',
      percentage_charge: 2.5,
    });
  });

  it('initialises, refuses a reused reference, completes, verifies, lists, and signs its webhook', async () => {
    const init = await client.initializeTransaction({
      email: 'client@example.com',
      amountKobo: 6_000_000,
      reference: 'inv-test-1',
      callbackUrl: 'http://localhost:3000/i/token',
      metadata: { invoiceId: 'abc' },
    });
    expect(init.authorization_url).toContain('/checkout/');
    await expect(
      client.initializeTransaction({
        email: 'client@example.com',
        amountKobo: 6_000_000,
        reference: 'inv-test-1',
        callbackUrl: 'http://localhost:3000/i/token',
        metadata: {},
      }),
    ).rejects.toThrow('Duplicate Transaction Reference');
    expect((await client.verifyTransaction('inv-test-1')).status).toBe('abandoned');

    await fake.complete('inv-test-1', 'success');
    const verified = await client.verifyTransaction('inv-test-1');
    expect(verified).toMatchObject({
      status: 'success',
      amount: 6_000_000,
      currency: 'NGN',
      fees: fakeFees(6_000_000),
    });
    expect(verified.metadata).toEqual({ invoiceId: 'abc' });

    const hook = received.at(-1)!;
    expect(JSON.parse(hook.body.toString()).event).toBe('charge.success');
    expect(verifyPaystackSignature(hook.body, { signature: hook.signature }, [fake.secretKey]).ok).toBe(true);

    const list = await client.listTransactions({
      from: new Date(Date.now() - 86_400_000),
      to: new Date(),
      page: 1,
      perPage: 50,
    });
    expect(list.transactions.map((t) => t.reference)).toContain('inv-test-1');
  });

  it('refunds part of a payment, then settles it by webhook', async () => {
    const refund = await client.refund({
      reference: 'inv-test-1',
      amountKobo: 3_000_000,
      merchantNote: 'Half',
    });
    expect(refund.status).toBe('pending');
    await expect(client.refund({ reference: 'inv-test-1', amountKobo: 3_000_001 })).rejects.toBeInstanceOf(
      PaystackError,
    );
    await fake.settleRefund(refund.id!, 'processed');
    expect(JSON.parse(received.at(-1)!.body.toString())).toMatchObject({
      event: 'refund.processed',
      data: { transaction_reference: 'inv-test-1', amount: 3_000_000 },
    });
  });
});
