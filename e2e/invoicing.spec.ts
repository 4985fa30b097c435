import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { addDays, lagosDate } from '../src/shared/lagos-time';
import { type SmtpCapture, startSmtpCapture } from '../tests/smtp-capture';
import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { mailTo as mailFor } from './mail-to';
import { homeToDirectory } from './scheduling-world';
import { logInFromHome, openStudio } from './studio-nav';

/**
 * The invoicing journey on a server of its own that sends email to a real SMTP peer. A
 * photographer signs in from `/`, reaches Invoices by clicking, fills the invoice settings (leaving
 * the business name to the profile), bills a client in naira with a due date next month and sends
 * it; everything the client gets comes from "Ade Lens Studio". The client opens the link from the
 * email on a phone, reads the lines, downloads the PDF and says they have paid; the photographer
 * records a part payment (a receipt, "Partially paid" on both sides), then the rest (a second
 * receipt, Paid), and reverses one: its receipt stays.
 */
let smtp: SmtpCapture;
let server: DirectoryServer;
let photographer: SeededPhotographer;
const CLIENT = { name: 'Chiamaka Obi', email: 'chiamaka@clients.test' };
const PHONE = { width: 390, height: 844 };

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
  // Portraits take a 30% deposit at booking.
  const types = (await (
    await server.call('GET', '/api/scheduling/settings', undefined, photographer.cookie)
  ).json()) as {
    sessionTypes: ({ id: string; name: string } & Record<string, unknown>)[];
  };
  const { id, ...portrait } = types.sessionTypes.find((t) => t.name === 'Portrait Session')!;
  const deposit = await server.call(
    'PUT',
    `/api/scheduling/session-types/${id}`,
    { ...portrait, depositPercent: 30 },
    photographer.cookie,
  );
  expect(deposit.status).toBe(200);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const mailTo = (to: string, subject: RegExp) => mailFor(smtp, to, subject);
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

/** The badge of an invoice's row in the photographer's list. */
const rowOf = (page: Page, number: string) => page.getByRole('row', { name: new RegExp(number) });

