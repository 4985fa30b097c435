import type { Page } from '@playwright/test';
import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { logInFromHome, openStudio, sidewaysScroll } from './studio-nav';

/**
 * Follow-ups: the photographer sets one on a client's page for a later month, snoozes another to
 * a chosen date, and one due today shows on the studio overview; from there it opens the
 * client's page, where it is marked done and leaves the overview.
 */
const server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 73);
let photographer: SeededPhotographer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
  photographer = await server.addPhotographer({
    businessName: 'Yemi Studio',
    slug: 'yemi-studio',
    city: 'Lagos',
    categories: ['portrait'],
    prices: [30000],
    firstName: 'Yemi',
  });
});

test.afterAll(async () => {
  await server.stop();
});

/** A Lagos date `days` ahead (YYYY-MM-DD). */
const lagosDayAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function openClient(page: Page, name: string) {
  await openStudio(page, 'Clients');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${name}`) })).toBeVisible();
}

for (const [i, viewport] of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
].entries()) {
  test(`at ${viewport.width} px a follow-up is set, shows as due on the overview and is done`, async ({
    page,
  }) => {
    const name = `Funmi Follow ${i}`;
    const res = await server.call(
      'POST',
      '/api/clients',
      { name, email: `funmi-${i}@clients.test` },
      photographer.cookie,
    );
    expect(res.status).toBe(201);
    await page.setViewportSize(viewport);
    await logInFromHome(page, server.base, photographer);
    await openClient(page, name);
    const card = page.getByRole('region', { name: 'Follow-ups', exact: true });

    // One for a later month, snoozed to a date of one's own; one for today.
    await card.getByLabel('Follow up on').fill(lagosDayAhead(40));
    await card.getByLabel('Note').fill('Send the album proofs');
    await card.getByRole('button', { name: 'Add follow-up' }).click();
    await expect(page.getByText('Follow-up added')).toBeVisible();
    const open = card.getByRole('list', { name: 'Open follow-ups' });
    await open
      .getByRole('listitem')
      .filter({ hasText: 'Send the album proofs' })
      .getByRole('button', { name: /^Snooze/ })
      .click();
    await page.getByRole('menuitem', { name: 'Choose a date…' }).click();
    await card.getByLabel('New date for: Send the album proofs').fill(lagosDayAhead(45));
    await card.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText(/Follow-up moved to/)).toBeVisible();

    await card.getByLabel('Follow up on').fill(lagosDayAhead(0));
    await card.getByLabel('Note').fill('Call about the quote');
    await card.getByRole('button', { name: 'Add follow-up' }).click();
    await expect(open.getByRole('listitem')).toHaveCount(2);
    await expect(open.getByRole('listitem').first()).toContainText('Call about the quote');
    await expect(open.getByRole('listitem').first()).toContainText('Due today');

    // The overview shows it as due; it opens the client's page, where it is done.
    await openStudio(page, 'Overview');
    // On a phone the navbar's menu can still be open over the page after reaching the studio.
    const closeMenu = page.getByRole('button', { name: 'Close menu' });
    if (await closeMenu.isVisible()) await closeMenu.click();
    const due = section(page, 'Follow-ups due');
    await expect(due).toContainText('Due today');
    await due.getByRole('link', { name: new RegExp(`${name} · Call about the quote`) }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^${name}`) })).toBeVisible();
    await page.getByRole('button', { name: 'Done: Call about the quote' }).click();
    await expect(page.getByText('Follow-up done')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Open follow-ups' }).getByRole('listitem')).toHaveCount(1);
    expect(await sidewaysScroll(page)).toBe(0);

    await openStudio(page, 'Overview');
    await expect(section(page, 'Follow-ups due')).toContainText('No follow-up is due.');
  });
}
