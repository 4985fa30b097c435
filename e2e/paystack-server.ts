import type { Browser, Page } from '@playwright/test';
import { type FakePaystack, startFakePaystack } from '../tests/fake-paystack/fake-paystack';
import { DirectoryServer, type SeededPhotographer, type SeedPhotographer } from './directory-seed';
import { expect, test } from './fixtures';

export interface PaystackServer {
  fake: FakePaystack;
  server: DirectoryServer;
  photographer: SeededPhotographer;
}

/**
 * The app on its own port with the fake Paystack behind it, and one photographer whose payout
 * account is set up, so their clients can pay online (the payment journeys).
 */
export async function startPaystackServer(
  portOffset: number,
  spec: SeedPhotographer & { accountName: string },
  env: Record<string, string> = {},
): Promise<PaystackServer> {
  const fake = await startFakePaystack();
  fake.addAccount('058', '0123456789', spec.accountName);
  const server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + portOffset, {
    ...env,
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

/**
 * A spec file's payment set-up: its tests run in order against one such server, started before
 * the first and stopped after the last. The object answered is filled in before the first test.
 */
export function paystackServerForSpec(
  portOffset: number,
  spec: SeedPhotographer & { accountName: string },
): PaystackServer {
  const shared = {} as PaystackServer;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    Object.assign(shared, await startPaystackServer(portOffset, spec));
  });
  test.afterAll(async () => {
    await shared.server?.stop();
    await shared.fake?.close();
  });
  return shared;
}

/** The client, in a browser of their own and without an account, on the invoice's link from the email. */
export async function openAsClient(
  browser: Browser,
  server: DirectoryServer,
  publicUrl: string,
): Promise<Page> {
  const client = await (await browser.newContext()).newPage();
  await client.goto(publicUrl.replace(/^https?:\/\/[^/]+/, server.base));
  return client;
}

/** "Pay ₦… now" on the invoice page, then Pay on the fake checkout, back to the invoice paid. */
export async function payOnCheckout(client: Page, naira: string) {
  await client.getByRole('button', { name: `Pay ₦${naira} now` }).click();
  await expect(client.getByRole('heading', { name: `Pay NGN ${naira}` })).toBeVisible();
  await client.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(client.getByText('Payment received. Thank you')).toBeVisible();
}
