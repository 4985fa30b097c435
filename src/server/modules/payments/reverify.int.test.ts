import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { type FakePaystack, startFakePaystack } from '../../../../tests/fake-paystack/fake-paystack.ts';
import {
  paystackConfigFor,
  registerTestPurpose,
  savePayoutAccount,
  TEST_PURPOSE,
} from '../../../../tests/fake-paystack/pay-online.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { PAYMENTS_API } from '../../../shared/payments.ts';
import { PAYSTACK_REVERIFY_QUEUE, REVERIFY_AFTER_SECONDS } from './reverify.service.ts';

/**
 * A charge.success whose verify still says pending is asked about again after 1, 5 and 30
 * minutes through the job queue (decision 193), driven by the fake Paystack on pg-boss: each
 * scheduled job is checked for its delay, then brought forward so the worker runs it now.
 */
describe('re-verifying a pending Paystack charge', { timeout: 180_000 }, () => {
  let fake: FakePaystack;
  let t: TestApp;
  let photographer: SignedInUser;
  const credits: string[] = [];

  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createTestApp({ jobs: true, paystack: paystackConfigFor(fake) }, (app) =>
      registerTestPurpose(app, credits),
    );
    fake.webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}${PAYMENTS_API.webhook}`;
    photographer = await signInAs(t.app, 'approvedPhotographer');
    await savePayoutAccount(t.app, fake, photographer);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A paid charge that Paystack's verify calls pending; its webhook arrives. */
  async function pendingCharge(): Promise<string> {
    const { reference } = await t.app.payments.start({
      photographerId: photographer.id,
      purpose: TEST_PURPOSE,
      subjectId: crypto.randomUUID(),
      email: 'client@example.test',
      amountKobo: 5_000_000,
      callbackUrl: 'http://localhost/return',
    });
    fake.verifyPending.add(reference);
    await fake.complete(reference, 'success');
    return reference;
  }

  const reverifyJobs = (reference: string) =>
    t.app.database.query<{ id: string; attempt: number; state: string; delay: number }>(
      `select id, (data->>'attempt')::int as attempt, state::text as state,
              round(extract(epoch from start_after - created_on))::int as delay
         from pgboss.job where name = $1 and data->>'reference' = $2 order by created_on`,
      [PAYSTACK_REVERIFY_QUEUE, reference],
    );
  /** The attempt, once queued: waits for it, checks its delay. */
  async function queued(reference: string, attempt: number) {
    await expect
      .poll(async () => (await reverifyJobs(reference)).map((j) => j.attempt), {
        timeout: 60_000,
        interval: 300,
      })
      .toContain(attempt);
    const job = (await reverifyJobs(reference)).find((j) => j.attempt === attempt)!;
    expect(job.delay).toBeGreaterThanOrEqual(REVERIFY_AFTER_SECONDS[attempt - 1]! - 1);
    expect(job.delay).toBeLessThanOrEqual(REVERIFY_AFTER_SECONDS[attempt - 1]! + 1);
    return job;
  }
  /** Time passes for one job: it becomes due now, and the worker runs it. */
  async function due(job: { id: string }) {
    await t.app.database.query(`update pgboss.job set start_after = now() where id = $1`, [job.id]);
    await expect
      .poll(
        async () =>
          (
            await t.app.database.query<{ state: string }>(
              'select state::text as state from pgboss.job where id = $1',
              [job.id],
            )
          )[0]?.state,
        { timeout: 60_000, interval: 300 },
      )
      .toBe('completed');
  }
  const status = async (reference: string) =>
    (
      await t.app.database.query<{ status: string }>(
        'select status from online_payments where reference = $1',
        [reference],
      )
    )[0]?.status;

  it('credits the payment at the re-verify that finds it settled, and stops there', async () => {
    const reference = await pendingCharge();
    const first = await queued(reference, 1);
    expect(await status(reference)).toBe('initialized');
    // A redelivered webhook changes nothing: the attempt is queued once.
    await fake.sendWebhook('charge.success', {
      reference,
      status: 'success',
      amount: 5_000_000,
      currency: 'NGN',
    });
    await due(first);
    const second = await queued(reference, 2);
    expect(credits).not.toContain(reference);

    fake.verifyPending.delete(reference); // Paystack settles it
    await due(second);
    expect(await status(reference)).toBe('succeeded');
    expect(credits.filter((r) => r === reference)).toHaveLength(1);
    expect((await reverifyJobs(reference)).map((j) => j.attempt)).toEqual([1, 2]);
  });

  it('asks three times at 1, 5 and 30 minutes, then leaves it to the daily reconciliation', async () => {
    const reference = await pendingCharge();
    for (const attempt of [1, 2, 3]) await due(await queued(reference, attempt));
    expect((await reverifyJobs(reference)).map((j) => j.attempt)).toEqual([1, 2, 3]);
    expect(await status(reference)).toBe('initialized');

    fake.verifyPending.delete(reference);
    await t.app.payments.reconcile();
    expect(await status(reference)).toBe('succeeded');
  });
});
