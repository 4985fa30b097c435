import { expect, test } from './fixtures';
import { clickDay, laterDay, openDay, type SchedulingWorld, startSchedulingWorld } from './scheduling-world';
import { logInFromHome, openStudio } from './studio-nav';

/**
 * Decision 214 as the photographer meets it: Book Session for a date past their 90-day booking
 * window shows why and asks them to tick "Book past my booking window"; once ticked, it books.
 */
let world: SchedulingWorld;
/** Four months on, the 12th: more than 90 days ahead from any day of this month. */
const FAR_DAY = laterDay(4, 12);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  world = await startSchedulingWorld(
    61,
    {
      businessName: 'Window Lens',
      slug: 'window-lens',
      city: 'Lagos',
      categories: ['portrait'],
      prices: [15000],
    },
    'WINDOW LENS',
  );
  const { photographer, server } = world;
  const settings = (await (
    await server.call('GET', '/api/scheduling/settings', undefined, photographer.cookie)
  ).json()) as { availability: Record<string, unknown> };
  const { feedUrl: _feed, ...availability } = settings.availability;
  const saved = await server.call(
    'PUT',
    '/api/scheduling/availability',
    { ...availability, horizonDays: 90 },
    photographer.cookie,
  );
  expect(saved.status).toBe(200);
  await openDay(world, FAR_DAY.iso);
});

test.afterAll(async () => {
  await world?.stop();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Book Session past the booking window asks for a confirmation first (${viewport.width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      viewport,
      isMobile: viewport.width < 500,
      hasTouch: viewport.width < 500,
    });
    const page = await context.newPage();
    await logInFromHome(page, world.server.base, world.photographer);
    await openStudio(page, 'Scheduling');
    await page.getByRole('button', { name: 'Book Session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Photography Session' });

    await clickDay(dialog, FAR_DAY);
    await dialog.getByLabel('Session type').selectOption({ index: 1 });
    await dialog.getByLabel('Time').selectOption({ index: 1 });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Far Ahead ${viewport.width}`);
    await dialog
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill(`far-${viewport.width}@clients.test`);

    const confirmBox = dialog.getByRole('checkbox', { name: 'Book past my booking window' });
    await expect(dialog.getByText('This date is more than 90 days ahead')).toBeVisible();
    await dialog.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'past your booking window' })).toBeVisible();
    await expect(dialog).toBeVisible();

    await confirmBox.check();
    await dialog.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page.getByText('Appointment booked successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Far Ahead ${viewport.width}`)).toBeVisible();
    await context.close();
  });
}
