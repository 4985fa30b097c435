import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { type FakePaystack, startFakePaystack } from '../../../../tests/fake-paystack/fake-paystack.ts';
import { paystackConfigFor } from '../../../../tests/fake-paystack/pay-online.ts';
import { BUILT_CLIENT_DIR, BUILT_SSR_DIR } from '../../../../tests/front-end-build.ts';
import { sendInvoiceTo } from '../../../../tests/invoicing-test-kit.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { PAYMENTS_API } from '../../../shared/payments.ts';

/** A client pays an invoice online from its link (decision 122); the invoice, receipt and money agree. */
describe('paying an invoice online through (fake) Paystack', () => {
  let fake: FakePaystack;
  let t: TestApp;
  let photographer: SignedInUser;

  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createTestApp({
      paystack: paystackConfigFor(fake),
      clientDir: BUILT_CLIENT_DIR,
      ssrDir: BUILT_SSR_DIR,
    });
    fake.webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}${PAYMENTS_API.webhook}`;
    photographer = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const sendInvoice = (email: string) => sendInvoiceTo(t.app, photographer, email, 2_000_000);
  const publicInvoice = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/public/invoices/${token}` })).json().invoice;

  it('offers no online payment until the photographer has a payout account', async () => {
    const { token } = await sendInvoice('early@example.test');
    expect((await publicInvoice(token)).online).toEqual({ available: false, testMode: true });
    const pay = await t.app.inject({ method: 'POST', url: `/api/public/invoices/${token}/pay` });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(
      'Online payment is not available for this invoice: please pay by bank transfer.',
    );
  });

  it('takes the balance online, records it once, sends the receipt and tells the photographer; a refund reopens it', async () => {
    fake.addAccount('058', '0123456789', 'ADE STUDIO');
    await t.app.inject({
      method: 'PUT',
      url: PAYMENTS_API.payoutAccount,
      headers: photographer.headers,
      payload: { bankCode: '058', accountNumber: '0123456789' },
    });
    const { id, token, total } = await sendInvoice('bola@example.test');
    expect((await publicInvoice(token)).online).toEqual({ available: true, testMode: true });

    const pay = await t.app.inject({ method: 'POST', url: `/api/public/invoices/${token}/pay` });
    expect(pay.statusCode).toBe(200);
    const code = pay.json().authorizationUrl.split('/checkout/')[1];
    const trx = [...fake.transactions.values()].find((x) => x.access_code === code)!;
    expect(trx).toMatchObject({ amount: total, customer: { email: 'bola@example.test' } });
    expect(trx.callback_url).toBe(`${t.config.publicUrl}/i/${token}`);

    await fake.complete(trx.reference, 'success'); // the webhook arrives first
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/public/invoices/${token}/return`,
      payload: { reference: trx.reference },
    });
    expect(back.json()).toEqual({ outcome: 'already-settled' });

    const paid = await publicInvoice(token);
    expect(paid).toMatchObject({
      status: 'paid',
      paidKobo: total,
      balanceKobo: 0,
      online: { available: false },
    });
    expect((await emailsTo(t.app, 'bola@example.test')).map((e) => e.template)).toContain('invoice-receipt');
    expect((await emailsTo(t.app, photographer.email)).map((e) => e.template)).toContain(
      'invoice-paid-online',
    );
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/invoices/${id}`, headers: photographer.headers })
    ).json();
    expect(detail.invoice.payments).toEqual([
      expect.objectContaining({ amountKobo: total, method: 'online' }),
    ]);

    // The photographer refunds half; the invoice follows once Paystack says it is done.
    const [payment] = await t.app.database.query<{ id: string }>(
      'select id from online_payments where reference = $1',
      [trx.reference],
    );
    const refund = await t.app.inject({
      method: 'POST',
      url: PAYMENTS_API.refund(payment!.id),
      headers: photographer.headers,
      payload: { amountKobo: total / 2, reason: 'Half the session' },
    });
    expect(refund.statusCode).toBe(201);
    expect((await publicInvoice(token)).status).toBe('paid');
    await fake.settleRefund(fake.refunds.at(-1)!.id, 'processed');
    expect(await publicInvoice(token)).toMatchObject({ status: 'sent', balanceKobo: total / 2 });
  });

  it('ignores a reference that belongs to another invoice', async () => {
    const first = await sendInvoice('one@example.test');
    const second = await sendInvoice('two@example.test');
    const pay = await t.app.inject({ method: 'POST', url: `/api/public/invoices/${first.token}/pay` });
    const code = pay.json().authorizationUrl.split('/checkout/')[1];
    const trx = [...fake.transactions.values()].find((x) => x.access_code === code)!;
    fake.dropWebhooks = true;
    await fake.complete(trx.reference, 'success');
    fake.dropWebhooks = false;
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/public/invoices/${second.token}/return`,
      payload: { reference: trx.reference },
    });
    expect(wrong.json()).toEqual({ outcome: 'unknown-reference' });
    expect((await publicInvoice(first.token)).status).toBe('sent');
    const right = await t.app.inject({
      method: 'POST',
      url: `/api/public/invoices/${first.token}/return`,
      payload: { reference: trx.reference },
    });
    expect(right.json()).toEqual({ outcome: 'credited' });
    expect((await publicInvoice(first.token)).status).toBe('paid');
  });

  it('renders the client’s invoice page on the server: the invoice, Pay now, never indexed, never in a shared cache', async () => {
    const { token, total } = await sendInvoice('html@example.test');
    const page = await t.app.inject({ method: 'GET', url: `/i/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toMatch(/Invoice (<!-- -->)?INV-\d{4}/);
    expect(page.body).toContain('html@example.test');
    expect(page.body).toContain(
      `Pay ₦${(total / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })} now`,
    );
    expect(page.body).toContain('name="robots" content="noindex');
    const wrong = await t.app.inject({ method: 'GET', url: `/i/${token.slice(0, -4)}0000` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain('Invoice not found');
  });
});
