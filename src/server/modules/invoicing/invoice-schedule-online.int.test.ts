import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { type FakePaystack, startFakePaystack } from '../../../../tests/fake-paystack/fake-paystack.ts';
import { paystackConfigFor } from '../../../../tests/fake-paystack/pay-online.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../../tests/test-database.ts';
import { addDays, lagosDate } from '../../../shared/lagos-time.ts';
import { PAYMENTS_API } from '../../../shared/payments.ts';

/**
 * Paying a schedule online (decision 125): "Pay ₦… now" pays the next instalment (or the
 * balance), through the fake Paystack; on PostgreSQL, two payments of the same instalment at
 * once credit it once.
 */
describe('paying an instalment online through (fake) Paystack', () => {
  let fake: FakePaystack;
  let t: TestApp;
  let photographer: SignedInUser;
  const day = (n: number) => addDays(lagosDate(), n);

  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createTestApp({ paystack: paystackConfigFor(fake) });
    fake.webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}${PAYMENTS_API.webhook}`;
    photographer = await signInAs(t.app, 'approvedPhotographer');
    fake.addAccount('058', '0123456789', 'ADE STUDIO');
    const saved = await t.app.inject({
      method: 'PUT',
      url: PAYMENTS_API.payoutAccount,
      headers: photographer.headers,
      payload: { bankCode: '058', accountNumber: '0123456789' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    t.app.database.pool?.on('error', () => undefined);
    await t.close();
    await fake.close();
  });

  /** ₦100,000 (no VAT) with a deposit of `depositBp` and the balance in 30 days. */
  const sendScheduled = async (email: string, depositBp: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invoices?send=true',
      headers: photographer.headers,
      payload: {
        clientName: 'Bola Ade',
        clientEmail: email,
        vatEnabled: false,
        items: [{ description: 'Wedding', quantity: 1, unitKobo: 100_000_00 }],
        schedule: [
          { kind: 'percent', percentBp: depositBp, dueDate: day(3), label: 'Deposit' },
          { kind: 'percent', percentBp: 10_000 - depositBp, dueDate: day(30), label: 'Balance' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json().invoice;
    return { id: invoice.id as string, token: invoice.publicUrl.split('/i/')[1] as string };
  };
  const publicInvoice = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/public/invoices/${token}` })).json().invoice;
  /** Starts a checkout from the invoice page: the transaction the fake holds for it. */
  const startPay = async (token: string, pay?: 'next' | 'balance') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/invoices/${token}/pay`,
      ...(pay ? { payload: { pay } } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    const code = res.json().authorizationUrl.split('/checkout/')[1];
    return [...fake.transactions.values()].find((x) => x.access_code === code)!;
  };

  it('pays the deposit: the invoice is part paid with the next instalment due', async () => {
    const { token } = await sendScheduled('deposit@example.test', 5000);
    // The client's choice: the next instalment (the default) or the whole balance.
    expect((await startPay(token, 'balance')).amount).toBe(100_000_00);
    const trx = await startPay(token);
    expect(trx.amount).toBe(50_000_00);

    await fake.complete(trx.reference, 'success'); // the webhook credits it
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/public/invoices/${token}/return`,
      payload: { reference: trx.reference },
    });
    expect(back.json()).toEqual({ outcome: 'already-settled' });
    const page = await publicInvoice(token);
    expect(page).toMatchObject({ status: 'sent', paidKobo: 50_000_00, balanceKobo: 50_000_00 });
    expect(page.schedule.map((i: { label: string; state: string }) => [i.label, i.state])).toEqual([
      ['Deposit', 'paid'],
      ['Balance', 'due'],
    ]);
    // "Pay ₦… now" asks for the next one now.
    expect((await startPay(token)).amount).toBe(50_000_00);
    // The deposit paid online has its receipt, emailed, and listed on the page.
    const receipts = (await emailsTo(t.app, 'deposit@example.test')).filter(
      (m) => m.template === 'invoice-receipt',
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toMatch(/^Receipt RCT-\d{4} from .+: ₦50,000\.00 for invoice INV-\d{4}$/);
    expect(page.receipts).toEqual([expect.objectContaining({ method: 'online', amountKobo: 50_000_00 })]);
  });

  it('money that arrives for an invoice already paid by hand is recorded, the invoice stays paid, with its own receipt', async () => {
    const { id, token } = await sendScheduled('late@example.test', 5000);
    const trx = await startPay(token, 'balance');
    const byHand = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/payments`,
      headers: photographer.headers,
      payload: { amountKobo: 100_000_00, method: 'bank_transfer' },
    });
    expect(byHand.json().invoice.status).toBe('paid');
    await fake.complete(trx.reference, 'success');
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/invoices/${id}`, headers: photographer.headers })
    ).json().invoice;
    expect(detail).toMatchObject({ status: 'paid', paidKobo: 200_000_00 });
    expect(detail.payments.map((p: { method: string }) => p.method).sort()).toEqual([
      'bank_transfer',
      'online',
    ]);
    // Flagged: what came on top of the total is offered back from the online payment.
    expect(detail.history.map((h: { kind: string }) => h.kind)).toContain('overpaid');
    expect(detail.overpayment).toMatchObject({ amountKobo: 100_000_00 });
    // Money received is receipted, whatever becomes of it: two payments, two receipts.
    const receipts = (await emailsTo(t.app, 'late@example.test')).filter(
      (m) => m.template === 'invoice-receipt',
    );
    expect(receipts).toHaveLength(2);
    expect(new Set(detail.payments.map((p: { receiptNumber: string }) => p.receiptNumber)).size).toBe(2);
  });

  it('the admin overview’s revenue is the money kept: a Paystack refund comes off it', async () => {
    const admin = await signInAs(t.app, 'superAdmin');
    const revenue = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin.headers })).json()
        .figures.revenueKobo as number;
    const before = await revenue();
    const { token } = await sendScheduled('refund@example.test', 4000);
    const trx = await startPay(token);
    await fake.complete(trx.reference, 'success');
    expect(await revenue()).toBe(before + 40_000_00);
    const [payment] = await t.app.database.query<{ id: string }>(
      'select id from online_payments where reference = $1',
      [trx.reference],
    );
    const asked = await t.app.inject({
      method: 'POST',
      url: PAYMENTS_API.refund(payment!.id),
      headers: photographer.headers,
      payload: { amountKobo: 10_000_00, reason: 'Shorter session' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await fake.settleRefund(fake.refunds.at(-1)!.id, 'processed');
    expect(await revenue()).toBe(before + 30_000_00);
    // The payment shows what came back of it and keeps its receipt; money paid online goes back
    // through Paystack only, never by a reversal as well.
    const [row] = await t.app.database.query<{ invoice_id: string; pid: string }>(
      `select p.invoice_id, p.id as pid from invoice_payments p where p.reference = $1`,
      [trx.reference],
    );
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/invoices/${row!.invoice_id}`,
        headers: photographer.headers,
      })
    ).json().invoice;
    expect(detail.payments[0]).toMatchObject({ method: 'online', refundedKobo: 10_000_00, reversedAt: null });
    expect(detail.payments[0].receiptNumber).toMatch(/^RCT-/);
    const reverse = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${row!.invoice_id}/payments/${row!.pid}/reverse`,
      headers: photographer.headers,
      payload: { reason: 'twice' },
    });
    expect(reverse.statusCode).toBe(409);
    expect((await publicInvoice(token)).receipts[0]).toMatchObject({ refundedKobo: 10_000_00 });
    // The deposit is part paid again.
    expect((await publicInvoice(token)).schedule.map((i: { state: string }) => i.state)).toEqual([
      'part_paid',
      'due',
    ]);
  });

  describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())('on PostgreSQL', () => {
    it('two payments of the same instalment at once credit it once; the second lands on the next', async () => {
      const { id, token } = await sendScheduled('race@example.test', 3000);
      const a = await startPay(token);
      // A second checkout of the same instalment opens only once the first is 30 minutes old
      // (decision 212); the client then pays both.
      await t.app.database.query(
        `update online_payments set created_at = now() - interval '31 minutes' where reference = $1`,
        [a.reference],
      );
      const b = await startPay(token);
      expect(b.reference).not.toBe(a.reference);
      expect([a.amount, b.amount]).toEqual([30_000_00, 30_000_00]);
      fake.dropWebhooks = true;
      await fake.complete(a.reference, 'success');
      await fake.complete(b.reference, 'success');
      fake.dropWebhooks = false;
      // Each settled from two sides at once (the return and the webhook), both payments together.
      const outcomes = await Promise.all([
        t.app.payments.settle(a.reference, 'return'),
        t.app.payments.settle(b.reference, 'return'),
        fake.sendWebhook('charge.success', {
          ...fake.transactions.get(a.reference)!,
          access_code: undefined,
        }),
        t.app.payments.settle(b.reference, 'webhook'),
      ]);
      // a's webhook may settle a before a's return does (then the return finds it settled);
      // b's two sides are both counted here: exactly one of them credits.
      const [aReturn, bReturn, , bWebhook] = outcomes;
      expect(['credited', 'already-settled']).toContain(aReturn);
      expect([bReturn, bWebhook].filter((o) => o === 'credited')).toHaveLength(1);
      expect([bReturn, bWebhook]).toContain('already-settled');
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/invoices/${id}`, headers: photographer.headers })
      ).json().invoice;
      expect(detail.payments).toHaveLength(2); // each reference once
      expect(detail.paidKobo).toBe(60_000_00);
      expect(detail.schedule.map((i: { paidKobo: number }) => i.paidKobo)).toEqual([30_000_00, 30_000_00]);
      expect(detail.history.filter((h: { detail: string }) => h.detail === 'Deposit paid')).toHaveLength(1);
      // The database itself refuses an instalment credited past its amount.
      await expect(
        t.app.database.query(
          `update invoice_instalments set paid_kobo = amount_kobo + 1 where invoice_id = $1 and position = 1`,
          [id],
        ),
      ).rejects.toThrow(/invoice_instalments_paid_check/);
    });
  });
});
