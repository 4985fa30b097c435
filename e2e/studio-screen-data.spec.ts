import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paystackServerForSpec } from './paystack-server';
import { logInFromHome, openStudio, type StudioPlace } from './studio-nav';

/**
 * Each studio screen reads its own data and no more (decision 197): opened by clicking, a screen
 * asks only its own API (and the session and site content every page shows). /invoicing reads
 * the 12-month online payments report only when its tab is opened. Online payments are on here,
 * so the report exists to be (not) fetched.
 */
const payments = paystackServerForSpec(53, {
  businessName: 'Funmi Studio',
  slug: 'funmi-studio',
  city: 'Lagos',
  categories: ['portrait'],
  prices: [30000],
  firstName: 'Funmi',
  accountName: 'FUNMI STUDIO',
});

/** The API paths each screen may read (beyond the session and the site content). */
const OWN: Record<Exclude<StudioPlace, 'Photographer Portal' | 'Directory listing'>, RegExp> = {
  Clients: /^\/api\/clients$/,
  Invoices: /^\/api\/(invoices|invoices\/settings|payments\/status)$/,
  Contracts: /^\/api\/contracts(\/templates)?$/,
  Scheduling: /^\/api\/(bookings|scheduling\/settings)$/,
  Galleries: /^\/api\/galleries$/,
  // The period's reports, and what is owed today (the statement and the CSVs only when asked).
  Reports: /^\/api\/reports\/(income|owed|vat|fees|sales|bookings|galleries)$/,
  // Last: a photographer lands on it, so it is opened again from another screen.
  Overview: /^\/api\/(studio\/overview|reports\/glance)$/,
};
// The studio navigation's count of unread messages is on every studio page.
const EVERY_PAGE = /^\/api\/(accounts\/me|content\/site|messages)$/;

function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname);
  });
  return reads;
}

test('each studio screen reads its own data; the payments report waits for its tab', async ({ page }) => {
  const { server, photographer } = payments;
  await logInFromHome(page, server.base, photographer);
  // The overview the photographer lands on reads its data first; its reads are not the next screen's.
  await expect(page.getByRole('heading', { level: 1, name: 'Studio overview' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const reads = apiReads(page);
  for (const place of Object.keys(OWN) as (keyof typeof OWN)[]) {
    reads.length = 0;
    await openStudio(page, place);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const others = reads.filter((path) => !OWN[place].test(path) && !EVERY_PAGE.test(path));
    expect(others, place).toEqual([]);
    expect(
      reads.some((path) => OWN[place].test(path)),
      `${place} reads its own data`,
    ).toBe(true);
  }

  await openStudio(page, 'Invoices');
  reads.length = 0;
  await page.getByRole('tab', { name: 'Online payments' }).click();
  await expect(page.getByRole('heading', { name: 'Online payments' })).toBeVisible();
  await expect.poll(() => reads).toContain('/api/payments/online');
});
