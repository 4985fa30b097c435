import { expect, test } from './fixtures';
import { outboxOf } from './outbox';
import { openPublicPage } from './studio-nav';

/**
 * The newsletter pages are served under /api, whose policy allows nothing; they carry their own
 * CSP that allows their one stylesheet by hash. A real browser must apply it without a violation,
 * on the pages a subscriber reaches from the links in their emails.
 */
test('the newsletter pages, opened from the emails, are styled under their content security policy', async ({
  page,
  consoleErrors,
  allowConsoleMessages,
}) => {
  // The link used twice: its page answers 400, which the browser reports.
  allowConsoleMessages(/400 \(Bad Request\)/);
  const email = `styled-${Date.now()}@example.com`;
  await page.goto('/');
  await openPublicPage(page, 'Blog');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(/Thanks for subscribing|Almost done/)).toBeVisible();

  /** The link to `path` in the newest email to the subscriber that has one. */
  const linkInEmail = async (path: string) => {
    let link: string | undefined;
    await expect
      .poll(async () => {
        const emails = await outboxOf(process.env.E2E_DATA_DIR!, 50);
        const pattern = new RegExp(`https?://\\S+${path.replace('?', '\\?')}\\S+`);
        link = emails
          .filter((e) => e.to === email)
          .map((e) => pattern.exec(e.text)?.[0])
          .find(Boolean);
        return link !== undefined;
      })
      .toBe(true);
    return link!;
  };
  // The link in the confirmation email.
  const confirmLink = await linkInEmail('/api/newsletter/confirm?token=');

  const styled = async (heading: string) => {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('body'), heading).toHaveCSS('background-color', 'rgb(250, 247, 240)');
    await expect(page.locator('main'), heading).toHaveCSS('max-width', '520px');
  };
  await page.goto(confirmLink);
  await styled('Confirm your subscription');
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await styled('You are subscribed');
  // The same link again: used, and the page says so in the same style.
  await page.goto(confirmLink);
  await styled('This link has expired');
  // The unsubscribe link the welcome email carries.
  await page.goto(await linkInEmail('/api/newsletter/unsubscribe?token='));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(250, 247, 240)');
  await expect(page.locator('main')).toHaveCSS('max-width', '520px');
  // A blocked <style> is reported as a console error ("Refused to apply inline style…").
  expect(consoleErrors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
});
