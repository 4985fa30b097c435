import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { type OwnServer, startOwnServer } from './own-server';
import { logInFromHome, openAdminContent, openPublicPage, waitForSignInToastToGo } from './studio-nav';

/**
 * The content editor, end to end. A super admin can only be made from the command line
 * (no default credentials), and the embedded database allows one process, so this file runs
 * its own server on a fresh data folder with an admin created before it starts.
 */
const port = Number(process.env.E2E_PORT ?? 3210) + 1;
const base = `http://127.0.0.1:${port}`;
const ADMIN = { email: 'content-admin@aworan.test', password: 'Content-admin-2025' };
let server: OwnServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ port, admin: { ...ADMIN, firstName: 'Ada', lastName: 'Editor' } });
});

test.afterAll(async () => {
  await server?.stop();
});

async function signInAsAdmin(page: Page) {
  await logInFromHome(page, base, ADMIN);
}

/** The content editor's tab, reached by clicking: the account menu, Admin Dashboard, Manage content. */
const openTab = openAdminContent;

test('a signed-out visitor is sent to log in', async ({ page }) => {
  // Typed on purpose: the guard is what is tested.
  await page.goto(`${base}/admin/content`);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Content Management')).toHaveCount(0);
});

test('an edited hero shows on the home page at once', async ({ page, consoleErrors }) => {
  await signInAsAdmin(page);
  await openTab(page, 'Homepage');
  const heading = 'Every Lagos owambe, beautifully kept';
  await page.getByLabel('Heading', { exact: true }).fill(heading);
  await page.getByLabel('Button Text').fill('Find your photographer');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Hero content updated successfully!')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find your photographer' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a heading left empty is refused with its message', async ({ page }) => {
  await signInAsAdmin(page);
  await openTab(page, 'Homepage');
  await page.getByLabel('Heading', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Heading is required')).toBeVisible();
});

test('a service price saved in naira shows on /services', async ({ page, consoleErrors }) => {
  await signInAsAdmin(page);
  await openTab(page, 'Services');
  const first = page.getByRole('group').first();
  const name = await first.getByLabel('Service name').inputValue();
  await first.getByLabel('Starting price').fill('17500');
  await page.getByRole('button', { name: 'Save All Services' }).click();
  await expect(page.getByText('Services updated successfully!')).toBeVisible();

  await openPublicPage(page, 'Services');
  const card = page.locator('article, li, div').filter({ hasText: name }).filter({ hasText: '₦17,500.00' });
  await expect(card.first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('settings change the site name in page titles', async ({ page }) => {
  await signInAsAdmin(page);
  await openTab(page, 'Settings');
  await page.getByLabel('Site name').fill('Aworan Lagos');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();
  await openPublicPage(page, 'Pricing');
  await expect(page).toHaveTitle('Pricing | Aworan Lagos');
  // It stays right once the page's own data has loaded.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('Pricing | Aworan Lagos');
  // A fresh visit (a link shared elsewhere) gets it in the server's HTML too.
  await page.reload();
  await expect(page).toHaveTitle('Pricing | Aworan Lagos');
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Aworan Lagos');
});

test('a blog post written here is published on /blog', async ({ page, consoleErrors }) => {
  await signInAsAdmin(page);
  await openTab(page, 'Blog');
  await page.getByRole('button', { name: 'Write a Post' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Harmattan light for portraits');
  await page.getByLabel('Excerpt').fill('Soft, hazy light that flatters every skin tone.');
  await page.getByLabel('Author name').fill('Ada Editor');
  await page
    .getByLabel('Article')
    .fill('## Why it works\n- The haze diffuses the sun\n- **Shoot** after 4 PM');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Why it works' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Post published successfully!')).toBeVisible();

  await openPublicPage(page, 'Blog');
  await page
    .getByRole('link', { name: /Harmattan light for portraits/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/harmattan-light-for-portraits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harmattan light for portraits' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why it works' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'The haze diffuses the sun' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an uploaded image appears in the media library with its thumbnail', async ({
  page,
  allowConsoleMessages,
}) => {
  // The journey also tries a file that is not an image, which the API refuses with 415.
  allowConsoleMessages(/415 \(Unsupported Media Type\)/);
  await signInAsAdmin(page);
  await openTab(page, 'Media Library');
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#A8790F' } })
    .png()
    .toBuffer();
  await page
    .getByTestId('media-upload-input')
    .setInputFiles({ name: 'gold.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('gold.png uploaded')).toBeVisible();
  const thumb = page.getByRole('img', { name: 'gold.png' });
  await expect(thumb).toBeVisible();
  expect(await thumb.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(400);

  await page.getByTestId('media-upload-input').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  });
  await expect(page.getByText('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.')).toBeVisible();
});

test('a contact message lands in the Inbox, and can be read and archived', async ({ page, request }) => {
  const sent = await request.post(`${base}/api/inquiries/contact`, {
    data: {
      name: 'Funmi Alade',
      email: 'funmi@example.test',
      subject: 'partnership',
      message: 'Can we partner on Lagos Fashion Week?',
    },
  });
  expect(sent.status()).toBe(201);
  await signInAsAdmin(page);
  await openTab(page, 'Inbox');
  const item = page.getByRole('listitem').filter({ hasText: 'Funmi Alade' });
  await expect(item.getByText('Unread', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: /^Funmi Alade/ }).click();
  await expect(item.getByText('Can we partner on Lagos Fashion Week?')).toBeVisible();
  await expect(item.getByText('Unread', { exact: true })).toHaveCount(0);
  await item.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Archived', { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Funmi Alade' })).toHaveCount(0);
  await page.getByRole('group', { name: 'Folder' }).getByRole('button', { name: 'Archived' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Funmi Alade' })).toBeVisible();
});

test('the content editor has no serious accessibility violations', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page);
  await waitForSignInToastToGo(page);
  for (const tab of ['Homepage', 'Services', 'Pricing', 'Inbox', 'Settings']) {
    await openTab(page, tab);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${tab}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
  }
  await context.close();
});
