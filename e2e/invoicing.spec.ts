import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { type SmtpCapture, startSmtpCapture } from '../tests/smtp-capture';
import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { logIn } from './log-in';
import { mailTo as mailFor } from './mail-to';

/**
 * The invoicing journey on a server of its own that sends email to a real SMTP peer: a
 * photographer creates, saves and sends an invoice; the client opens the link from the email,
 * downloads the PDF and says they have paid; the photographer records the payment; the
 * receipt email arrives and the invoice is in Paid.
 */
let smtp: SmtpCapture;
let server: DirectoryServer;
let photographer: SeededPhotographer;
const CLIENT = { name: 'Chiamaka Obi', email: 'chiamaka@clients.test' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpCapture();
  server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 7, { SMTP_URL: smtp.url });
  await server.start();
  photographer = await server.addPhotographer({
    businessName: 'Ade Lens Studio',
    slug: 'ade-lens-studio',
    city: 'Lagos',
    categories: ['portrait'],
    prices: [15000],
    firstName: 'Ade',
  });
  const settings = await server.call(
    'PUT',
    '/api/invoices/settings',
    {
      prefix: 'INV',
      vatEnabled: true,
      tin: '12345678-0001',
      businessName: 'Ade Lens Studio',
      address: '1 Allen Avenue, Ikeja',
      bankName: 'GTBank',
      accountName: 'Ade Lens Studio',
      accountNumber: '0123456789',
      remindersEnabled: true,
      reminderOffsets: [-3, 0, 7],
    },
    photographer.cookie,
  );
  expect(settings.status).toBe(200);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const mailTo = (to: string, subject: RegExp) => mailFor(smtp, to, subject);

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

test('bill a client in naira and get paid by transfer', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await logIn(page, server.base, photographer);
  await page.goto(`${server.base}/invoicing`);
  await expect(page.getByRole('heading', { name: 'Invoicing', level: 1 })).toBeVisible();
  await expect(page.getByText('No invoices found in this category.')).toBeVisible();

  // Create: the spec's message first, then a valid draft with the same figures as the server.
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Invoice' });
  await dialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(dialog.getByText('Client name and email are required')).toBeVisible();
  await dialog.getByLabel('Client name').fill(CLIENT.name);
  await dialog.getByLabel('Client email').fill(CLIENT.email);
  await dialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(dialog.getByText('Please add at least one item with a description')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
  await dialog.getByLabel('Item 1 description').fill('Portrait prints');
  await dialog.getByLabel('Qty').fill('3');
  await dialog.getByLabel('Unit price').fill('333.33');
  await expect(dialog.getByTestId('invoice-total')).toHaveText('₦1,074.99');
  await dialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Invoice created successfully')).toBeVisible();

  await page.getByRole('tab', { name: 'Drafts' }).click();
  const row = page.getByRole('row', { name: new RegExp(CLIENT.name) });
  await expect(row).toContainText('₦1,074.99');
  await expect(row).toContainText('Draft');

  // Send from the draft row: numbered at send, a toast (no alert).
  await row.getByRole('button', { name: `Send invoice to ${CLIENT.name}` }).click();
  await expect(page.getByText(`Invoice sent to ${CLIENT.email}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Sent/Pending' }).click();
  await expect(page.getByRole('row', { name: /INV-0001/ })).toContainText('Sent');

  // The email reaches the SMTP peer with the PDF attached.
  const invoiceMail = await mailTo(CLIENT.email, /^Invoice INV-0001 from Ade Lens Studio$/);
  const attached = invoiceMail.attachments.find((a) => a.contentType === 'application/pdf');
  expect(attached?.filename).toBe('INV-0001.pdf');
  expect(pdfText(attached!.content)).toContain('₦1,074.99');
  const link = invoiceMail.text?.match(/https?:\/\/\S+\/i\/[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  // The client opens the link without an account, downloads the PDF and says they paid.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(link!);
  await expect(client.getByText('Invoice INV-0001').first()).toBeVisible();
  await expect(client.getByText('0123456789')).toBeVisible();
  const [download] = await Promise.all([
    client.waitForEvent('download'),
    client.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  const text = pdfText(fs.readFileSync((await download.path())!));
  expect(text).toContain('INV-0001');
  expect(text).toContain(CLIENT.name);
  expect(text).toContain('₦75.00');
  await client.getByRole('button', { name: 'I have paid' }).click();
  await expect(client.getByText(/you have paid; they will/)).toBeVisible();
  await clientContext.close();
  await mailTo(photographer.email, /says invoice INV-0001 is paid/);

  // The photographer records the transfer: paid, and the receipt goes out.
  await page.reload();
  await page.getByRole('button', { name: 'View INV-0001' }).click();
  const details = page.getByRole('dialog', { name: 'INV-0001' });
  await expect(details.getByText('The client says they have paid', { exact: true })).toBeVisible();
  await details.getByLabel('Method').selectOption('bank_transfer');
  await details.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Invoice INV-0001 is paid; the receipt is on its way')).toBeVisible();
  await expect(details.getByRole('link', { name: 'Receipt RCT-0001' })).toBeVisible();
  await page.keyboard.press('Escape');

  const receipt = await mailTo(CLIENT.email, /^Receipt RCT-0001 for invoice INV-0001$/);
  expect(pdfText(receipt.attachments[0]!.content)).toContain('RCT-0001');

  await page.getByRole('tab', { name: 'Paid' }).click();
  await expect(page.getByRole('row', { name: /INV-0001/ })).toContainText('Paid');
});
