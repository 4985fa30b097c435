import { expect } from '@playwright/test';
import { type FakePaystack, startFakePaystack } from '../tests/fake-paystack/fake-paystack';
import { DirectoryServer, type SeededPhotographer, type SeedPhotographer } from './directory-seed';

/**
 * The app on its own port with the fake Paystack behind it, and one photographer whose payout
 * account is set up, so their clients can pay online (the payment journeys).
 */
export async function startPaystackServer(
  portOffset: number,
  spec: SeedPhotographer & { accountName: string },
): Promise<{ fake: FakePaystack; server: DirectoryServer; photographer: SeededPhotographer }> {
  const fake = await startFakePaystack();
  fake.addAccount('058', '0123456789', spec.accountName);
  const server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + portOffset, {
    PAYSTACK_SECRET_KEY: fake.secretKey,
    PAYSTACK_BASE_URL: fake.url,
  });
  await server.start();
  fake.webhookUrl = `${server.base}/api/payments/paystack/webhook`;
  const photographer = await server.addPhotographer(spec);
  const payout = await server.call(
    'PUT',
    '/api/payments/payout-account',
    { bankCode: '058', accountNumber: '0123456789' },
    photographer.cookie,
  );
  expect(payout.status).toBe(200);
  return { fake, server, photographer };
}
