import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { shareGalleryWithOneEmail } from './gallery-share';
import { logInFromHome, openStudio } from './studio-nav';

/**
 * Gallery sections (decision 167): a photographer groups a wedding's photos into named,
 * ordered sections, renames and reorders them; the couple's gallery shows the sections as
 * headings with a jump list, photos without a section first.
 */
let server: DirectoryServer;
let photographer: SeededPhotographer;
let photoDir: string;
const COLOURS = ['#c0392b', '#27ae60', '#2980b9', '#f1c40f'];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-e2e-sections-'));
  for (const [i, colour] of COLOURS.entries()) {
    await sharp({ create: { width: 600, height: 400, channels: 3, background: colour } })
      .jpeg()
      .toFile(path.join(photoDir, `IMG_000${i + 1}.jpg`));
  }
  server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 33);
  await server.start();
  photographer = await server.addPhotographer({
    businessName: 'Ngozi Lens',
    slug: 'ngozi-lens',
    city: 'Enugu',
    categories: ['wedding'],
    prices: [450000],
    firstName: 'Ngozi',
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (photoDir) fs.rmSync(photoDir, { recursive: true, force: true });
});

test('group a wedding into sections; the couple jumps between them', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await logInFromHome(page, server.base, photographer);
  await openStudio(page, 'Galleries');
  await page.getByRole('button', { name: 'Create Gallery' }).click();
  const create = page.getByRole('dialog', { name: 'Create Gallery' });
  await create.getByLabel('Name').fill('Amara & Chidi');
  await create.getByRole('button', { name: 'Create Gallery' }).click();
  await page.getByRole('link', { name: 'Amara & Chidi' }).click();
  await expect(page.getByRole('heading', { name: 'Amara & Chidi' })).toBeVisible();

  const files = fs.readdirSync(photoDir).map((f) => path.join(photoDir, f));
  await page.getByTestId('photo-input').setInputFiles(files);
  await expect(page.getByTestId('photo-count')).toHaveText('4 photos', { timeout: 60_000 });

  // Two sections; a blank name is refused in place.
  const sections = page.getByRole('region', { name: 'Sections' });
  await sections.getByRole('button', { name: 'Add section' }).click();
  await expect(sections.getByText('Section name is required')).toBeVisible();
  for (const name of ['Ceremony', 'Reception']) {
    await sections.getByLabel('New section name').fill(name);
    await sections.getByRole('button', { name: 'Add section' }).click();
    await expect(sections.getByTestId('section-row').filter({ hasText: name })).toBeVisible();
  }
  // Reception first.
  await sections.getByRole('button', { name: 'Move Reception up' }).click();
  await expect(sections.getByTestId('section-row').first()).toContainText('Reception');

  // Two photos into the ceremony, one into the reception; the fourth stays unsectioned.
  await page.getByRole('checkbox', { name: 'Select IMG_0001.jpg' }).click();
  await page.getByRole('checkbox', { name: 'Select IMG_0002.jpg' }).click();
  const bar = page.getByRole('toolbar', { name: 'Selected photos' });
  await expect(bar.getByTestId('selected-count')).toHaveText('2 selected');
  await bar.getByLabel('Move to').selectOption({ label: 'Ceremony' });
  // The list refetches after a move: held back here so that a photo is ticked in between,
  // as a quick hand does on a slow line; the move unticks only what it moved.
  let releaseList!: () => void;
  const listHeld = new Promise<void>((resolve) => {
    releaseList = resolve;
  });
  const galleryList = '**/api/galleries/*';
  await page.route(galleryList, async (route) => {
    if (route.request().method() === 'GET') await listHeld;
    await route.fallback();
  });
  await bar.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('2 photos moved')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select IMG_0003.jpg' }).click();
  releaseList();
  await page.unroute(galleryList);
  await expect(page.getByRole('region', { name: 'Ceremony' }).getByTestId('gallery-photo')).toHaveCount(2);
  await expect(bar.getByTestId('selected-count')).toHaveText('1 selected');
  await expect(page.getByRole('checkbox', { name: 'Select IMG_0003.jpg' })).toBeChecked();
  await bar.getByLabel('Move to').selectOption({ label: 'Reception' });
  await bar.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('1 photo moved')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ceremony' }).getByTestId('gallery-photo')).toHaveCount(2);

  // Rename the ceremony.
  await sections.getByRole('button', { name: 'Rename Ceremony' }).click();
  await sections.getByLabel('New name for Ceremony').fill('Church ceremony');
  await sections.getByRole('button', { name: 'Save' }).click();
  await expect(sections.getByTestId('section-row').nth(1)).toContainText('Church ceremony');

  // Shared through the dialog with the couple, open to anyone with the link this time; the
  // couple follow the link in their invitation.
  const galleryLink = await shareGalleryWithOneEmail(page, server, 'amara@clients.test');

  // The couple, on a phone: the unsectioned photo first, then Reception, then the ceremony.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const couple = await phone.newPage();
  await couple.goto(galleryLink);
  await expect(couple.getByRole('heading', { name: 'Amara & Chidi', level: 1 })).toBeVisible();
  const headings = couple.locator('h2[id^="section-"]');
  await expect(headings).toHaveText(['Reception', 'Church ceremony']);
  await expect(couple.getByTestId('public-photo')).toHaveCount(4);
  const jumps = couple.getByRole('navigation', { name: 'Sections' });
  await jumps.getByRole('link', { name: 'Church ceremony' }).click();
  await expect(couple).toHaveURL(/#section-/);
  await expect(couple.getByRole('heading', { name: 'Church ceremony' })).toBeInViewport();
  await expect(
    couple.getByRole('region', { name: 'Church ceremony' }).getByTestId('public-photo'),
  ).toHaveCount(2);

  // Deleting a section keeps its photos, back among the unsectioned ones.
  await sections.getByRole('button', { name: 'Delete Reception' }).click();
  await page
    .getByRole('dialog', { name: 'Delete section' })
    .getByRole('button', { name: 'Delete section' })
    .click();
  await expect(sections.getByTestId('section-row')).toHaveCount(1);
  await expect(page.getByTestId('gallery-photo')).toHaveCount(4);
  await couple.reload();
  await expect(headings).toHaveText(['Church ceremony']);
  await expect(couple.getByTestId('public-photo')).toHaveCount(4);
  await phone.close();
});
