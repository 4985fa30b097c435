import { expect, test } from './fixtures';
import { logIn } from './log-in';
import { openAsClient, payOnCheckout, paystackServerForSpec } from './paystack-server';

/**
 * Issue 13's journey through the fake Paystack checkout: the client pays an invoice from its
 * link, comes back and sees it paid; the photographer sees the payment and refunds half; the
 * client's page shows the balance again once Paystack confirms the refund.
 */
const payments = paystackServerForSpec(13, {
  businessName: 'Kemi Lens',
  slug: 'kemi-lens',
  city: 'Lagos',
  categories: ['portrait'],
  prices: [15000],
  firstName: 'Kemi',
  accountName: 'KEMI LENS',
});

test('a client pays an invoice online, the photographer refunds half', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { fake, server, photographer } = payments;
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

  // The client, without an account, on the link from the email.
  const client = await openAsClient(browser, server, invoice.publicUrl);
  await expect(client.getByText('Test mode: this payment uses Paystack')).toBeVisible();
  await payOnCheckout(client, '43,000.00');
  await expect(client.getByText('This invoice is paid. Thank you.')).toBeVisible();
  await expect(client).not.toHaveURL(/reference=/);

  // The photographer sees it under Online payments and refunds half.
  await logIn(page, server.base, photographer);
  await page.goto(`${server.base}/invoicing`);
  await page.getByRole('tab', { name: 'Online payments' }).click();
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
