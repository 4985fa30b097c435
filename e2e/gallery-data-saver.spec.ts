import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { formatBytes } from '../src/shared/gallery-terms';
import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { shareGalleryWithOneEmail } from './gallery-share';
import { logInFromHome, openStudio } from './studio-nav';

/**
 * Galleries that spare data (decision 267): the photographer shares a gallery; the client opens
 * the emailed link on a 390 px phone, turns Data saver on (remembered: the server renders the
 * next visit small), sees each photo at 640 px with nothing fetched ahead, reads the size of
 * "Download all" and of one photo before downloading it, and gets the full size only on request.
 */
let server: DirectoryServer;
let photographer: SeededPhotographer;
let photoDir: string;
const PHOTOS = 3;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-e2e-data-saver-'));
  for (let i = 0; i < PHOTOS; i++) {
    await sharp({
      create: { width: 1800, height: 1200, channels: 3, background: ['#b03a2e', '#1e8449', '#2471a3'][i]! },
    })
      .jpeg()
      .toFile(path.join(photoDir, `IMG_100${i}.jpg`));
  }
  server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 83);
  await server.start();
  photographer = await server.addPhotographer({
    businessName: 'Tunde Frames',
    slug: 'tunde-frames',
    city: 'Abeokuta',
    categories: ['wedding'],
    prices: [300000],
    firstName: 'Tunde',
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (photoDir) fs.rmSync(photoDir, { recursive: true, force: true });
});

test('a client on a phone opens the emailed gallery with Data saver on and downloads one photo', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await logInFromHome(page, server.base, photographer);
  await openStudio(page, 'Galleries');
  await page.getByRole('button', { name: 'Create Gallery' }).click();
  const create = page.getByRole('dialog', { name: 'Create Gallery' });
  await create.getByLabel('Name').fill('Kemi & Dayo');
  await create.getByRole('button', { name: 'Create Gallery' }).click();
  await page.getByRole('link', { name: 'Kemi & Dayo' }).click();
  const files = fs.readdirSync(photoDir).map((f) => path.join(photoDir, f));
  await page.getByTestId('photo-input').setInputFiles(files);
  await expect(page.getByTestId('photo-count')).toHaveText(`${PHOTOS} photos`, { timeout: 60_000 });
  const galleryLink = await shareGalleryWithOneEmail(page, server, 'kemi@clients.test');

  // The client, on a phone: Data saver on, remembered for the next visit.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    acceptDownloads: true,
  });
  const client = await phone.newPage();
  await client.goto(galleryLink);
  await expect(client.getByRole('heading', { name: 'Kemi & Dayo', level: 1 })).toBeVisible();
  const saver = client.getByRole('button', { name: /Data saver/ });
  await expect(saver).toHaveAttribute('aria-pressed', 'false');
  await saver.click();
  await expect(saver).toHaveAttribute('aria-pressed', 'true');

  // The next visit is rendered small by the server: no image larger than 640 px is fetched.
  const fetched: string[] = [];
  client.on('request', (r) => {
    if (r.resourceType() === 'image') fetched.push(new URL(r.url()).pathname);
  });
  const reloaded = await client.reload();
  expect(await reloaded?.text()).toContain('aria-pressed="true"');
  await expect(client.getByTestId('data-saver-note')).toBeVisible();
  await expect(client.getByTestId('public-photo')).toHaveCount(PHOTOS);
  await expect.poll(() => fetched.some((p) => p.endsWith('/small.webp'))).toBe(true);

  // "Download all" tells its size first: the originals' stored bytes.
  const stored = fs
    .readdirSync(photoDir)
    .reduce((sum, f) => sum + fs.statSync(path.join(photoDir, f)).size, 0);
  await expect(client.getByRole('link', { name: /Download all/ })).toHaveText(
    `Download all: ${formatBytes(stored)}, ${PHOTOS} photos`,
  );

  // One photo: 640 px in the viewer, its download's size shown, the full size only on request.
  await client.getByTestId('public-photo').first().getByRole('button').first().click();
  const viewer = client.getByRole('dialog', { name: `Photo 1 of ${PHOTOS}` });
  await expect(viewer.getByRole('img')).toHaveAttribute('src', /\/small\.webp/);
  const size = viewer.getByTestId('photo-download-size');
  await expect(size).toHaveText(/^\s*\d+(\.\d)? (KB|MB)$/);
  expect(fetched.filter((p) => /\/(preview\.webp|web\.jpg)$/.test(p))).toEqual([]);
  const downloading = client.waitForEvent('download');
  await viewer.getByRole('link', { name: /Download this photo/ }).click();
  const download = await downloading;
  const file = await download.path();
  expect(file).toBeTruthy();
  expect(formatBytes(fs.statSync(file!).size)).toBe((await size.textContent())!.trim());
  await viewer.getByRole('button', { name: 'Full size' }).click();
  await expect(viewer.getByRole('img')).toHaveAttribute('src', /\/(preview\.webp|web\.jpg)/);
  await phone.close();
});
