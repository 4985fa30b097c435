import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { type S3TestServer, startS3Server } from '../tests/s3-server';
import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { homeToProfile } from './scheduling-world';
import { logInFromHome, openStudio } from './studio-nav';

/**
 * The app on STORAGE_URL, against a real S3-compatible server (s3rver on 127.0.0.1): a
 * photographer's portfolio image is stored in the bucket and shown on their public profile;
 * they set an invoice logo in the invoice settings, whose preview the browser loads from the
 * store through the app's signed link (a redirect), and the logo is printed on the PDF.
 */
let s3: S3TestServer;
let server: DirectoryServer;
let photographer: SeededPhotographer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  s3 = await startS3Server('aworan-e2e');
  server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 17, { STORAGE_URL: s3.url });
  await server.start();
  photographer = await server.addPhotographer({
    businessName: 'Bucket Lens Studio',
    slug: 'bucket-lens-studio',
    city: 'Abuja',
    categories: ['portrait'],
    prices: [20000],
    firstName: 'Tunde',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await s3?.close();
});

test('files live in the bucket: a portfolio on the profile, an invoice logo on screen and on the PDF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f5d50' } })
    .jpeg()
    .toBuffer();
  await server.uploadImage(photographer.cookie, 'portfolio', photo, 'Aso Rock at dusk');
  await homeToProfile(page, server.base, 'Bucket Lens Studio');
  const shown = page.getByRole('button', { name: 'View larger: Aso Rock at dusk' }).locator('img');
  await shown.scrollIntoViewIfNeeded();
  await expect(shown).toBeVisible();
  await expect
    .poll(() => shown.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);

  await logInFromHome(page, server.base, photographer);
  await openStudio(page, 'Invoices');
  await page.getByRole('button', { name: 'Invoice settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invoice settings' });
  await expect(dialog.getByText('No logo yet.')).toBeVisible();

  const logo = await sharp({ create: { width: 800, height: 200, channels: 3, background: '#a8790f' } })
    .png()
    .toBuffer();
  const fromStore = page.waitForResponse((r) =>
    r.url().startsWith(`${s3.endpoint}/aworan-e2e/invoice-logos/`),
  );
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Logo saved. It prints on your invoices and receipts.')).toBeVisible();
  const preview = dialog.getByRole('img', { name: 'Your invoice logo' });
  await expect(preview).toBeVisible();
  // The app's signed link answered with a redirect to a presigned GET at the store.
  expect((await fromStore).status()).toBe(200);
  await expect
    .poll(() => preview.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(600);
  await page.keyboard.press('Escape');

  const created = await server.call(
    'POST',
    '/api/invoices',
    {
      clientName: 'Ngozi Eze',
      clientEmail: 'ngozi@clients.test',
      items: [{ description: 'Family portraits', quantity: 1, unitKobo: 20_000_00 }],
      vatEnabled: false,
    },
    photographer.cookie,
  );
  expect(created.status).toBe(201);
  const { invoice } = (await created.json()) as { invoice: { id: string } };
  const pdf = await server.call('GET', `/api/invoices/${invoice.id}/pdf`, undefined, photographer.cookie);
  expect(pdf.status).toBe(200);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-e2e-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'invoice.pdf'), Buffer.from(await pdf.arrayBuffer()));
    const images = execFileSync('pdfimages', ['-list', path.join(dir, 'invoice.pdf')])
      .toString('utf8')
      .split('\n')
      .slice(2)
      .filter((line) => line.trim());
    expect(images).toHaveLength(1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
