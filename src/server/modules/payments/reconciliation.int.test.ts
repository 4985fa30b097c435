import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { type FakePaystack, startFakePaystack } from '../../../../tests/fake-paystack/fake-paystack.ts';
import {
  paidOnline,
  paystackConfigFor,
  registerTestPurpose,
  TEST_PURPOSE,
} from '../../../../tests/fake-paystack/pay-online.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';

describe('daily reconciliation against Paystack', () => {
  let fake: FakePaystack;
  let t: TestApp;
  let photographer: SignedInUser;
  const credits: string[] = [];

  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createTestApp({ paystack: paystackConfigFor(fake) }, (app) => registerTestPurpose(app, credits));
    photographer = await signInAs(t.app, 'approvedPhotographer');
    await paidOnline(t.app, fake, photographer); // sets up the payout account
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('credits a payment whose webhook was lost and whose client never came back, once', async () => {
    const { reference } = await t.app.payments.start({
      photographerId: photographer.id,
      purpose: TEST_PURPOSE,
      subjectId: crypto.randomUUID(),
      email: 'client@example.test',
      amountKobo: 1_500_000,
      callbackUrl: 'http://localhost/return',
    });
    fake.dropWebhooks = true;
    await fake.complete(reference, 'success');
    expect(credits).not.toContain(reference);

    const first = await t.app.payments.reconcile();
    expect(first.recovered).toEqual([reference]);
    expect(credits.filter((c) => c === reference)).toHaveLength(1);
    const again = await t.app.payments.reconcile();
    expect(again.recovered).toEqual([]);
    expect(credits.filter((c) => c === reference)).toHaveLength(1);
  });

  it('flags a payment recorded here that Paystack does not have', async () => {
    const { reference, id } = await paidOnline(t.app, fake, photographer);
    fake.transactions.delete(reference);
    const summary = await t.app.payments.reconcile();
    expect(summary.missingOnPaystack).toEqual([reference]);
    const audit = await t.app.database.query<{ action: string }>(
      "select action from audit_log where target_id = $1 and action = 'payments.reconciliation_mismatch'",
      [id],
    );
    expect(audit).toHaveLength(1);
  });
});
