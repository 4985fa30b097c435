import type { FastifyInstance } from 'fastify';
import { PAYMENTS_API } from '../../src/shared/payments.ts';
import type { SignedInUser } from '../auth-helpers.ts';
import type { FakePaystack } from './fake-paystack.ts';

/** The purpose tests pay for when no real module's object is needed. */
export const TEST_PURPOSE = 'test-order';

/** Registers the test purpose (call in createTestApp's beforeReady); credits go to `credits`. */
export function registerTestPurpose(app: FastifyInstance, credits: string[] = []): void {
  app.payments.registerPurpose(TEST_PURPOSE, {
    async settle(_tx, payment) {
      credits.push(payment.reference);
    },
  });
}

/** The test app's Paystack configuration, pointing at a fake. */
export const paystackConfigFor = (fake: FakePaystack) => ({
  secretKey: fake.secretKey,
  publicKey: undefined,
  baseUrl: fake.url,
  webhookSecrets: [fake.secretKey],
});

/** Gives the photographer a payout account (one the fake knows), as its settings screen does. */
export async function savePayoutAccount(
  app: FastifyInstance,
  fake: FakePaystack,
  photographer: SignedInUser,
  accountNumber = '0123456789',
): Promise<void> {
  fake.addAccount('058', accountNumber, 'ADAEZE OKAFOR');
  const saved = await app.inject({
    method: 'PUT',
    url: PAYMENTS_API.payoutAccount,
    headers: photographer.headers,
    payload: { bankCode: '058', accountNumber },
  });
  if (saved.statusCode !== 200) throw new Error(`payout account: ${saved.statusCode} ${saved.body}`);
}

let accountCounter = 0;

/** A photographer with a payout account is paid online once: returns the settled payment. */
export async function paidOnline(
  app: FastifyInstance,
  fake: FakePaystack,
  photographer: SignedInUser,
  amountKobo = 5_000_000,
): Promise<{ id: string; reference: string }> {
  await savePayoutAccount(app, fake, photographer, String(7_000_000_000 + ++accountCounter));
  const { reference } = await app.payments.start({
    photographerId: photographer.id,
    purpose: TEST_PURPOSE,
    subjectId: crypto.randomUUID(),
    email: 'client@example.test',
    amountKobo,
    callbackUrl: 'http://localhost/return',
  });
  const hooks = fake.dropWebhooks;
  fake.dropWebhooks = true;
  await fake.complete(reference, 'success');
  fake.dropWebhooks = hooks;
  if ((await app.payments.settle(reference, 'return')) !== 'credited')
    throw new Error('payment not credited');
  const [row] = await app.database.query<{ id: string }>(
    'select id from online_payments where reference = $1',
    [reference],
  );
  return { id: row!.id, reference };
}
