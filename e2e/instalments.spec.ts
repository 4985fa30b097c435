import { ADMIN } from './directory-seed';
import { expect, test } from './fixtures';
import { logIn } from './log-in';
import { openAsClient, payOnCheckout, paystackServerForSpec } from './paystack-server';

/**
 * Issue 13 item 5's journey: a photographer creates an invoice with a 50 % deposit and a balance
 * instalment in the create dialog and sends it; the client pays the deposit through the fake
 * Paystack checkout and sees the balance as the next instalment due.
 */
const payments = paystackServerForSpec(15, {
  businessName: 'Sade Frames',
  slug: 'sade-frames',
  city: 'Ibadan',
  categories: ['wedding'],
  prices: [250000],
  firstName: 'Sade',
  accountName: 'SADE FRAMES',
});

test('a photographer bills a 50% deposit and a balance; the client pays the deposit online', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { server, photographer } = payments;
  await logIn(page, server.base, photographer);
  await page.goto(`${server.base}/invoicing`);
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Invoice' });
  await dialog.getByLabel('Client name').fill('Ngozi Eze');
  await dialog.getByLabel('Client email').fill('ngozi@clients.test');
  await dialog.getByLabel('Item 1 description').fill('Wedding coverage');
  await dialog.getByLabel('Unit price').fill('200000');
  await dialog.getByRole('checkbox', { name: 'Charge VAT (7.5%)' }).uncheck();

  // The schedule: a 50 % deposit now and the balance by the due date, checked as it is typed.
  await dialog.getByRole('button', { name: /Add a payment schedule/ }).click();
  await expect(dialog.getByTestId('schedule-row')).toHaveCount(2);
  await expect(dialog.getByText('The instalments add up to ₦200,000.00.')).toBeVisible();
  await dialog.getByLabel('Percent').nth(1).fill('40');
  await expect(
    dialog.getByText(/The instalments must add up to the invoice total \(₦200,000\.00\)/),
  ).toBeVisible();
  await dialog.getByLabel('Percent').nth(1).fill('50');
  await expect(dialog.getByText('The instalments add up to ₦200,000.00.')).toBeVisible();
  await expect(dialog.getByTestId('schedule-row-amount').first()).toHaveText('₦100,000.00');
  await dialog.getByRole('button', { name: 'Send Invoice' }).click();
  await expect(page.getByText('Invoice sent to ngozi@clients.test')).toBeVisible();

  // The details dialog shows the schedule.
  await page.getByRole('button', { name: 'View INV-0001' }).click();
  const details = page.getByRole('dialog', { name: 'INV-0001' });
  await expect(details.getByTestId('instalment')).toHaveCount(2);
  await expect(details.getByTestId('instalment').first()).toContainText('Deposit');
  await expect(details.getByTestId('instalment').nth(1)).toContainText('Balance');

  // The client, on the link from the email, pays the deposit through the checkout.
  const list = await (await server.call('GET', '/api/invoices', undefined, photographer.cookie)).json();
  const { id } = (list as { invoices: { id: string }[] }).invoices[0]!;
  const detail = await (
    await server.call('GET', `/api/invoices/${id}`, undefined, photographer.cookie)
  ).json();
  const client = await openAsClient(
    browser,
    server,
    (detail as { invoice: { publicUrl: string } }).invoice.publicUrl,
  );
  await expect(client.getByTestId('next-instalment')).toContainText('Deposit');
  await expect(client.getByRole('button', { name: 'Pay the whole balance (₦200,000.00)' })).toBeVisible();
  await payOnCheckout(client, '100,000.00');

  // Back on the invoice: the deposit is paid, the balance is the next instalment due.
  await expect(client.getByTestId('instalment').first()).toContainText('Paid');
  await expect(client.getByTestId('next-instalment')).toContainText('Balance');
  await expect(client.getByTestId('next-instalment')).toContainText('₦100,000.00');
  await expect(client.getByRole('button', { name: 'Pay ₦100,000.00 now' })).toBeVisible();
});

test('the super admin sees the deposit in the revenue and the platform’s money view', async ({ page }) => {
  const { server } = payments;
  await logIn(page, server.base, ADMIN);
  await page.goto(`${server.base}/admin`);
  await expect(page.getByTestId('figure-revenue')).toHaveText('₦100,000.00');
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByText('Test mode: payments use Paystack')).toBeVisible();
  await expect(page.getByTestId('figure-volume')).toHaveText('₦100,000.00');
  await expect(page.getByTestId('figure-platform-fees')).toHaveText('₦0.00');
  await expect(page.getByTestId('figure-failed')).toHaveText('0');
});
