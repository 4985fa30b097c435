import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { type FakePaystack, startFakePaystack } from '../../../../tests/fake-paystack/fake-paystack.ts';
import { paidOnline, paystackConfigFor } from '../../../../tests/fake-paystack/pay-online.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { PAYMENTS_API } from '../../../shared/payments.ts';

/** Refunds through Paystack: asked by the photographer, settled by Paystack's webhook, once. */
describe('refunds of online payments', () => {
  let fake: FakePaystack;
  let t: TestApp;
  let photographer: SignedInUser;
  /** Refunds the purpose took off what was paid: "reference:kobo". */
  const refunded: string[] = [];
  const credits: string[] = [];

  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createTestApp({ paystack: paystackConfigFor(fake) }, (app) =>
      app.payments.registerPurpose('test-order', {
        async settle(_tx, payment) {
          credits.push(payment.reference);
        },
        async refunded(_tx, payment, refund) {
          refunded.push(`${payment.reference}:${refund.amountKobo}`);
        },
      }),
    );
    fake.webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}${PAYMENTS_API.webhook}`;
    photographer = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const refund = (paymentId: string, payload: object, user = photographer) =>
    t.app.inject({ method: 'POST', url: PAYMENTS_API.refund(paymentId), headers: user.headers, payload });
  const refundRows = (paymentId: string) =>
    t.app.database.query<{ amount_kobo: number; status: string }>(
      'select amount_kobo, status from payment_refunds where online_payment_id = $1 order by created_at',
      [paymentId],
    );

  it('refunds half, and the money comes off only when Paystack says processed, once', async () => {
    const payment = await paidOnline(t.app, fake, photographer, 5_000_000);
    const res = await refund(payment.id, { amountKobo: 2_500_000, reason: 'Session cut short' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      amountKobo: 2_500_000,
      status: 'pending',
      reason: 'Session cut short',
    });
    expect(refunded).not.toContain(`${payment.reference}:2500000`);

    const paystackRefund = fake.refunds.at(-1)!;
    expect(paystackRefund.merchant_note).toBe('Session cut short');
    await fake.settleRefund(paystackRefund.id, 'processed');
    await fake.sendWebhook('refund.processed', {
      id: paystackRefund.id,
      status: 'processed',
      amount: 2_500_000,
    });
    expect(refunded.filter((r) => r === `${payment.reference}:2500000`)).toHaveLength(1);
    expect(await refundRows(payment.id)).toEqual([{ amount_kobo: 2_500_000, status: 'processed' }]);
  });

  it('refunds the rest when no amount is given, and then refuses more', async () => {
    const payment = await paidOnline(t.app, fake, photographer, 1_000_000);
    expect((await refund(payment.id, { amountKobo: 400_000, reason: 'Part' })).statusCode).toBe(201);
    const rest = await refund(payment.id, { reason: 'The rest' });
    expect(rest.json().amountKobo).toBe(600_000);
    const more = await refund(payment.id, { amountKobo: 1, reason: 'Too much' });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('This payment has already been refunded in full.');
  });

  it('refuses more than what is left, with the figure', async () => {
    const payment = await paidOnline(t.app, fake, photographer, 1_000_000);
    const res = await refund(payment.id, { amountKobo: 1_000_001, reason: 'Too much' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.amountKobo).toBe('You can refund at most ₦10,000.00.');
    expect(await refundRows(payment.id)).toEqual([]);
  });

  it('never lets two refunds at once add up to more than was paid', async () => {
    const payment = await paidOnline(t.app, fake, photographer, 1_000_000);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refund(payment.id, { amountKobo: 600_000, reason: 'Race' })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(4);
    expect((await refundRows(payment.id)).map((r) => r.amount_kobo)).toEqual([600_000]);
  });

  it('handles a webhook that comes before Paystack’s answer to the refund call', async () => {
    const payment = await paidOnline(t.app, fake, photographer, 2_000_000);
    fake.refundOutcomeBeforeAnswer = 'processed';
    const res = await refund(payment.id, { amountKobo: 2_000_000, reason: 'Fast Paystack' });
    fake.refundOutcomeBeforeAnswer = undefined;
    expect(res.statusCode).toBe(201);
    expect(await refundRows(payment.id)).toEqual([{ amount_kobo: 2_000_000, status: 'processed' }]);
    expect(refunded).toContain(`${payment.reference}:2000000`);
  });

  it('marks a refund Paystack could not make as failed, and its amount can be refunded again', async () => {
    const payment = await paidOnline(t.app, fake, photographer, 1_000_000);
    await refund(payment.id, { amountKobo: 1_000_000, reason: 'Will fail' });
    await fake.settleRefund(fake.refunds.at(-1)!.id, 'failed');
    expect(await refundRows(payment.id)).toEqual([{ amount_kobo: 1_000_000, status: 'failed' }]);
    expect(refunded).not.toContain(`${payment.reference}:1000000`);
    expect((await refund(payment.id, { amountKobo: 1_000_000, reason: 'Again' })).statusCode).toBe(201);
  });

  it('does not credit again when the charge webhook arrives late, after a refund', async () => {
    const payment = await paidOnline(t.app, fake, photographer, 3_000_000);
    await refund(payment.id, { amountKobo: 3_000_000, reason: 'Cancelled' });
    await fake.settleRefund(fake.refunds.at(-1)!.id, 'processed');
    const trx = fake.transactions.get(payment.reference)!;
    const late = await fake.sendWebhook('charge.success', { ...trx, access_code: undefined });
    expect(late!.status).toBe(200);
    expect(credits.filter((c) => c === payment.reference)).toHaveLength(1);
  });

  it('keeps the reason required and the payment to its owner', async () => {
    const payment = await paidOnline(t.app, fake, photographer, 1_000_000);
    const noReason = await refund(payment.id, { amountKobo: 100 });
    expect(noReason.statusCode).toBe(400);
    const other = await signInAs(t.app, 'approvedPhotographer');
    expect((await refund(payment.id, { reason: 'Not mine' }, other)).statusCode).toBe(404);
  });
});
