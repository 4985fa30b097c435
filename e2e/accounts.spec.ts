import {
  createVerifiedUser,
  expect,
  firstLink,
  latestEmail,
  newUser,
  signInContext,
  test,
} from './accounts-server';
import { openAccountPlace, openFromHome, openStudio, signOut } from './studio-nav';

/**
 * Accounts, as people meet them: every journey starts at `/` or at a link in an email and moves
 * by clicking (e2e/studio-nav.ts). Only the guard tests type an address, because what they test
 * is what happens when someone types one.
 */
test.describe('accounts journeys', () => {
  test('on a phone, a customer signs up from /, verifies the email, logs in and sees the dashboard', async ({
    page,
    request,
    server,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const user = newUser('client');
    await openFromHome(page, server.url, 'Sign up');
    await page.getByLabel('First name').fill(user.firstName);
    await page.getByLabel('Last name').fill(user.lastName);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await expect(page.getByText('At least 8 characters with letters and numbers.')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Client/ })).toBeChecked();

    const submit = page.getByRole('button', { name: 'Create account' });
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(
      page.getByText('Registration successful! Check your email to verify your account.'),
    ).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/login`);

    // The link in the email.
    const link = firstLink(await latestEmail(request, server.url, user.email, 'verify-email'));
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?verified=1$/);
    await expect(page.getByText('Your email is verified. You can now log in.')).toBeVisible();

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    await expect(page.getByText('Signed in successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText(user.email).first()).toBeVisible();
    await expect(page.getByText('Client', { exact: true })).toBeVisible();

    // The phone menu has what a customer may open, and nothing else.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Photographer Portal' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Studio' })).toHaveCount(0);
    await signOut(page);
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByText('Signed out successfully!')).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a photographer signs up and applies, a super admin approves, the photographer finds their studio', async ({
    browser,
    request,
    server,
  }) => {
    const photographer = newUser('lens');
    const them = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await them.newPage();
    await openFromHome(page, server.url, 'Sign up');
    await page.getByLabel('First name').fill(photographer.firstName);
    await page.getByLabel('Last name').fill(photographer.lastName);
    await page.getByLabel('Email').fill(photographer.email);
    await page.getByLabel('Password').fill(photographer.password);
    await page.getByRole('radio', { name: /Photographer\/Vendor/ }).check();
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    // On to the application, which first asks them to log in.
    await expect(page).toHaveURL(`${server.url}/login`);
    await expect(page.getByText('Log in to continue.')).toBeVisible();

    await page.goto(firstLink(await latestEmail(request, server.url, photographer.email, 'verify-email')));
    await page.getByLabel('Email').fill(photographer.email);
    await page.getByLabel('Password').fill(photographer.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${server.url}/photographer-approval`);

    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Business name is required')).toBeVisible();
    await page.getByLabel('Business name').fill('Lens & Light Studio');
    await page.getByLabel(/Portfolio URL/).fill('https://lens.example/portfolio');
    await page.getByLabel(/Services description/).fill('Weddings and portraits in Abuja.');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(
      page.getByText('Your photographer application has been submitted successfully!'),
    ).toBeVisible();
    await expect(page.getByText('Pending Approval')).toBeVisible();
    // Before approval, the studio says what it is waiting for.
    await openStudio(page, 'Overview');
    await expect(page.getByText('Your studio tools open once an admin approves')).toBeVisible();

    const admins = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const adminPage = await admins.newPage();
    await signInContext(admins, server.url, server.admin);
    await adminPage.goto(`${server.url}/`);
    await openAccountPlace(adminPage, 'Admin Dashboard');
    await adminPage.getByRole('tab', { name: 'Photographers' }).click();
    await expect(adminPage.getByRole('tab', { name: 'Pending Approval' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = adminPage.getByRole('row', { name: /Lens & Light Studio/ });
    await row.getByRole('button', { name: 'Details' }).click();
    const details = adminPage.getByRole('dialog');
    await expect(details.getByText('https://lens.example/portfolio')).toBeVisible();
    await details.getByRole('button', { name: 'Approve' }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Approve photographer' });
    await expect(confirm.getByText('Are you sure you want to approve this photographer?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(adminPage.getByText('Photographer approved successfully')).toBeVisible();
    await expect(adminPage.getByText('No photographers found in this category.')).toBeVisible();
    await adminPage.getByRole('tab', { name: 'Approved' }).click();
    await expect(adminPage.getByRole('row', { name: /Lens & Light Studio/ })).toBeVisible();

    await openAccountPlace(page, 'Dashboard');
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Complete Profile' })).toHaveCount(0);
    // Approved: the account menu leads to the studio and the portal, and the studio opens.
    await page.getByRole('button', { name: /account menu/ }).click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitem', { name: 'Studio' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Photographer Portal' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Open your studio' }).click();
    await expect(page.getByRole('heading', { name: 'Studio overview', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unpaid invoices' })).toBeVisible();
    const approvedEmail = await latestEmail(request, server.url, photographer.email, 'photographer-approved');
    expect(approvedEmail.text).toContain('/photographer-dashboard');
    await them.close();
    await admins.close();
  });

  test('a customer typing /admin lands on the dashboard with the permission toast', async ({
    context,
    page,
    request,
    server,
  }) => {
    const customer = await createVerifiedUser(request, server.url, 'customer');
    await signInContext(context, server.url, customer);
    // Typed on purpose: the guard is what is tested.
    await page.goto(`${server.url}/admin`);
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    await expect(page.getByText("You don't have permission to access that page.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('a visitor typing /account is sent to log in and then back to the page they wanted', async ({
    page,
    request,
    server,
  }) => {
    const customer = await createVerifiedUser(request, server.url, 'customer');
    // Typed on purpose (a bookmark): the redirect and the way back are what is tested.
    await page.goto(`${server.url}/account`);
    await expect(page).toHaveURL(`${server.url}/login`);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${server.url}/account`);
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await expect(page.getByText('This device')).toBeVisible();
  });

  test('password reset by email, end to end', async ({ page, request, server }) => {
    const user = await createVerifiedUser(request, server.url, 'customer');
    await openFromHome(page, server.url, 'Log in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(`${server.url}/forgot-password`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(`If an account exists for ${user.email}`)).toBeVisible();

    const link = firstLink(await latestEmail(request, server.url, user.email, 'reset-password'));
    expect(link).toMatch(/\/reset-password\?token=/);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('weakpassword');
    await page.getByLabel('Confirm new password').fill('weakpassword');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password is too weak: include at least one number.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Fresh-start-2');
    await page.getByLabel('Confirm new password').fill('Fresh-start-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/login\?reset=1$/);
    await expect(page.getByText('Your password was reset. Log in with the new one.')).toBeVisible();

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('Fresh-start-2');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${server.url}/dashboard`);

    // The link worked once only.
    const again = await request.post(`${server.url}/api/auth/reset-password`, {
      data: { token: new URL(link).searchParams.get('token'), newPassword: 'Another-one-3' },
    });
    expect(again.status()).toBe(400);
  });

  test('the sign-in pages arrive rendered by the server, with the form', async ({ request, server }) => {
    for (const [path, field] of [
      ['/login', 'id="login-email"'],
      ['/signup', 'id="signup-email"'],
    ] as const) {
      const html = await (
        await request.get(`${server.url}${path}`, { headers: { accept: 'text/html' } })
      ).text();
      expect(html, path).toContain(field);
      expect(html, path).toContain('id="ssr-data"');
    }
  });
});