test('bill a client in naira, part paid then paid, a receipt for each payment', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInFromHome(page, server.base, photographer);
  await openStudio(page, 'Invoices');
  await expect(page.getByRole('heading', { name: 'Invoicing', level: 1 })).toBeVisible();
  await expect(page.getByText('No invoices found in this category.')).toBeVisible();
  await fillInvoiceSettings(page);

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
  await dialog.getByLabel('Item 1 description').fill('Wedding photography');
  await dialog.getByLabel('Qty').fill('1');
  await dialog.getByLabel('Unit price').fill('250000');
  await expect(dialog.getByTestId('invoice-total')).toHaveText('₦268,750.00');
  // Due in the month after next.
  const due = addDays(lagosDate(), 45);
  await dialog.getByLabel('Due date').fill(due);
  await dialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Invoice created successfully')).toBeVisible();

  await page.getByRole('tab', { name: 'Drafts' }).click();
  const row = page.getByRole('row', { name: new RegExp(CLIENT.name) });
  await expect(row).toContainText('₦268,750.00');
  await expect(row).toContainText('Draft');

  // Send from the draft row: numbered at send, a toast (no alert).
  await row.getByRole('button', { name: `Send invoice to ${CLIENT.name}` }).click();
  await expect(page.getByText(`Invoice sent to ${CLIENT.email}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Sent/Pending' }).click();
  await expect(rowOf(page, 'INV-0001')).toContainText('Sent');

  // The email reaches the SMTP peer from the business, with the PDF attached.
  const invoiceMail = await mailTo(CLIENT.email, /^Invoice INV-0001 from Ade Lens Studio$/);
  expect(invoiceMail.from?.value[0]?.name).toBe('Ade Lens Studio via Aworan');
  expect(invoiceMail.replyTo?.value[0]?.address).toBe(photographer.email);
  const attached = invoiceMail.attachments.find((a) => a.contentType === 'application/pdf');
  expect(attached?.filename).toBe('INV-0001.pdf');
  const invoicePdf = pdfText(attached!.content);
  expect(invoicePdf).toContain('₦268,750.00');
  expect(invoicePdf).toContain('Ade Lens Studio');
  const link = invoiceMail.text?.match(/https?:\/\/\S+\/i\/[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  // The client opens the link on a phone, without an account: the lines read apart.
  const clientContext = await browser.newContext({ viewport: PHONE, isMobile: true });
  const client = await clientContext.newPage();
  await client.goto(link!);
  await expect(client.getByText('Invoice INV-0001').first()).toBeVisible();
  await expect(client.getByText('Ade Lens Studio').first()).toBeVisible();
  await expectLinesReadable(client);
  await expect(client.getByText('0123456789')).toBeVisible();
  const [download] = await Promise.all([
    client.waitForEvent('download'),
    client.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  const text = pdfText(fs.readFileSync((await download.path())!));
  expect(text).toContain('INV-0001');
  expect(text).toContain(CLIENT.name);
  expect(text).toContain('₦18,750.00');
  // "I have paid" is the quieter button, after the transfer details.
  const saysPaid = client.getByRole('button', { name: 'I have paid' });
  await expect(saysPaid).toHaveClass(/border/);
  const accountBox = await client.getByText('0123456789').boundingBox();
  expect((await saysPaid.boundingBox())!.y).toBeGreaterThan(accountBox!.y);
  await saysPaid.click();
  await expect(client.getByText(/you have paid; they will/)).toBeVisible();
  await mailTo(photographer.email, /says invoice INV-0001 is paid/);

  // The photographer records a first part, by transfer: a receipt, and "Partially paid".
  await page.reload();
  await page.getByRole('button', { name: 'View INV-0001' }).click();
  const details = page.getByRole('dialog', { name: 'INV-0001' });
  await expect(details.getByText('The client says they have paid', { exact: true })).toBeVisible();
  await details.getByLabel('Amount').fill('64500');
  await details.getByLabel('Method').selectOption('bank_transfer');
  await details.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded; receipt RCT-0001 is on its way')).toBeVisible();
  await expect(details.getByText('Partially paid', { exact: true })).toBeVisible();
  await expect(details.getByRole('link', { name: 'Receipt RCT-0001' })).toBeVisible();
  const first = await mailTo(
    CLIENT.email,
    /^Receipt RCT-0001 from Ade Lens Studio: ₦64,500\.00 for invoice INV-0001$/,
  );
  expect(first.from?.value[0]?.name).toBe('Ade Lens Studio via Aworan');
  expect(first.text).toContain('partially paid: ₦204,250.00 is left to pay');
  const firstPdf = pdfText(first.attachments[0]!.content);
  for (const part of ['RECEIPT', 'RCT-0001', 'PARTIALLY PAID', '₦64,500.00', '₦204,250.00'])
    expect(firstPdf).toContain(part);
  await page.keyboard.press('Escape');
  await expect(rowOf(page, 'INV-0001')).toContainText('Partially paid');

  // The client's page says so too, with the receipt to download.
  await client.reload();
  await expect(client.getByText('Partially paid', { exact: true })).toBeVisible();
  await expect(client.getByRole('link', { name: 'Receipt RCT-0001' })).toBeVisible();
  const [receiptDownload] = await Promise.all([
    client.waitForEvent('download'),
    client.getByRole('link', { name: 'Receipt RCT-0001' }).click(),
  ]);
  expect(pdfText(fs.readFileSync((await receiptDownload.path())!))).toContain('₦64,500.00');

  // The rest, in cash: paid, a second receipt.
  await page.getByRole('button', { name: 'View INV-0001' }).click();
  await details.getByLabel('Method').selectOption('cash');
  await details.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Invoice INV-0001 is paid; receipt RCT-0002 is on its way')).toBeVisible();
  const second = await mailTo(CLIENT.email, /^Receipt RCT-0002 from Ade Lens Studio: ₦204,250\.00/);
  expect(second.text).toContain('Invoice INV-0001 is paid in full.');
  expect(pdfText(second.attachments[0]!.content)).toContain('PAID IN FULL');

  // The cash was counted wrong: reversed, its receipt stays, marked so.
  const cash = details.getByTestId('payment').filter({ hasText: 'Cash' });
  await cash.getByRole('button', { name: 'Reverse' }).click();
  const reason = page.getByRole('dialog', { name: 'Reverse this payment' });
  await reason.getByLabel('Reason').fill('Counted wrong');
  await reason.getByRole('button', { name: 'Reverse payment' }).click();
  await expect(cash).toContainText('Reversed: Counted wrong');
  await expect(cash.getByRole('link', { name: 'Receipt RCT-0002' })).toBeVisible();
  await expect(cash.getByRole('button', { name: 'Reverse' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Sent/Pending' }).click();
  await expect(rowOf(page, 'INV-0001')).toContainText('Partially paid');
  await clientContext.close();
});

test('on a phone the photographer finds Invoices by clicking and the list reads "Partially paid"', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logInFromHome(page, server.base, photographer);
  await openStudio(page, 'Invoices');
  await page.getByRole('tab', { name: 'Sent/Pending' }).click();
  await expect(rowOf(page, 'INV-0001')).toContainText('Partially paid');
  await page.getByRole('button', { name: 'View INV-0001' }).click();
  const details = page.getByRole('dialog', { name: 'INV-0001' });
  await expect(details.getByRole('link', { name: 'Receipt RCT-0001' })).toBeVisible();
  await expect(details.getByRole('link', { name: 'Receipt RCT-0002' })).toBeVisible();
});

/**
 * The photographer's invoice settings, by clicking: bank details and a TIN, but no business name
 * typed here (the field says the profile's is used). A wrong account number is refused first.
 */
async function fillInvoiceSettings(page: Page) {
  await page.getByRole('button', { name: 'Invoice settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Invoice settings' });
  const business = settings.getByLabel('Business name');
  await expect(business).toHaveValue('');
  await expect(settings.getByText('Empty: your profile’s business name is used')).toBeVisible();
  await settings.getByLabel('Address').fill('1 Allen Avenue, Ikeja');
  await settings.getByLabel('TIN').fill('12345678-0001');
  await settings.getByLabel('Bank').fill('GTBank');
  await settings.getByLabel('Account name').fill('Ade Lens Studio');
  await settings.getByLabel('Account number (NUBAN)').fill('012345678');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText('A NUBAN account number has 10 digits')).toBeVisible();
  await settings.getByLabel('Account number (NUBAN)').fill('0123456789');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Invoice settings saved')).toBeVisible();
  await expect(settings).toHaveCount(0);
}

/**
 * At 390 px the line items stay apart: no column runs into the next (the quantity and unit price
 * go under the description), and the page does not scroll sideways.
 */
async function expectLinesReadable(client: Page) {
  const row = client.getByTestId('invoice-lines').locator('tbody tr').first();
  await expect(row).toContainText('Wedding photography');
  await expect(row).toContainText('1 × ₦250,000.00');
  const cells = row.locator('td:visible');
  await expect(cells).toHaveCount(2);
  await expect(cells.last()).toHaveText('₦250,000.00');
  // The amount's text starts well clear of where the description's text ends.
  const [description, amount] = [await textEdges(cells.first()), await textEdges(cells.last())];
  expect(amount.left - description.right).toBeGreaterThanOrEqual(8);
  const html = client.locator('html');
  expect(
    await html.evaluate((el) => (el as unknown as { scrollWidth: number }).scrollWidth),
  ).toBeLessThanOrEqual(390);
}

/** Where the text inside an element starts and ends on screen (not its box). */
function textEdges(locator: ReturnType<Page['locator']>) {
  type Box = { left: number; right: number };
  type Doc = { createRange(): { selectNodeContents(node: unknown): void; getBoundingClientRect(): Box } };
  return locator.evaluate((node) => {
    const range = (node as unknown as { ownerDocument: Doc }).ownerDocument.createRange();
    range.selectNodeContents(node);
    const { left, right } = range.getBoundingClientRect();
    return { left, right };
  });
}

for (const viewport of [{ width: 1280, height: 900 }, PHONE])
  test(`a visitor at ${viewport.width} px reads whether VAT is added to the prices`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await homeToDirectory(page, server.base);
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Ade Lens Studio' });
    await expect(card).toContainText('Starting from ₦15,000.00 plus 7.5% VAT');
    await card.getByRole('link', { name: 'Ade Lens Studio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ade Lens Studio' })).toBeVisible();
    const pkg = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Classic Session' }) });
    await expect(pkg).toContainText('₦15,000.00');
    await expect(pkg).toContainText('plus 7.5% VAT');
    // Booking, the deposit is its share of what the session's invoice asks: VAT included.
    await pkg.getByRole('link', { name: 'Book This Package: Classic Session' }).click();
    await page.getByLabel('Session type').selectOption({ label: 'Portrait Session (1 h, ₦15,000.00)' });
    await expect(
      page.getByText('A 30% deposit (₦4,837.50 including 7.5% VAT) secures this session'),
    ).toBeVisible();
  });
