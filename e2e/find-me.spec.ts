import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { samplePhoto, selfieFromSample1 } from '../tests/find-me-helpers';
import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { shareGalleryWithOneEmail } from './gallery-share';
import { logInFromHome, openStudio } from './studio-nav';

/**
 * Find me (decision 293): a photographer uploads three of face-api's sample photos, turns Find me
 * on (confirming guests were told) and watches the photos being read; a guest on a phone opens
 * the invitation's link, agrees, uploads a selfie cut from one photo and sees that photo first
 * among "photos you may be in", then deletes the selfie.
 */
let server: DirectoryServer;
let photographer: SeededPhotographer;
let photoDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-e2e-find-me-'));
  for (const n of [1, 2, 3]) fs.writeFileSync(path.join(photoDir, `IMG_000${n}.jpg`), samplePhoto(n));
  fs.writeFileSync(path.join(photoDir, 'selfie.jpg'), await selfieFromSample1());
  server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 83);
  await server.start();
  photographer = await server.addPhotographer({
    businessName: 'Yemi Captures',
    slug: 'yemi-captures',
    city: 'Lagos',
    categories: ['wedding'],
    prices: [500000],
    firstName: 'Yemi',
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (photoDir) fs.rmSync(photoDir, { recursive: true, force: true });
});

test('a guest finds the photo they are in from one selfie, on a phone', async ({
  page,
  browser,
  allowConsoleMessages,
}) => {
  test.setTimeout(300_000);
  // The gallery page preloads the cover's web size, which a phone's srcset does not pick: Chrome
  // warns once the guest has stayed a few seconds (the selfie's reading). The cover's loading is
  // the data-saver work's, left alone here.
  allowConsoleMessages(/was preloaded using link preload but not used/);
  await logInFromHome(page, server.base, photographer);
  await openStudio(page, 'Galleries');
  await page.getByRole('button', { name: 'Create Gallery' }).click();
  const create = page.getByRole('dialog', { name: 'Create Gallery' });
  await create.getByLabel('Name').fill('Tolu & Femi');
  await create.getByRole('button', { name: 'Create Gallery' }).click();
  await page.getByRole('link', { name: 'Tolu & Femi' }).click();
  const photos = ['IMG_0001.jpg', 'IMG_0002.jpg', 'IMG_0003.jpg'].map((f) => path.join(photoDir, f));
  await page.getByTestId('photo-input').setInputFiles(photos);
  await expect(page.getByTestId('photo-count')).toHaveText('3 photos', { timeout: 90_000 });

  // Off by default; turning it on asks for the photographer's word that guests were told.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Gallery settings' });
  await expect(settings.getByRole('heading', { name: 'Find me (off)' })).toBeVisible();
  await settings.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('button', { name: 'Guests were told: turn on' }).click();
  await expect(settings.getByText('Find me: 3 of 3 photos ready')).toBeVisible({ timeout: 120_000 });
  await page.keyboard.press('Escape');

  const link = await shareGalleryWithOneEmail(page, server, 'tolu@clients.test');

  // The guest, on a phone.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const guest = await phone.newPage();
  await guest.goto(link);
  await expect(guest.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(guest.getByTestId('public-photo')).toHaveCount(3);
  // Which photo is sample 1 (1920×1280, the only one that tall).
  const [, photographerId, galleryId] = new URL(link).pathname.match(/\/gallery\/([\w-]+)\/([\w-]+)/)!;
  const data = await (
    await guest.request.get(`${server.base}/api/public/galleries/${photographerId}/${galleryId}`)
  ).json();
  const sample1 = (data.photos as { id: string; height: number }[]).find((p) => p.height === 1280)!.id;

  await guest.getByRole('button', { name: 'Find photos of me' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Find photos of me' });
  await expect(dialog).toContainText('The photo itself is never stored');
  await dialog.getByLabel('I agree to my selfie being used this way.').check();
  await dialog.getByLabel('Your selfie').setInputFiles(path.join(photoDir, 'selfie.jpg'));
  await dialog.getByRole('button', { name: 'Find my photos' }).click();
  await expect(guest.getByText(/photos? you may be in, best matches first/)).toBeVisible({ timeout: 60_000 });
  await expect(guest.getByRole('button', { name: 'Show all photos' })).toBeVisible();
  const first = guest.getByTestId('public-photo').first().locator('img').last();
  await expect(first).toHaveAttribute('src', new RegExp(sample1));

  // From Photos of me: a favourite saved to the guest's selection like any other, and the
  // download the gallery allows (downloads are open on this gallery).
  await guest.getByRole('button', { name: 'Favourite photo 1', exact: true }).click();
  const save = guest.getByRole('dialog', { name: 'Save your favourites' });
  await save.getByLabel('Email').fill('tolu@clients.test');
  await save.getByRole('button', { name: 'Save favourite' }).click();
  await expect(guest.getByRole('button', { name: 'Favourite photo 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await guest.getByRole('button', { name: 'Photo 1', exact: true }).click();
  const viewer = guest.getByRole('dialog', { name: /^Photo 1 of/ });
  await expect(viewer.getByRole('link', { name: 'Download this photo' })).toHaveAttribute(
    'href',
    new RegExp(`${sample1}/download`),
  );
  await guest.keyboard.press('Escape');

  // Back to every photo (the favourite is there too), then the selfie deleted at once.
  await guest.getByRole('button', { name: 'Show all photos' }).click();
  await expect(guest.getByTestId('public-photo')).toHaveCount(3);
  const selection = await (
    await guest.request.get(`${server.base}/api/public/galleries/${photographerId}/${galleryId}/selection`)
  ).json();
  expect(selection.selection.favourites.map((f: { photoId: string }) => f.photoId)).toEqual([sample1]);
  await expect(guest.getByRole('button', { name: /^Favourite photo \d$/, pressed: true })).toHaveCount(1);
  await guest.getByRole('button', { name: 'Delete my selfie' }).click();
  await expect(guest.getByRole('button', { name: 'Find photos of me' })).toBeVisible();
  await phone.close();
});
