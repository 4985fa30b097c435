import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type OwnServer, startOwnServer } from './own-server';
import { logInFromHome, openAdminContent } from './studio-nav';

/**
 * The shared client mechanisms seen from the browser: the price field refuses what is not a
 * price (decision 080), and confirmations are asked in the page, never with window.confirm.
 */
const port = Number(process.env.E2E_PORT ?? 3210) + 23;
const base = `http://127.0.0.1:${port}`;
const ADMIN = { email: 'mechanisms-admin@aworan.test', password: 'Mechanisms-admin-2026' };
let server: OwnServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ port, admin: { ...ADMIN, firstName: 'Ngozi', lastName: 'Editor' } });
});

test.afterAll(async () => {
  await server?.stop();
});

async function openServices(page: Page) {
  await logInFromHome(page, base, ADMIN);
  await openAdminContent(page, 'Services');
  await expect(page.getByRole('group').first()).toBeVisible();
}

test('an emptied, negative or non-numeric starting price is refused on its field, never saved', async ({
  page,
  consoleErrors,
}) => {
  await openServices(page);
  const first = page.getByRole('group').first();
  const price = first.getByLabel('Starting price');
  const saved = await price.inputValue();
  expect(saved).not.toBe('');
  for (const [typed, message] of [
    ['', 'Enter a price in naira'],
    ['-5000', 'A price cannot be negative'],
    ['abc', 'Enter an amount in naira, e.g. 15,000 or 15,000.50'],
  ] as const) {
    await price.fill(typed);
    await page.getByRole('button', { name: 'Save All Services' }).click();
    await expect(first.getByText(message)).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Some services need fixing before they can be saved.').first()).toBeVisible();
  }
  await expect(page.getByText('Services updated successfully!')).toHaveCount(0);

  // A real amount is read as naira and shown grouped the en-NG way.
  await price.fill('17500.5');
  await price.blur();
  await expect(price).toHaveValue('17,500.50');
  await page.reload();
  await page.getByRole('tab', { name: 'Services' }).click();
  await expect(page.getByRole('group').first().getByLabel('Starting price')).toHaveValue(saved);
  expect(consoleErrors).toEqual([]);
});

test('deleting a service asks in the page, and Cancel keeps it', async ({ page }) => {
  const browserDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openServices(page);
  const groups = page.getByRole('group');
  const count = await groups.count();
  const last = groups.last();
  const title = await last.getByLabel('Service name').inputValue();

  await last.getByRole('button', { name: 'Delete' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete service' });
  await expect(ask).toContainText(`Delete the service "${title}"?`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(groups).toHaveCount(count);

  await last.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete service' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Service deleted')).toBeVisible();
  await expect(groups).toHaveCount(count - 1);
  expect(browserDialogs).toEqual([]);
});
