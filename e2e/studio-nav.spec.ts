import AxeBuilder from '@axe-core/playwright';
import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import {
  logInFromHome,
  openAccountPlace,
  openStudio,
  STUDIO_PLACES,
  type StudioPlace,
  sidewaysScroll,
  studioNav,
  waitForSignInToastToGo,
} from './studio-nav';

/**
 * A photographer finds every studio tool from the screen they land on: signed in from `/`,
 * they arrive at the studio overview, and the studio's navigation (a sidebar at 1280 px, a
 * bar with More on a 390 px phone) is on every studio page. A client opening their invoices
 * sees no studio.
 */
const server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 51);
let photographer: SeededPhotographer;

const HEADINGS: Record<StudioPlace, string> = {
  Overview: 'Studio overview',
  Clients: 'Client Management',
  Invoices: 'Invoicing',
  Scheduling: 'Scheduling',
  Contracts: 'Contracts',
  Galleries: 'Galleries',
  Reports: 'Reports',
  'Photographer Portal': 'Photographer Portal',
  'Directory listing': 'My Directory Listing',
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
  photographer = await server.addPhotographer({
    businessName: 'Kemi Frames',
    slug: 'kemi-frames',
    city: 'Ibadan',
    categories: ['portrait'],
    prices: [40000],
    firstName: 'Kemi',
  });
});

test.afterAll(async () => {
  await server.stop();
});

async function walkTheStudio(page: import('@playwright/test').Page) {
  await logInFromHome(page, server.base, photographer);
  // Signing in lands an approved photographer in the studio.
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio overview' })).toBeVisible();
  for (const place of Object.keys(STUDIO_PLACES) as StudioPlace[]) {
    await openStudio(page, place);
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS[place] })).toBeVisible();
    await expect(studioNav(page)).toBeVisible();
    expect(await sidewaysScroll(page), place).toBe(0);
  }
  // From a page outside the studio, the navbar leads back in.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().click();
  await expect(studioNav(page)).toHaveCount(0);
  await openStudio(page, 'Invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoicing' })).toBeVisible();
}

test('at 1280 px the studio sidebar reaches every tool and marks where you are', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await walkTheStudio(page);
  await expect(studioNav(page).getByRole('link', { name: 'Invoices' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(studioNav(page).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  // The dashboard leads to the studio too.
  await openAccountPlace(page, 'Dashboard');
  await page.getByRole('link', { name: 'Open your studio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Studio overview' })).toBeVisible();
});

test('on a 390 px phone the studio bar and its More menu reach every tool without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await walkTheStudio(page);
  const nav = studioNav(page);
  const box = await nav.boundingBox();
  // The bar sits at the foot of the screen.
  expect(box && box.y + box.height).toBeGreaterThan(800);
  await nav.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menu', { name: 'More studio pages' }).getByRole('menuitem')).toHaveText([
    'Contracts',
    'Galleries',
    'Reports',
    'Reviews',
    'Photographer Portal',
    'Directory listing',
  ]);
});

test('on a 390 px phone the menu closes whenever the page changes, and never opens again by itself', async ({
  page,
}) => {
  const client = await server.call(
    'POST',
    '/api/clients',
    { name: 'Dayo Menu', email: 'dayo-menu@clients.test' },
    photographer.cookie,
  );
  expect(client.status).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInFromHome(page, server.base, photographer);
  await openStudio(page, 'Clients');
  await page.getByRole('link', { name: 'Dayo Menu' }).click();
  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  const menu = page.locator('#mobile-menu');

  // From the client's page: the menu, then Studio; the overview shows without the menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Studio', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Studio overview' })).toBeVisible();
  await expect(menu).toBeHidden();
  // Studio again from the overview (the same page): the menu closes too.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Studio', exact: true }).click();
  await expect(menu).toBeHidden();

  // Opened on the client's page and left through the studio's bar: back on that client, it stays shut.
  await studioNav(page).getByRole('link', { name: 'Clients', exact: true }).click();
  await page.getByRole('link', { name: 'Dayo Menu' }).click();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await studioNav(page).getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Studio overview' })).toBeVisible();
  await expect(menu).toBeHidden();
  await studioNav(page).getByRole('link', { name: 'Clients', exact: true }).click();
  await page.getByRole('link', { name: 'Dayo Menu' }).click();
  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Dayo Menu/ })).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('a client sees no studio, in the navbar or on their dashboard', async ({ page }) => {
  const customer = { email: `kemi-client-${Date.now()}@clients.test`, password: 'Client-pass-2025' };
  const signUp = await server.call('POST', '/api/auth/sign-up/email', {
    ...customer,
    firstName: 'Tobi',
    lastName: 'Client',
    role: 'customer',
    acceptTerms: true,
  });
  expect(signUp.status).toBe(200);
  const link = (await server.latestEmail(customer.email, 'verify-email'))?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeTruthy();
  await server.call('GET', new URL(link!).pathname + new URL(link!).search);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInFromHome(page, server.base, customer);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Studio' }),
  ).toHaveCount(0);
  await expect(studioNav(page)).toHaveCount(0);
});

test('the studio overview and its navigation have no serious accessibility violations', async ({ page }) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await logInFromHome(page, server.base, photographer);
    await waitForSignInToastToGo(page);
    await expect(page.getByRole('region', { name: 'Unpaid invoices' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${viewport.width}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
    await page.context().clearCookies();
  }
});
