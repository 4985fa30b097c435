import AxeBuilder from '@axe-core/playwright';
import { createVerifiedUser, expect, signInContext, test } from './accounts-server';
import { openAccountPlace } from './studio-nav';

test.describe('admin tools', () => {
  test('a super admin adds another admin, and disables then re-enables an account', async ({
    context,
    page,
    request,
    server,
  }) => {
    const customer = await createVerifiedUser(request, server.url, 'customer');
    await signInContext(context, server.url, server.admin);

    // From the home page, through the account menu.
    await page.goto(`${server.url}/`);
    await openAccountPlace(page, 'Admin Setup');
    await expect(page.getByRole('heading', { name: 'Admin Setup' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('');
    await page.getByLabel('First name').fill('Second');
    await page.getByLabel('Last name').fill('Admin');
    await page.getByLabel('Email').fill('second.admin@aworan.test');
    await page.getByLabel('Password').fill('Second-admin-7');
    await page.getByRole('button', { name: 'Create admin user' }).click();
    await expect(page.getByText('Admin user second.admin@aworan.test created successfully!')).toBeVisible();

    await openAccountPlace(page, 'Admin Dashboard');
    await expect(page.getByTestId('figure-customers')).toHaveText(/^\d+$/);
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByLabel('Search by name or email').fill(customer.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(customer.email) });
    await row.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText(`${customer.email} was disabled.`)).toBeVisible();
    await expect(row.getByText('Disabled')).toBeVisible();

    const refused = await request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email: customer.email, password: customer.password },
    });
    expect(refused.status()).toBe(403);

    await row.getByRole('button', { name: 'Enable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByText(`${customer.email} was enabled.`)).toBeVisible();

    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByRole('cell', { name: 'Account disabled' })).toBeVisible();
    await page.getByRole('tab', { name: 'Email log' }).click();
    await expect(page.getByText('Verify your email for Aworan').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Failed jobs' }).click();
    await expect(page.getByText('No failed jobs.')).toBeVisible();
  });

  test('the sign-in screens have no serious accessibility violations', async ({ browser, server }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const path of ['/login', '/signup', '/forgot-password']) {
      await page.goto(`${server.url}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
    await context.close();
  });
});
