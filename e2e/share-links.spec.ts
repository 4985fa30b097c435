import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { invoiceSettings } from './invoice-settings';
import { logInFromHome, openStudio } from './studio-nav';

/**
 * A photographer shares a sent invoice by the WhatsApp button: from `/`, signed in, Invoices,
 * the invoice's details, WhatsApp. The chat opens at wa.me with the client's number (E.164
 * digits) and the one plain-English message with the invoice link last; on a desk and on a phone.
 */
let server: DirectoryServer;
let photographer: SeededPhotographer;
let invoiceLink = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 81);
  await server.start();
  photographer = await server.addPhotographer({
    businessName: 'Kemi Frames',
    slug: 'kemi-frames',
    city: 'Ibadan',
    categories: ['portrait'],
    prices: [20000],
    firstName: 'Kemi',
  });
  const settings = await server.call(
    'PUT',
    '/api/invoices/settings',
    invoiceSettings({ bankName: 'Access Bank', accountName: 'Kemi Frames', accountNumber: '0690000031' }),
    photographer.cookie,
  );
  expect(settings.status).toBe(200);
  const sent = await server.call(
    'POST',
    '/api/invoices?send=true',
    {
      clientName: 'Tunde Bakare',
      clientEmail: 'tunde@clients.test',
      clientPhone: '0803 333 4444',
      items: [{ description: 'Portrait session', quantity: 1, unitKobo: 20_000_00 }],
    },
    photographer.cookie,
  );
  expect(sent.status).toBe(201);
  invoiceLink = ((await sent.json()) as { invoice: { publicUrl: string } }).invoice.publicUrl;
  expect(invoiceLink).toMatch(/\/i\/[\w-]+$/);
});

test.afterAll(async () => {
  await server?.stop();
});

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 900 }],
  ['a 390 px phone', { width: 390, height: 844 }],
] as const) {
  test(`an invoice goes to the client's WhatsApp with the message and the link (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // WhatsApp itself is outside the test: its address is answered here and read.
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
    await logInFromHome(page, server.base, photographer);
    await openStudio(page, 'Invoices');
    await page.getByRole('button', { name: 'View INV-0001' }).click();
    const dialog = page.getByRole('dialog');
    const share = dialog.getByRole('group', { name: 'Share' });
    await expect(share.getByRole('button', { name: 'Copy client link' })).toBeVisible();
    const [chat] = await Promise.all([
      page.waitForEvent('popup'),
      share.getByRole('link', { name: 'WhatsApp' }).click(),
    ]);
    const url = new URL(chat.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/2348033334444');
    expect(url.searchParams.get('text')).toBe(
      `Hello, here is your invoice INV-0001. You can view and pay it here: ${invoiceLink}`,
    );
    await chat.close();
  });
}
