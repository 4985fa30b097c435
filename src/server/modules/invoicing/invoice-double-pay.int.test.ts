import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { type FakePaystack, startFakePaystack } from '../../../../tests/fake-paystack/fake-paystack.ts';
import { paystackConfigFor } from '../../../../tests/fake-paystack/pay-online.ts';
import { sendInvoiceTo } from '../../../../tests/invoicing-test-kit.ts';
import { race } from '../../../../tests/race.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../../tests/test-database.ts';
import { formatNaira } from '../../../shared/money.ts';
import { PAYMENTS_API } from '../../../shared/payments.ts';

/**
 * A client is never charged twice by a double click (decision 212): while a checkout for the
 * same amount of an invoice is open and younger than 30 minutes, Pay hands out the same address,
 * the database deciding between requests at the same moment. Money that still arrives for an
 * amount already paid (a checkout older than that, paid as well) is flagged on the invoice, the
 * photographer is emailed, and the invoice offers the refund in one step.
 */
/** The app with online payments on (a fake Paystack), and a photographer with a payout account. */
async function paidOnlineApp(accountNumber: string) {
  const fake = await startFakePaystack();
  const t = await createTestApp({ paystack: paystackConfigFor(fake) });
  const photographer = await signInAs(t.app, 'approvedPhotographer');
  fake.addAccount('058', accountNumber, 'DOUBLE STUDIO');
  const saved = await t.app.inject({
    method: 'PUT',
    url: PAYMENTS_API.payoutAccount,
    headers: photographer.headers,
    payload: { bankCode: '058', accountNumber },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { fake, t, photographer };
}

/** A sent ₦10,000 invoice (with VAT): its id, link token and total. */
const sendInvoice = (t: TestApp, photographer: SignedInUser, email: string) =>
  sendInvoiceTo(t.app, photographer, email, 1_000_000, 'Tolu Bello');

describe('one checkout at a time, and over-payments flagged', () => {
  let fake: FakePaystack;
  let t: TestApp;
  let photographer: SignedInUser;

  beforeAll(async () => {
    ({ fake, t, photographer } = await paidOnlineApp('0123456780'));
    fake.webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}${PAYMENTS_API.webhook}`;
    fake.dropWebhooks = true;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const pay = (token: string) => t.app.inject({ method: 'POST', url: `/api/public/invoices/${token}/pay` });
  const referenceOf = (url: string) =>
    [...fake.transactions.values()].find((x) => x.access_code === url.split('/checkout/')[1])!.reference;
  const attempts = (invoiceId: string) =>
    t.app.database.query<{ reference: string; checkout_open: boolean }>(
      'select reference, checkout_open from online_payments where subject_id = $1 order by created_at',
      [invoiceId],
    );
  const detail = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/invoices/${id}`, headers: photographer.headers })).json()
      .invoice;

  it('hands out the open checkout again for 30 minutes, then a new one', async () => {
    const { id, token } = await sendInvoice(t, photographer, 'twice@example.test');
    const first = (await pay(token)).json().authorizationUrl;
    expect((await pay(token)).json().authorizationUrl).toBe(first);
    expect(await attempts(id)).toHaveLength(1);

    await t.app.database.query(
      `update online_payments set created_at = now() - interval '31 minutes' where subject_id = $1`,
      [id],
    );
    const later = (await pay(token)).json().authorizationUrl;
    expect(later).not.toBe(first);
    expect((await attempts(id)).map((a) => a.checkout_open)).toEqual([false, true]);
  });

  it('flags money paid for an amount already paid, emails the photographer, and refunds it in one step', async () => {
    const { id, token, total } = await sendInvoice(t, photographer, 'paid-twice@example.test');
    const first = (await pay(token)).json().authorizationUrl;
    await t.app.database.query(
      `update online_payments set created_at = now() - interval '31 minutes' where subject_id = $1`,
      [id],
    );
    const second = (await pay(token)).json().authorizationUrl;
    // The client paid both checkouts.
    for (const url of [first, second]) {
      await fake.complete(referenceOf(url), 'success');
      const back = await t.app.inject({
        method: 'POST',
        url: `/api/public/invoices/${token}/return`,
        payload: { reference: referenceOf(url) },
      });
      expect(back.json()).toEqual({ outcome: 'credited' });
    }

    const flagged = await detail(id);
    expect(flagged).toMatchObject({ status: 'paid', paidKobo: 2 * total, totalKobo: total });
    const [secondPayment] = await t.app.database.query<{ id: string }>(
      'select id from online_payments where reference = $1',
      [referenceOf(second)],
    );
    expect(flagged.overpayment).toEqual({ amountKobo: total, paymentId: secondPayment!.id });
    expect(flagged.history.map((h: { kind: string }) => h.kind)).toContain('overpaid');
    const mail = (await emailsTo(t.app, photographer.email)).filter((m) => m.template === 'invoice-overpaid');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(
      `Tolu Bello paid ${formatNaira(total)} too much on invoice ${flagged.number}`,
    );
    expect(mail[0]!.text).toContain(`/invoicing?invoice=${id}`);

    // One step: the refund the invoice names, for the amount it names.
    const refund = await t.app.inject({
      method: 'POST',
      url: PAYMENTS_API.refund(flagged.overpayment.paymentId),
      headers: photographer.headers,
      payload: { amountKobo: flagged.overpayment.amountKobo, reason: 'Paid twice' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    fake.dropWebhooks = false; // Paystack's word on the refund arrives
    await fake.settleRefund(fake.refunds.at(-1)!.id, 'processed');
    expect(await detail(id)).toMatchObject({ status: 'paid', paidKobo: total, overpayment: null });
  });
});

describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())('Pay clicked twice at once', () => {
  let fake: FakePaystack;
  let t: TestApp;
  let photographer: SignedInUser;
  beforeAll(async () => {
    ({ fake, t, photographer } = await paidOnlineApp('0123456781'));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('opens one checkout: every request gets the same address, one attempt is stored', async () => {
    const invoice = await sendInvoice(t, photographer, 'race@example.test');
    const answers = await race(
      t.app,
      Array.from({ length: 6 }, () => ({
        method: 'POST' as const,
        url: `/api/public/invoices/${invoice.token}/pay`,
      })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.json().authorizationUrl)).size).toBe(1);
    const rows = await t.app.database.query('select id from online_payments where subject_id = $1', [
      invoice.id,
    ]);
    expect(rows).toHaveLength(1);
  });
});
