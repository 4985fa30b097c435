import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { outboxOf } from './outbox';
import { openPublicPage } from './studio-nav';

interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
}

/** The main journey server's outbox (its local email delivery), newest first. */
async function outbox(_request: APIRequestContext): Promise<OutboxEmail[]> {
  return outboxOf(process.env.E2E_DATA_DIR!, 50);
}

test.describe('public forms', () => {
  test('on a phone, contact: required fields, then the message is sent, emailed and the form resets', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await openPublicPage(page, 'Contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');

    // The honeypot is there for bots but out of sight and out of the tab order.
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();

    await form.getByLabel(/^Name/).fill('Ada Obi');
    await form.getByLabel(/^Email/).fill('ada.obi@example.com');
    await form.getByLabel(/^Phone/).fill('+234 803 000 0000');
    await form.getByLabel(/^Subject/).selectOption('billing');
    await form.getByLabel(/^Message/).fill('I would like to know how payment plans work for weddings.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText("Message sent successfully! We'll be in touch soon.")).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toHaveValue('');
    await expect(form.getByLabel(/^Message/)).toHaveValue('');
    await expect(form.getByLabel(/^Subject/)).toHaveValue('');

    await expect
      .poll(async () =>
        (await outbox(request)).find((email) => email.text.includes('payment plans work for weddings')),
      )
      .toMatchObject({ to: expect.stringContaining('hello@aworan.ng') });
    expect(consoleErrors).toEqual([]);
  });

  test('contact: a subject can be preselected from a link', async ({ page }) => {
    // Typed on purpose: the link's address is what is tested.
    await page.goto('/contact?subject=partnership');
    await expect(page.getByLabel(/^Subject/)).toHaveValue('partnership');
  });

  test('demo: name and email are required, then the request is submitted and the form resets', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Request a Demo' }).click();
    const form = page.getByRole('form', { name: 'Request a demo' });
    await form.getByRole('button', { name: 'Request Demo' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByText('Message is required')).toHaveCount(0);

    await expect(form.getByLabel(/^Your role/).locator('option')).toHaveText([
      'Choose your role',
      'Photographer',
      'Studio Owner',
      'Studio Manager',
      'Client',
      'Other',
    ]);
    await form.getByLabel(/^Name/).fill('Tobi Martins');
    await form.getByLabel(/^Email/).fill('not-an-email');
    await form.getByRole('button', { name: 'Request Demo' }).click();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();

    await form.getByLabel(/^Email/).fill('tobi@studio.example');
    await form.getByLabel(/^Company/).fill('Martins Studio');
    await form.getByLabel(/^Your role/).selectOption('studio_owner');
    await form.getByLabel(/^Most interested in/).selectOption('all');
    await form.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByText('Demo request submitted! Our team will contact you shortly.')).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toHaveValue('');
    await expect(form.getByLabel(/^Company/)).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });

  test('newsletter: a wrong address is refused, a right one subscribed and sent a confirmation', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await openPublicPage(page, 'Blog');
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Email address').fill('reader@');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();

    await form.getByLabel('Email address').fill('reader@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(/Thanks for subscribing/)).toBeVisible();
    await expect(form.getByLabel('Email address')).toHaveValue('');
    await expect
      .poll(async () => (await outbox(request)).some((email) => email.to.includes('reader@example.com')))
      .toBe(true);
  });
});
