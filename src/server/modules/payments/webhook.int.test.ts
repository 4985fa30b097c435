import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { type FakePaystack, startFakePaystack } from '../../../../tests/fake-paystack/fake-paystack.ts';
import {
  paystackConfigFor,
  registerTestPurpose,
  savePayoutAccount,
} from '../../../../tests/fake-paystack/pay-online.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { PAYMENTS_API } from '../../../shared/payments.ts';
import { signPaystackBody } from './paystack-signature.ts';

/**
 * Webhooks done right (decision 121): signatures over the raw bytes, each event stored once,
 * re-verification before any credit, and one credit however many ways a payment is reported.
 * Runs on PGlite and on the PostgreSQL server, where the parallel deliveries really race.
 */
describe('Paystack webhooks and settling online payments', () => {
  let fake: FakePaystack;
  let t: TestApp;
  let photographer: SignedInUser;
  let admin: SignedInUser;
  /** What the test purpose was asked to credit: one entry per credit. */
  const credits: string[] = [];

  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createTestApp({ paystack: paystackConfigFor(fake) }, (app) =>
      registerTestPurpose(app, credits),
    );
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.webhookUrl = `${address}${PAYMENTS_API.webhook}`;
    photographer = await signInAs(t.app, 'approvedPhotographer');
    admin = await signInAs(t.app, 'superAdmin');
    await savePayoutAccount(t.app, fake, photographer);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const start = (amountKobo = 6_000_000) =>
    t.app.payments.start({
      photographerId: photographer.id,
      purpose: 'test-order',
      subjectId: crypto.randomUUID(),
      email: 'client@example.test',
      amountKobo,
      callbackUrl: 'http://localhost/i/token',
    });
  const creditsOf = (reference: string) => credits.filter((r) => r === reference).length;
  const eventRows = (reference: string) =>
    t.app.database.query<{ event: string; outcome: string | null }>(
      'select event, outcome from payment_events where reference = $1',
      [reference],
    );
  const postRaw = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: PAYMENTS_API.webhook,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-paystack-signature': signature } : {}),
      },
      payload: body,
    });

  it('starts a payment with the photographer’s subaccount and no fee by default', async () => {
    const { authorizationUrl, reference } = await start();
    expect(authorizationUrl).toContain(`${fake.url}/checkout/`);
    const trx = fake.transactions.get(reference)!;
    expect(trx.subaccount?.subaccount_code).toMatch(/^ACCT_/);
    expect(trx.transaction_charge).toBe(0);
    expect(trx.amount).toBe(6_000_000);
  });

  it('refuses forged and unsigned deliveries with 401, and stores nothing', async () => {
    const { reference } = await start();
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference, amount: 6_000_000, currency: 'NGN' },
    });
    expect((await postRaw(body)).statusCode).toBe(401);
    expect((await postRaw(body, signPaystackBody(Buffer.from(body), 'sk_test_forger'))).statusCode).toBe(401);
    // Signed, then changed in transit: one byte differs.
    const signed = signPaystackBody(Buffer.from(body), fake.secretKey);
    expect((await postRaw(body.replace('6000000', '6000001'), signed)).statusCode).toBe(401);
    expect(await eventRows(reference)).toHaveLength(0);
    expect(creditsOf(reference)).toBe(0);
  });

  it('credits once when 20 identical deliveries arrive together, and a later replay changes nothing', async () => {
    const { reference } = await start();
    fake.dropWebhooks = true;
    await fake.complete(reference, 'success');
    fake.dropWebhooks = false;
    const trx = fake.transactions.get(reference)!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fake.sendWebhook('charge.success', { ...trx, access_code: undefined }),
      ),
    );
    expect(answers.map((a) => a!.status)).toEqual(Array(20).fill(200));
    expect(creditsOf(reference)).toBe(1);
    expect(await eventRows(reference)).toEqual([{ event: 'charge.success', outcome: 'credited' }]);

    const replay = await fake.sendWebhook('charge.success', { ...trx, access_code: undefined });
    expect(replay!.status).toBe(200);
    expect(creditsOf(reference)).toBe(1);
  });

  it('accepts the timestamped signature form', async () => {
    const { reference } = await start();
    fake.webhookForm = 'timestamped';
    await fake.complete(reference, 'success');
    fake.webhookForm = 'classic';
    expect(creditsOf(reference)).toBe(1);
  });

  it('re-verifies with Paystack: a webhook that lies about an unpaid payment credits nothing', async () => {
    const { reference } = await start();
    // Correctly signed (say, a leaked key) but Paystack itself says the payment was abandoned.
    await fake.sendWebhook('charge.success', {
      reference,
      amount: 6_000_000,
      currency: 'NGN',
      status: 'success',
    });
    expect(creditsOf(reference)).toBe(0);
    expect(await eventRows(reference)).toEqual([{ event: 'charge.success', outcome: 'pending' }]);
  });

  it('flags a payment whose amount differs from what was asked, tells the photographer and admins, credits nothing', async () => {
    const { reference } = await start(6_000_000);
    fake.transactions.get(reference)!.amount = 600_000; // paid ₦6,000 for a ₦60,000 invoice
    await fake.complete(reference, 'success');
    expect(creditsOf(reference)).toBe(0);
    const [row] = await t.app.database.query<{ status: string; flag_reason: string }>(
      'select status, flag_reason from online_payments where reference = $1',
      [reference],
    );
    expect(row).toMatchObject({
      status: 'flagged',
      flag_reason: 'the amount paid differs from the amount asked.',
    });
    for (const to of [photographer.email, admin.email]) {
      const mail = await emailsTo(t.app, to);
      expect(mail.find((m) => m.template === 'payment-flagged')?.text).toContain(reference);
    }
  });

  it('credits once when the client’s return and the webhook race', async () => {
    const { reference } = await start();
    fake.dropWebhooks = true;
    await fake.complete(reference, 'success');
    fake.dropWebhooks = false;
    const trx = fake.transactions.get(reference)!;
    const [first, hook, second] = await Promise.all([
      t.app.payments.settle(reference, 'return'),
      fake.sendWebhook('charge.success', { ...trx, access_code: undefined }),
      t.app.payments.settle(reference, 'return'),
    ]);
    expect(hook!.status).toBe(200);
    expect([first, second].every((o) => o === 'credited' || o === 'already-settled')).toBe(true);
    expect(creditsOf(reference)).toBe(1);
  });

  it('stores other events and answers 200 without doing anything for them', async () => {
    const body = JSON.stringify({ event: 'transfer.success', data: { reference: 'trf-1', amount: 1 } });
    const res = await postRaw(body, signPaystackBody(Buffer.from(body), fake.secretKey));
    expect(res.statusCode).toBe(200);
    expect(await eventRows('trf-1')).toEqual([{ event: 'transfer.success', outcome: 'ignored' }]);
  });

  it('answers 400 to signed bytes that are not a Paystack event', async () => {
    const body = '["not", "an", "event"]';
    expect((await postRaw(body, signPaystackBody(Buffer.from(body), fake.secretKey))).statusCode).toBe(400);
  });
});
