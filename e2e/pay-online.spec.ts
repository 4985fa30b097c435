import { expect, test } from './fixtures';
import { payOnCheckout, paystackServerForSpec } from './paystack-server';
import { logInFromHome, openStudio } from './studio-nav';

/**
 * A client pays an invoice online from the link in the email, on a phone, and comes back to it
 * paid with a receipt. The photographer, who reached Invoices by clicking, refunds half through
 * Paystack: while Paystack has not confirmed it the refund shows as on its way back; then the
 * rest; a payment refunded in full shows it and offers no Refund (nor a Reverse on the invoice),
 * its receipt kept; the client's page shows the balance again.
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

test('a client pays an invoice online, the photographer refunds it in two parts', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
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
  const email = await server.latestEmail('tola@clients.test', 'invoice-sent');
  expect(email?.subject).toBe('Invoice INV-0001 from Kemi Lens');
  const link = email?.text.match(/https?:\/\/\S+\/i\/[\w-]+/)?.[0];

  // The client, without an account, on a phone, on the link from the email.
  const client = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  ).newPage();
  await client.goto(link!);
  await expect(client.getByText('Test mode: this payment uses Paystack')).toBeVisible();
  await payOnCheckout(client, '43,000.00');
  await expect(client.getByText('This invoice is paid. Thank you.')).toBeVisible();
  await expect(
    client.getByText('Payment received. Thank you: your receipt is on its way by email.'),
  ).toBeVisible();
  await expect(client).not.toHaveURL(/reference=/);
  await expect(client.getByRole('link', { name: 'Receipt RCT-0001' })).toBeVisible();
  await expect
    .poll(async () => (await server.latestEmail('tola@clients.test', 'invoice-receipt'))?.subject)
    .toBe('Receipt RCT-0001 from Kemi Lens: ₦43,000.00 for invoice INV-0001');

  // The photographer sees it under Online payments and refunds half.
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInFromHome(page, server.base, photographer);
  await openStudio(page, 'Invoices');
  // The payments report is a tab of its own, read when opened (a reload opens the invoices).
  const onlinePayments = () => page.getByRole('tab', { name: 'Online payments' }).click();
  await onlinePayments();
  const row = page.getByRole('row').filter({ hasText: 'tola@clients.test' });
  await expect(row).toContainText('₦43,000.00');
  const refund = async (naira: string, why: string) => {
    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund a payment' });
    await dialog.getByLabel('Amount to refund').fill(naira);
    await dialog.getByLabel('Reason').fill(why);
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('Refund requested: Paystack will confirm it').last()).toBeVisible();
  };
  await refund('21500', 'Half the session was cancelled');
  // Until Paystack confirms, the half is on its way back; the other half can still be refunded.
  await expect(row).toContainText('₦21,500.00 on its way back');
  await expect(row.getByRole('button', { name: 'Refund' })).toBeVisible();

  // Paystack confirms the refund; the client's page shows the balance again.
  await fake.settleRefund(fake.refunds.at(-1)!.id, 'processed');
  // The webhook's work runs in a background job: the page shows it once it has run.
  await expect(async () => {
    await client.reload();
    await expect(client.getByRole('button', { name: 'Pay ₦21,500.00 now' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(client.getByText('Partially paid', { exact: true })).toBeVisible();
  await expect(client.getByText('₦21,500.00 refunded')).toBeVisible();

  // The rest: asked, then confirmed. Refunded in full, no Refund button left.
  await page.reload();
  await onlinePayments();
  await expect(row).toContainText('₦21,500.00');
  await refund('21500', 'The family moved away');
  await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await fake.settleRefund(fake.refunds.at(-1)!.id, 'processed');
  await expect(async () => {
    await page.reload();
    await onlinePayments();
    await expect(row).toContainText('Refunded in full', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  // On the invoice, the payment says so, keeps its receipt, and cannot be reversed as well.
  await page.getByRole('tab', { name: 'Invoices', exact: true }).click();
  await page.getByRole('button', { name: 'View INV-0001' }).click();
  const payment = page.getByRole('dialog', { name: 'INV-0001' }).getByTestId('payment');
  await expect(payment).toContainText('Refunded through Paystack');
  await expect(payment.getByRole('link', { name: 'Receipt RCT-0001' })).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Reverse' })).toHaveCount(0);
});
