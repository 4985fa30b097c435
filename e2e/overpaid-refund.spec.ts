import { expect, test } from './fixtures';
import { openAsClient, paystackServerForSpec } from './paystack-server';
import { logInFromHome, openStudio } from './studio-nav';

/**
 * Decision 212 as the photographer meets it: a client who paid by bank transfer also paid the
 * Paystack checkout they had opened. The invoice says it is over-paid and refunds the extra in
 * one step; once Paystack confirms, the flag is gone.
 */
const payments = paystackServerForSpec(63, {
  businessName: 'Twice Lens',
  slug: 'twice-lens',
  city: 'Lagos',
  categories: ['portrait'],
  prices: [15000],
  firstName: 'Bisi',
  accountName: 'TWICE LENS',
});

let invoices = 0;

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an invoice paid twice offers the refund in one step (${viewport.width} px)`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { fake, server, photographer } = payments;
    const sent = await server.call(
      'POST',
      '/api/invoices?send=true',
      {
        clientName: 'Tola Bello',
        clientEmail: `tola-${viewport.width}@clients.test`,
        items: [{ description: 'Family portraits', quantity: 1, unitKobo: 4_000_000 }],
      },
      photographer.cookie,
    );
    expect(sent.status).toBe(201);
    const { invoice } = (await sent.json()) as { invoice: { id: string; number: string; publicUrl: string } };
    invoices += 1;
    expect(invoice.number).toBe(`INV-000${invoices}`);

    // The client opens the checkout from the invoice's link…
    const client = await openAsClient(browser, server, invoice.publicUrl);
    await expect(client.locator('html[data-hydrated]')).toHaveCount(1);
    await client.getByRole('button', { name: 'Pay ₦43,000.00 now' }).click();
    await expect(client.getByRole('heading', { name: 'Pay NGN 43,000.00' })).toBeVisible();
    // …the transfer they also made is recorded meanwhile…
    const byHand = await server.call(
      'POST',
      `/api/invoices/${invoice.id}/payments`,
      { amountKobo: 4_300_000, method: 'bank_transfer' },
      photographer.cookie,
    );
    expect(byHand.status).toBe(201);
    // …and they pay the checkout too.
    await client.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(client.getByText('This invoice is paid. Thank you.')).toBeVisible();

    const context = await browser.newContext({
      viewport,
      isMobile: viewport.width < 500,
      hasTouch: viewport.width < 500,
    });
    const page = await context.newPage();
    await logInFromHome(page, server.base, photographer);
    await openStudio(page, 'Invoices');
    await page.getByRole('button', { name: `View ${invoice.number}` }).click();
    const details = page.getByRole('dialog', { name: invoice.number });
    const flag = details.getByRole('alert').filter({ hasText: 'Over-paid by ₦43,000.00' });
    await expect(flag).toBeVisible();
    await flag.getByRole('button', { name: 'Refund ₦43,000.00' }).click();
    const confirm = page.getByRole('dialog', { name: 'Refund ₦43,000.00?' });
    await confirm.getByRole('button', { name: 'Refund ₦43,000.00' }).click();
    await expect(page.getByText('Refund started: Paystack returns the money to the client')).toBeVisible();

    // Paystack confirms; the invoice is paid once, and says nothing more.
    await fake.settleRefund(fake.refunds.at(-1)!.id, 'processed');
    await expect(async () => {
      await page.reload();
      await page.getByRole('button', { name: `View ${invoice.number}` }).click();
      const reopened = page.getByRole('dialog', { name: invoice.number });
      await expect(reopened.getByText('Family portraits')).toBeVisible();
      await expect(reopened.getByText(/Over-paid by/)).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await context.close();
    await client.context().close();
  });
}
