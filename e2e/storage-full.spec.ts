import sharp from 'sharp';
import { expect, test } from './fixtures';
import { type OwnServer, startOwnServer } from './own-server';
import { logInFromHome, openAccountPlace } from './studio-nav';

/**
 * A full disk, as a super admin meets it (decision 194): the server runs with its data disk
 * full (the `storage-full` fault: every file write gets the kernel's ENOSPC), an upload is
 * refused with "Storage is full", and a banner says so on every page, at 1280 px and on a phone.
 */
const port = Number(process.env.E2E_PORT ?? 3210) + 46;
const ADMIN = { email: 'disk-admin@aworan.test', password: 'Disk-admin-2026' };
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({
    port,
    admin: { ...ADMIN, firstName: 'Dayo', lastName: 'Admin' },
    env: { AWORAN_FAULT: 'storage-full' },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test('an upload on a full disk says "Storage is full", and super admins see the banner', async ({
  page,
  allowConsoleMessages,
}) => {
  allowConsoleMessages(/507 \(Insufficient Storage\)/);
  await logInFromHome(page, server!.url, ADMIN);
  const banner = page.getByRole('alert').filter({ hasText: 'Storage is full.' });
  await expect(banner).toHaveCount(0);

  await openAccountPlace(page, 'Admin Dashboard');
  await page.getByRole('link', { name: 'Manage content' }).first().click();
  await page.getByRole('tab', { name: 'Media Library' }).click();
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#A8790F' } })
    .png()
    .toBuffer();
  await page
    .getByTestId('media-upload-input')
    .setInputFiles({ name: 'gold.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Storage is full: nothing was saved. Please try again later.')).toBeVisible();
  await expect(page.getByText('No images yet', { exact: false })).toBeVisible();

  // On the next page a super admin opens, and on a phone.
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('The data disk is full (ENOSPC).');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(banner).toBeVisible();
  const width = await page
    .locator('html')
    .evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
