import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { addDays, lagosDate, monthStart } from '../src/shared/lagos-time';
import { ADMIN, DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { logInFromHome, openAccountPlace, openStudio, sidewaysScroll } from './studio-nav';

/**
 * The reports journey, at 1280 px and on a 390 px phone: a photographer with invoices over the
 * last months signs in from `/`, sees this month against last on the studio overview, opens
 * Reports from the studio's navigation, switches the period, opens the invoices of an overdue
 * age, reads the VAT as a table, and downloads the VAT CSV and the quarterly statement, whose
 * text shows the totals with ₦.
 */
let server: DirectoryServer;
let photographer: SeededPhotographer;
const today = lagosDate();
const twoMonthsAgo = addDays(monthStart(today, -2), 9); // the 10th, two months back
const lastMonth = addDays(monthStart(today, -1), 4);

test.describe.configure({ mode: 'serial' });

async function invoice(issueDate: string, unitKobo: number, clientName: string) {
  const body = {
    clientName,
    clientEmail: `${clientName.split(' ')[0]!.toLowerCase()}@clients.test`,
    issueDate,
    dueDate: addDays(issueDate, 14),
    items: [{ description: 'Portrait session', quantity: 1, unitKobo }],
  };
  const res = await server.call('POST', '/api/invoices?send=true', body, photographer.cookie);
  expect(res.status).toBe(201);
  return ((await res.json()) as { invoice: { id: string; number: string; totalKobo: number } }).invoice;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 61);
  await server.start();
  photographer = await server.addPhotographer({
    businessName: 'Ade Lens Studio',
    slug: 'ade-lens-reports',
    city: 'Lagos',
    categories: ['portrait'],
    prices: [15000],
    firstName: 'Ade',
  });
  // Two months ago: ₦200,000 + VAT, paid in full by transfer. Last month: ₦80,000 + VAT, a
  // quarter paid in cash, the rest overdue by now. This month: ₦50,000 + VAT, not yet due.
  const paid = await invoice(twoMonthsAgo, 200_000_00, 'Chiamaka Obi');
  const part = await invoice(lastMonth, 80_000_00, 'Tunde Bakare');
  await invoice(today, 50_000_00, 'Ngozi Eze');
  for (const [id, amountKobo, method, paidOn] of [
    [paid.id, paid.totalKobo, 'bank_transfer', addDays(twoMonthsAgo, 3)],
    [part.id, 21_500_00, 'cash', addDays(lastMonth, 1)],
  ] as const) {
    const res = await server.call(
      'POST',
      `/api/invoices/${id}/payments`,
      { amountKobo, method, paidOn },
      photographer.cookie,
    );
    expect(res.status).toBe(201);
  }
});

test.afterAll(async () => {
  await server?.stop();
});

/** Nothing wider than the screen, and no table scrolling sideways inside it, on a phone. */
async function fitsWidth(page: Page) {
  expect(await sidewaysScroll(page)).toBe(0);
}

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return fs.readFileSync((await file.path())!);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`reports on a ${viewport.name} (${viewport.width} px): from /, a period, an age's invoices, the CSV and the statement`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await logInFromHome(page, server.base, photographer);
    // The studio overview: this month against last, and what is owed (₦64,500 + ₦53,750).
    await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible();
    await expect(page.getByTestId('glance-owed')).toHaveText('₦118,250.00');

    await openStudio(page, 'Reports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    if (viewport.name === 'phone') await fitsWidth(page);

    // This month only: nothing received yet; then the last 12 months: both payments.
    await page.getByLabel('Period').selectOption('this-month');
    await expect(page).toHaveURL(/period=this-month/);
    const income = page.getByRole('region', { name: 'Money received' });
    await income.getByRole('button', { name: 'Table' }).click();
    await expect(income.getByRole('row', { name: /^Total/ })).toContainText('₦0.00');
    await page.getByLabel('Period').selectOption('last-12-months');
    await expect(income.getByRole('row', { name: /^Total/ })).toContainText('₦236,500.00');

    // What is owed: the overdue age opens the invoice in it.
    await page.getByRole('button', { name: /days overdue \(1\)/ }).click();
    const ages = page.getByRole('dialog');
    await expect(ages.getByRole('cell', { name: 'Tunde Bakare' })).toBeVisible();
    await expect(ages.getByRole('cell', { name: '₦64,500.00' })).toBeVisible();
    await ages.getByRole('button', { name: 'Close' }).click();

    // VAT: the month of the first invoice opens the invoices behind it; then the CSV.
    const vat = page.getByRole('region', { name: 'VAT', exact: true });
    await vat.getByRole('button', { name: 'Table' }).click();
    await vat
      .getByRole('button', { name: /Invoices behind the VAT of/ })
      .first()
      .click();
    const behind = page.getByRole('dialog');
    await expect(behind).toBeVisible();
    await behind.getByRole('button', { name: 'Close' }).click();
    const csv = (
      await download(page, () => vat.getByRole('link', { name: 'VAT: download CSV' }).click())
    ).toString('utf8');
    expect(csv).toContain('Output VAT');
    expect(csv).toContain('Chiamaka Obi');
    expect(csv).toContain('24750.00'); // ₦15,000 + ₦6,000 + ₦3,750 of VAT on the three invoices

    // The statement of the quarter of the first invoice.
    const quarter = `${twoMonthsAgo.slice(0, 4)} Q${Math.floor((Number(twoMonthsAgo.slice(5, 7)) - 1) / 3) + 1}`;
    await page.getByLabel('Quarter').selectOption({ label: quarter });
    const pdf = await download(page, () => page.getByRole('link', { name: 'Download statement' }).click());
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
    expect(text).toContain('QUARTERLY STATEMENT');
    expect(text).toContain('Ade Lens Studio');
    expect(text).toMatch(/Net received\s+₦[\d,]+\.\d\d/);
    expect(text).toMatch(/VAT on invoices issued\s+₦[\d,]+\.\d\d/);
    if (viewport.name === 'phone') await fitsWidth(page);
  });
}

test("the platform's figures: a super admin opens Admin → Reports, reads the month's money and downloads the CSV", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInFromHome(page, server.base, ADMIN);
  await openAccountPlace(page, 'Admin Dashboard');
  await page.getByRole('tab', { name: 'Reports' }).click();
  await page.getByLabel('Period').selectOption('last-12-months');
  const money = page.getByRole('region', { name: 'Money through the platform' });
  await money.getByRole('button', { name: 'Table' }).click();
  // The one photographer's payments by hand: ₦215,000 and ₦21,500.
  await expect(money.getByRole('row', { name: /^Total/ })).toContainText('₦236,500.00');
  const use = page.getByRole('region', { name: 'Photographers and their work' });
  await use.getByRole('button', { name: 'Table' }).click();
  await expect(use.getByRole('row', { name: /^Total/ })).toBeVisible();
  const csv = (
    await download(page, () =>
      money.getByRole('link', { name: 'Money through the platform: download CSV' }).click(),
    )
  ).toString('utf8');
  expect(csv).toContain('Recorded by hand (NGN)');
  expect(csv).toMatch(/^Total,0\.00,236500\.00,/m);
});
