import type { Page } from '@playwright/test';
import { addDays, lagosDate } from '../src/shared/lagos-time';
import { ADMIN } from './directory-seed';
import { expect, test } from './fixtures';
import { invoiceSettings } from './invoice-settings';
import { payOnCheckout, paystackServerForSpec } from './paystack-server';
import { logInFromHome, openAccountPlace, openStudio } from './studio-nav';

/**
 * A photographer reached Invoices by clicking and bills a wedding in three instalments due over
 * the next months: the rows are named by their place (Deposit, Instalment 2 of 3, Balance) as
 * rows are added. The client, on a phone, pays the deposit through the fake Paystack checkout
 * from the invoice link: the Pay button comes first, the transfer details after; the deposit has
 * its receipt, and the invoice reads "Partially paid" with the next instalment due.
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
const PHONE = { width: 390, height: 844 };
const labelPlaceholders = (dialog: ReturnType<Page['getByRole']>) =>
  dialog
    .getByTestId('schedule-row')
    .getByRole('textbox', { name: /^Instalment \d label/ })
    .evaluateAll((inputs) => inputs.map((i) => (i as unknown as { placeholder: string }).placeholder));

test('a photographer bills a wedding in three instalments; the client pays the deposit online', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { server, photographer } = payments;
  const bank = await server.call(
    'PUT',
    '/api/invoices/settings',
    invoiceSettings({ bankName: 'Access Bank', accountName: 'Sade Frames', accountNumber: '0690000031' }),
    photographer.cookie,
  );
  expect(bank.status).toBe(200);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInFromHome(page, server.base, photographer);
  await openStudio(page, 'Invoices');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Invoice' });
  await dialog.getByLabel('Client name').fill('Ngozi Eze');
  await dialog.getByLabel('Client email').fill('ngozi@clients.test');
  await dialog.getByLabel('Item 1 description').fill('Wedding coverage');
  await dialog.getByLabel('Unit price').fill('200000');
  await dialog.getByRole('checkbox', { name: 'Charge VAT (7.5%)' }).uncheck();
  // The balance falls due next month, the last instalment the month after.
  await dialog.getByLabel('Due date').fill(addDays(lagosDate(), 35));

  // The schedule: a deposit and the balance, checked as it is typed.
  await dialog.getByRole('button', { name: /Add a payment schedule/ }).click();
  await expect(dialog.getByTestId('schedule-row')).toHaveCount(2);
  expect(await labelPlaceholders(dialog)).toEqual(['Deposit', 'Balance']);
  await expect(dialog.getByText('The instalments add up to ₦200,000.00.')).toBeVisible();
  await dialog.getByLabel('Percent').nth(1).fill('40');
  await expect(
    dialog.getByText(/The instalments must add up to the invoice total \(₦200,000\.00\)/),
  ).toBeVisible();

  // A third row: the names follow their places.
  await dialog.getByRole('button', { name: 'Add instalment' }).click();
  await expect(dialog.getByTestId('schedule-row')).toHaveCount(3);
  expect(await labelPlaceholders(dialog)).toEqual(['Deposit', 'Instalment 2 of 3', 'Balance']);
  await dialog.getByLabel('Type').nth(2).selectOption('%');
  await dialog.getByLabel('Percent').nth(0).fill('30');
  await dialog.getByLabel('Percent').nth(1).fill('30');
  await dialog.getByLabel('Percent').nth(2).fill('40');
  await expect(dialog.getByText('The instalments add up to ₦200,000.00.')).toBeVisible();
  await expect(dialog.getByTestId('schedule-row-amount').first()).toHaveText('₦60,000.00');
  await dialog.getByRole('button', { name: 'Send Invoice' }).click();
  await expect(page.getByText('Invoice sent to ngozi@clients.test')).toBeVisible();

  // The details dialog names them the same way.
  await page.getByRole('button', { name: 'View INV-0001' }).click();
  const details = page.getByRole('dialog', { name: 'INV-0001' });
  const rows = details.getByTestId('instalment');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Deposit');
  await expect(rows.nth(1)).toContainText('Instalment 2 of 3');
  await expect(rows.nth(2)).toContainText('Balance');
  await page.keyboard.press('Escape');

  // The client, on a phone, on the link from the email.
  const sent = await server.latestEmail('ngozi@clients.test', 'invoice-sent');
  const link = sent?.text.match(/https?:\/\/\S+\/i\/[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  const client = await (await browser.newContext({ viewport: PHONE, isMobile: true })).newPage();
  await client.goto(link!);
  await expect(client.getByTestId('next-instalment')).toContainText('Deposit');
  // Pay online first; "Or pay by bank transfer" after it.
  const payButton = client.getByRole('button', { name: 'Pay ₦60,000.00 now' });
  const transfer = client.getByRole('heading', { name: 'Or pay by bank transfer' });
  await expect(transfer).toBeVisible();
  expect((await payButton.boundingBox())!.y).toBeLessThan((await transfer.boundingBox())!.y);
  await expect(client.getByRole('button', { name: 'Pay the whole balance (₦200,000.00)' })).toBeVisible();
  await payOnCheckout(client, '60,000.00');

  // Back on the invoice: the deposit is paid, with its receipt; the next instalment is due.
  await expect(client.getByTestId('instalment').first()).toContainText('Paid');
  await expect(client.getByText('Partially paid', { exact: true })).toBeVisible();
  await expect(client.getByTestId('next-instalment')).toContainText('Instalment 2 of 3');
  await expect(client.getByRole('button', { name: 'Pay ₦60,000.00 now' })).toBeVisible();
  await expect(client.getByRole('link', { name: 'Receipt RCT-0001' })).toBeVisible();
  await expect
    .poll(async () => (await server.latestEmail('ngozi@clients.test', 'invoice-receipt'))?.subject)
    .toBe('Receipt RCT-0001 from Sade Frames: ₦60,000.00 for invoice INV-0001');

  // The photographer's list says it too, on a phone.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('row', { name: /INV-0001/ })).toContainText('Partially paid');
});

test('the super admin sees the deposit in the revenue and the platform’s money view', async ({ page }) => {
  const { server } = payments;
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInFromHome(page, server.base, ADMIN);
  // The sign-in toast sits over the account menu's button until it fades.
  await expect(page.getByText('Signed in successfully!')).toBeHidden({ timeout: 15_000 });
  await openAccountPlace(page, 'Admin Dashboard');
  await expect(page.getByTestId('figure-revenue')).toHaveText('₦60,000.00');
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByText('Test mode: payments use Paystack')).toBeVisible();
  await expect(page.getByTestId('figure-volume')).toHaveText('₦60,000.00');
  await expect(page.getByTestId('figure-platform-fees')).toHaveText('₦0.00');
  await expect(page.getByTestId('figure-failed')).toHaveText('0');
});
