import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import {
  type FakePaystack,
  fakeFees,
  startFakePaystack,
} from '../../../../tests/fake-paystack/fake-paystack.ts';
import {
  paidOnline,
  paystackConfigFor,
  registerTestPurpose,
} from '../../../../tests/fake-paystack/pay-online.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { PAYMENTS_API } from '../../../shared/payments.ts';

describe('money views: the photographer’s payments by month, the platform’s figures', () => {
  let fake: FakePaystack;
  let t: TestApp;
  let photographer: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createTestApp({ paystack: paystackConfigFor(fake) }, (app) => registerTestPurpose(app));
    fake.webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}${PAYMENTS_API.webhook}`;
    photographer = await signInAs(t.app, 'approvedPhotographer');
    admin = await signInAs(t.app, 'superAdmin');
    await t.app.inject({
      method: 'PUT',
      url: PAYMENTS_API.adminSettings,
      headers: admin.headers,
      payload: { platformFeePercent: 2 },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('adds up received, fees, refunds and net for the month, for the owner only', async () => {
    await paidOnline(t.app, fake, photographer, 5_000_000);
    const second = await paidOnline(t.app, fake, photographer, 2_000_000);
    await t.app.inject({
      method: 'POST',
      url: PAYMENTS_API.refund(second.id),
      headers: photographer.headers,
      payload: { amountKobo: 500_000, reason: 'Partial' },
    });
    // Until Paystack confirms it, the refund is on its way back: not refunded, not refundable again.
    const waiting = await t.app.inject({
      method: 'GET',
      url: PAYMENTS_API.online,
      headers: photographer.headers,
    });
    expect(waiting.json().payments[0]).toMatchObject({ refundedKobo: 0, pendingRefundKobo: 500_000 });
    await fake.settleRefund(fake.refunds.at(-1)!.id, 'processed');

    const res = await t.app.inject({
      method: 'GET',
      url: PAYMENTS_API.online,
      headers: photographer.headers,
    });
    expect(res.statusCode).toBe(200);
    const { payments, months } = res.json();
    expect(payments).toHaveLength(2);
    expect(payments[0]).toMatchObject({
      amountKobo: 2_000_000,
      refundedKobo: 500_000,
      pendingRefundKobo: 0,
      platformFeeKobo: 40_000,
    });
    const fees = fakeFees(5_000_000) + fakeFees(2_000_000);
    expect(months).toEqual([
      {
        month: expect.stringMatching(/^\d{4}-\d{2}$/),
        receivedKobo: 7_000_000,
        providerFeesKobo: fees,
        platformFeesKobo: 140_000,
        refundedKobo: 500_000,
        netKobo: 7_000_000 - fees - 140_000 - 500_000,
      },
    ]);

    const csv = await t.app.inject({
      method: 'GET',
      url: PAYMENTS_API.onlineCsv,
      headers: photographer.headers,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Paid at,Reference,Client email,Status,Channel,Amount (NGN),Paystack fee (NGN),Platform fee (NGN),Refunded (NGN),Mode',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',20000.00,');

    const other = await signInAs(t.app, 'approvedPhotographer');
    const theirs = await t.app.inject({ method: 'GET', url: PAYMENTS_API.online, headers: other.headers });
    expect(theirs.json().payments).toEqual([]);
  });

  it('gives the super admin the platform volume, fees and failures', async () => {
    const res = await t.app.inject({ method: 'GET', url: PAYMENTS_API.adminFigures, headers: admin.headers });
    expect(res.json()).toMatchObject({
      volumeKobo: 7_000_000,
      platformFeesKobo: 140_000,
      succeeded: 2,
      refundedKobo: 500_000,
    });
  });

  it('refuses a window that ends before it starts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${PAYMENTS_API.online}?from=2026-11-02&to=2026-11-01`,
      headers: photographer.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.from).toBe('The start date must be before the end date');
  });
});
