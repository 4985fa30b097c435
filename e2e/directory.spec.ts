import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import {
  logInFromHome,
  openPublicPage,
  openStudio,
  sidewaysScroll,
  waitForSignInToastToGo,
} from './studio-nav';

/**
 * The photographer directory and public profiles, end to end, on a server of their own whose
 * photographers went through sign-up, verification, application and admin approval.
 */
const server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 5);
const base = server.base;
let adaeze: SeededPhotographer;
let bayo: SeededPhotographer;

test.describe.configure({ mode: 'serial' });

const pngOf = (r: number, g: number, b: number) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
  adaeze = await server.addPhotographer({
    businessName: 'Adaeze Lens Studio',
    slug: 'adaeze-lens',
    city: 'Lagos',
    categories: ['wedding', 'portrait'],
    prices: [45_000, 250_000],
    bio: 'Weddings and portraits across Lagos, with a documentary eye.',
    firstName: 'Adaeze',
  });
  await server.uploadImage(adaeze.cookie, 'cover', await pngOf(125, 88, 16));
  await server.uploadImage(adaeze.cookie, 'portfolio', await pngOf(168, 121, 15), 'Bride at Tarkwa Bay');
  await server.addPhotographer({
    businessName: 'Kano Wild Frames',
    slug: 'kano-wild',
    city: 'Kano',
    categories: ['wildlife'],
    prices: [200_000],
  });
  await server.addPhotographer({
    businessName: 'Abuja Events Co',
    slug: 'abuja-events',
    city: 'Abuja',
    categories: ['events', 'commercial'],
    prices: [100_000],
  });
  // Enough others for a second page (12 per page).
  for (let i = 1; i <= 10; i++) {
    await server.addPhotographer({
      businessName: `Ibadan Family Studio ${String(i).padStart(2, '0')}`,
      slug: `ibadan-family-${i}`,
      city: 'Ibadan',
      categories: ['family'],
      prices: [20_000 + i * 1_000],
    });
  }
  await server.addPhotographer({
    businessName: 'Pending Pictures',
    slug: 'pending-pictures',
    city: 'Lagos',
    categories: ['wedding'],
    prices: [30_000],
    approved: false,
  });
  // A photographer whose listing the journey below edits through the portal.
  bayo = await server.addPhotographer({
    businessName: 'Bayo Portraits',
    slug: 'bayo-portraits',
    city: 'Port Harcourt',
    categories: ['portrait'],
    prices: [],
  });
});

test.afterAll(async () => {
  await server.stop();
});

const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
const resultsHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /photographers?( found)?$/ });

