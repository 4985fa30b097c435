import type { FakePaystack } from '../tests/fake-paystack/fake-paystack';
import type { DirectoryServer, SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { logIn } from './log-in';
import { startPaystackServer } from './paystack-server';

/**
 * Issue 13's journey through the fake Paystack checkout: the client pays an invoice from its
 * link, comes back and sees it paid; the photographer sees the payment and refunds half; the
 * client's page shows the balance again once Paystack confirms the refund.
 */
let fake: FakePaystack;
let server: DirectoryServer;
let photographer: SeededPhotographer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ fake, server, photographer } = await startPaystackServer(13, {
    businessName: 'Kemi Lens',
    slug: 'kemi-lens',
    city: 'Lagos',
    categories: ['portrait'],
    prices: [15000],
    firstName: 'Kemi',
    accountName: 'KEMI LENS',
  }));
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

test('a client pays an invoice online, the photographer refunds half', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const sent = await server.call(
    'POST',
    '/api/invoices?send=true',
    {
      clientName: 'Tola Bello',
      clientEmail: 'tola@clients.test',
      items: [{ description: 'Family portraits', quantity: 1, unitKobo: 4_000_000 }],
    },
    photographer.cookie,
  );
  expect(sent.status).toBe(201);
  const { invoice } = (await sent.json()) as { invoice: { publicUrl: string } };
  const link = invoice.publicUrl.replace(/^https?:\/\/[^/]+/, server.base);

  // The client, without an account, on the link from the email.
  const client = await (await browser.newContext()).newPage();
  await client.goto(link);
  await expect(client.getByText('Test mode: this payment uses Paystack')).toBeVisible();
  await client.getByRole('button', { name: 'Pay ₦43,000.00 now' }).click();
  await expect(client.getByRole('heading', { name: 'Pay NGN 43,000.00' })).toBeVisible();
  await client.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(client.getByText('Payment received. Thank you')).toBeVisible();
  await expect(client.getByText('This invoice is paid. Thank you.')).toBeVisible();
  await expect(client).not.toHaveURL(/reference=/);

  // The photographer sees it under Online payments and refunds half.
  await logIn(page, server.base, photographer);
  await page.goto(`${server.base}/invoicing`);
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Refund' }) });
  await expect(row).toContainText('tola@clients.test');
  await expect(row).toContainText('₦43,000.00');
  await row.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund a payment' });
  await dialog.getByLabel('Amount to refund').fill('21500');
  await dialog.getByLabel('Reason').fill('Half the session was cancelled');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refund requested: Paystack will confirm it')).toBeVisible();

  // Paystack confirms the refund; the client's page shows the balance again.
  await fake.settleRefund(fake.refunds.at(-1)!.id, 'processed');
  // The webhook's work runs in a background job: the page shows it once it has run.
  await expect(async () => {
    await client.reload();
    await expect(client.getByRole('button', { name: 'Pay ₦21,500.00 now' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
});