async function axe(browser: Browser, path: string, ready: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  await ready(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  await context.close();
  return serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('the directory lists approved photographers only, 12 to a page', async ({ page, consoleErrors }) => {
  await page.goto(`${base}/`);
  await openPublicPage(page, 'Photographers');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Photographer' })).toBeVisible();
  await expect(resultsHeading(page)).toHaveText('14 photographers');
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByText('Pending Pictures')).toHaveCount(0);
  const first = cards(page).filter({ hasText: 'Abuja Events Co' });
  await expect(first).toContainText('Abuja');
  await expect(first).toContainText('Events');
  await expect(first).toContainText('₦100,000.00');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await page.goBack();
  await expect(cards(page)).toHaveCount(12);
  expect(consoleErrors).toEqual([]);
});

test('search by name and the filters narrow the list and live in the address', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${base}/`);
  await openPublicPage(page, 'Photographers');
  await expect(cards(page)).toHaveCount(12);

  await page.getByLabel('Search by name').fill('adaeze');
  await page.getByLabel('Search by name').press('Enter');
  await expect(page).toHaveURL(/q=adaeze/);
  await expect(resultsHeading(page)).toHaveText('1 photographer found');
  await expect(cards(page)).toContainText('Adaeze Lens Studio');
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(resultsHeading(page)).toHaveText('14 photographers');

  await page.getByLabel('Category').selectOption({ label: 'Wildlife' });
  await expect(page).toHaveURL(/category=wildlife/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Kano Wild Frames');

  await page.getByLabel('Category').selectOption({ label: 'All categories' });
  await page.getByLabel('City').selectOption('Abuja');
  await expect(page).toHaveURL(/city=Abuja/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Abuja Events Co');

  await page.getByLabel('City').selectOption({ label: 'All cities' });
  await page.getByLabel('Min. starting price (₦)').fill('40000');
  await page.getByLabel('Max. starting price (₦)').fill('150,000');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/minPrice=40000/);
  await expect(page).toHaveURL(/maxPrice=150000/);
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole('main')).toContainText('Adaeze Lens Studio');
  await expect(page.getByRole('main')).toContainText('Abuja Events Co');
  expect(consoleErrors).toEqual([]);
});

test('a shared search address opens with its filters, and no match shows the empty state', async ({
  page,
}) => {
  // Typed on purpose: a search address someone shared.
  await page.goto(`${base}/photographers?category=family&sort=price-desc`);
  await expect(page.getByLabel('Category')).toHaveValue('family');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  await expect(cards(page).first()).toContainText('Ibadan Family Studio 10');

  await page.goto(`${base}/photographers?q=nobody-by-this-name`);
  await expect(page.getByText('No photographers match your search.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(`${base}/photographers`);
  await expect(cards(page)).toHaveCount(12);
});

test('a profile shows bio, packages in naira, portfolio, and real calls to book and contact', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${base}/`);
  await openPublicPage(page, 'Photographers');
  await page.getByLabel('Search by name').fill('adaeze');
  await page.getByLabel('Search by name').press('Enter');
  await page.getByRole('link', { name: 'Adaeze Lens Studio' }).click();
  await expect(page).toHaveURL(`${base}/photographers/adaeze-lens`);
  await expect(page.getByRole('heading', { level: 1, name: 'Adaeze Lens Studio' })).toBeVisible();
  await expect(page).toHaveTitle(/Adaeze Lens Studio/);
  await expect(page.getByText('Weddings and portraits across Lagos')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Classic Session' })).toBeVisible();
  await expect(page.getByText('₦45,000.00').first()).toBeVisible();
  await expect(page.getByText('₦250,000.00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a Session' })).toHaveAttribute(
    'href',
    '/book/adaeze-lens',
  );
  await expect(page.getByRole('link', { name: 'Book This Package: Classic Session' })).toHaveAttribute(
    'href',
    /\/book\/adaeze-lens\?package=/,
  );
  await page.getByRole('button', { name: 'View larger: Bride at Tarkwa Bay' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'Bride at Tarkwa Bay' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('article').getByRole('link', { name: 'Contact', exact: true }).click();
  const form = page.getByRole('form', { name: 'Message Adaeze Lens Studio' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Your name').fill('Chioma Eze');
  await form.getByLabel('Your email').fill('chioma@example.org');
  await form.getByLabel('Message').fill('We are getting married in December. Are you free on the 12th?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent. The photographer will reply to you by email.')).toBeVisible();
  const email = await server.latestEmail(adaeze.email, 'marketplace-contact');
  expect(email?.subject).toBe('New enquiry from Chioma Eze');
  expect(email?.text).toContain('chioma@example.org');
  expect(consoleErrors).toEqual([]);
});

test('a pending photographer’s profile is not found, and sitemap.xml lists approved profiles', async ({
  page,
  request,
  allowConsoleMessages,
}) => {
  // The profile page asks the API, which answers 404 for a photographer not yet listed.
  allowConsoleMessages(/404 \(Not Found\)/);
  // Typed on purpose: an old link to a profile that is not public.
  await page.goto(`${base}/photographers/pending-pictures`);
  await expect(page.getByRole('heading', { level: 1, name: 'Photographer not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse photographers' }).click();
  await expect(page).toHaveURL(`${base}/photographers`);

  const sitemap = await request.get(`${base}/sitemap.xml`);
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  expect(xml).toContain(`${base}/photographers/adaeze-lens</loc>`);
  expect(xml).not.toContain('pending-pictures');
});

test('a photographer edits their listing in one place, at its real address, and the profile shows it', async ({
  page,
  consoleErrors,
}) => {
  await logInFromHome(page, base, bayo);

  // The Portal shows the public profile read-only, with its real address (PUBLIC_URL), and
  // sends edits to the listing: the one place the address is edited.
  await openStudio(page, 'Photographer Portal');
  await expect(page.getByTestId('profile-address')).toHaveText(`${base}/photographers/bayo-portraits`);
  await expect(page.getByRole('textbox', { name: /address/i })).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit your public details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Directory Listing' })).toBeVisible();
  await expect(page.getByText('Your profile is live in the directory.')).toBeVisible();
  await expect(page.getByTestId('profile-address-preview')).toHaveText(
    `Your page: ${base}/photographers/bayo-portraits`,
  );
  await page.getByLabel('Profile address').fill('bayo-portraits-ph');
  await expect(page.getByTestId('profile-address-preview')).toHaveText(
    `Your page: ${base}/photographers/bayo-portraits-ph`,
  );

  await page.getByLabel('About you').fill('Studio and outdoor portraits in Port Harcourt.');
  await page.getByLabel('Family').check();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your public details are saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Add package' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a package' });
  await dialog.getByLabel('Package name').fill('Headshots');
  await dialog.getByLabel('Price (₦)').fill('35,000');
  await dialog.getByLabel('Highlights, one per line').fill('Two outfits\nFive edited photos');
  await dialog.getByRole('button', { name: 'Add package' }).click();
  await expect(page.getByText('Package added.')).toBeVisible();
  await expect(page.getByText('Your starting price in the directory: ₦35,000.00')).toBeVisible();

  await page
    .locator('#portfolio-heading')
    .locator('..')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'studio.png',
      mimeType: 'image/png',
      buffer: await pngOf(60, 90, 140),
    });
  await expect(page.getByText('Image added to your portfolio.')).toBeVisible();
  await expect(page.getByText('1 of 24 images.')).toBeVisible();

  await openStudio(page, 'Photographer Portal');
  await expect(page.getByTestId('profile-address')).toHaveText(`${base}/photographers/bayo-portraits-ph`);
  await page.getByRole('link', { name: 'View my public profile' }).click();
  await expect(page).toHaveURL(`${base}/photographers/bayo-portraits-ph`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bayo Portraits' })).toBeVisible();
  await expect(page.getByText('Studio and outdoor portraits in Port Harcourt.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Headshots' })).toBeVisible();
  await expect(page.getByText('Five edited photos')).toBeVisible();
  await expect(page.getByRole('button', { name: /View larger/ })).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('someone who is not a photographer is sent from the listing page to the dashboard', async ({ page }) => {
  await logInFromHome(page, base, { email: 'directory-admin@aworan.test', password: 'Directory-admin-2025' });
  // Typed on purpose: the guard is what is tested.
  await page.goto(`${base}/photographer-dashboard/listing`);
  await expect(page).toHaveURL(`${base}/dashboard`);
  await expect(page.getByText("You don't have permission to access that page.")).toBeVisible();
});

test('the listing editor has no serious or critical axe violations', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInFromHome(page, base, adaeze);
  await openStudio(page, 'Directory listing');
  await waitForSignInToastToGo(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My Directory Listing' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your current cover' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
  await context.close();
});

test("a pricing tier's Book shows the photographers with a package at that price or less", async ({
  page,
}) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`${base}/`);
    await openPublicPage(page, 'Pricing');
    await expect(page.getByText('Each photographer on Aworan sets their own prices.')).toBeVisible();
    await page.getByRole('link', { name: 'Book Basic' }).click();
    await expect(page).toHaveURL(/\/book\?package=Basic&maxPrice=25000$/);
    // Ibadan Family Studio 1 to 5 start at ₦21,000 to ₦25,000; everyone else costs more.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      '5 photographers from ₦25,000.00 or less',
    );
    await expect(page.getByText('Each photographer sets their own prices')).toBeVisible();
    await expect(page.getByText('From ₦21,000.00')).toBeVisible();
    await expect(page.getByText('Adaeze Lens Studio')).toHaveCount(0);
    expect(await sidewaysScroll(page)).toBe(0);
  }
});

test.describe('accessibility', () => {
  const loaded = async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], [role="status"]')).toHaveCount(0);
  };
  for (const path of [
    '/photographers',
    '/photographers?q=nobody',
    '/photographers/adaeze-lens',
    '/photographers/pending-pictures',
  ]) {
    test(`${path} has no serious or critical axe violations`, async ({ browser, allowConsoleMessages }) => {
      // The unlisted photographer's page asks the API, which answers 404.
      if (path.endsWith('pending-pictures')) allowConsoleMessages(/404 \(Not Found\)/);
      expect(await axe(browser, path, loaded)).toEqual([]);
    });
  }
});
