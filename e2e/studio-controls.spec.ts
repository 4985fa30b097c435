import type { Locator, Page } from '@playwright/test';
import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { logInFromHome, openStudio, STUDIO_PLACES, type StudioPlace } from './studio-nav';

/**
 * Every select, dialog, menu and date picker of the studio opens and closes (decision 218): a
 * photographer with a client, an invoice, a contract and a gallery walks every studio screen by
 * clicking, opens each menu (and each of its entries that asks something in a dialog), each
 * button that opens a dialog, picks in every select and date field they find, and closes each
 * with Escape. Controls that act at once (send, export) are not pressed; a delete or void asks
 * first, and Escape declines.
 */
const server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 53);
let photographer: SeededPhotographer;

/** Buttons whose names say they open a dialog or a form. */
const OPENS_A_DIALOG =
  /^(new|add|create|import|invoice settings|settings|edit|details|view|void|email|book a session|book session|new session type|add a day off|record a payment|payment schedule|share|rename|upload)/i;
/** Menu entries that ask something in a dialog (the others act at once or open another page). */
const MENU_DIALOGS =
  /^(edit|email|record a payment|record payment|rename|settings|details|delete|remove|void|archive|cancel|reschedule|refund|payment schedule)/i;
/** Buttons that act at once or leave the page: never pressed here. */
const ACTS_AT_ONCE = /^(send|resend|export|download|copy|open|log out|sign out|mark|duplicate|unshare)/i;

interface Seen {
  selects: string[];
  dialogs: string[];
  menus: string[];
  dates: string[];
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await server.start();
  photographer = await server.addPhotographer({
    businessName: 'Tolu Studio',
    slug: 'tolu-studio',
    city: 'Lagos',
    categories: ['wedding'],
    prices: [250000],
    firstName: 'Tolu',
  });
  const as = (method: string, url: string, body?: unknown) =>
    server.call(method, url, body, photographer.cookie).then(async (res) => {
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res;
    });
  await as('POST', '/api/clients', { name: 'Bisi Adewale', email: 'bisi@example.test', status: 'active' });
  await as('POST', '/api/invoices', {
    clientName: 'Bisi Adewale',
    clientEmail: 'bisi@example.test',
    items: [{ description: 'Engagement shoot', quantity: 1, unitKobo: 120_000_00 }],
  });
  await as('POST', '/api/contracts', {
    title: 'Engagement Contract',
    clientName: 'Bisi Adewale',
    clientEmail: 'bisi@example.test',
    content: '# Engagement Contract\n\nTwo hours in Lekki, forty edited photos.',
  });
  await as('POST', '/api/galleries', { name: 'Bisi and Femi', description: 'Engagement in Lekki' });
});

test.afterAll(async () => {
  await server.stop();
});

const nameOf = async (control: Locator) =>
  (await control.getAttribute('aria-label')) ??
  (await control.getAttribute('id')) ??
  ((await control.textContent()) ?? '').trim().slice(0, 40);

/** Picks in every select and fills every date field inside `scope`, as a person would. */
async function pickInFields(scope: Locator, where: string, seen: Seen) {
  for (const select of await scope.locator('select:visible').all()) {
    if (await select.isDisabled()) continue;
    const values = await select
      .locator('option')
      .evaluateAll((options) =>
        options.map((o) => (o as unknown as { value: string }).value).filter(Boolean),
      );
    const current = await select.inputValue();
    const other = values.find((v) => v !== current);
    if (other) {
      await select.selectOption(other);
      await expect(select).toHaveValue(other);
      await select.selectOption(current);
    }
    seen.selects.push(`${where}: ${await nameOf(select)}`);
  }
  for (const date of await scope.locator('input[type="date"]:visible').all()) {
    if (await date.isDisabled()) continue;
    const before = await date.inputValue();
    // A date in a later month, then back.
    const later = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    await date.fill(later);
    await expect(date).toHaveValue(later);
    await date.fill(before);
    seen.dates.push(`${where}: ${await nameOf(date)}`);
  }
  // The calendar of booking and rescheduling: a day of next month.
  const calendar = scope.locator('.rdp-root:visible');
  if ((await calendar.count()) > 0) {
    await calendar.getByRole('button', { name: /next month/i }).click();
    const day = calendar.locator('button[name="day"]:not([disabled]), td button:not([disabled])').first();
    await day.click();
    seen.dates.push(`${where}: calendar`);
  }
}

/** The open dialog: its fields exercised, then closed with Escape. */
async function exerciseDialog(page: Page, where: string, seen: Seen) {
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
  await expect(dialog).toBeVisible();
  const name =
    (await dialog.getAttribute('aria-label')) ?? (await dialog.getByRole('heading').first().textContent());
  await pickInFields(dialog, `${where} › ${name}`, seen);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  seen.dialogs.push(`${where}: ${name}`);
}

/** Back on the screen after something moved away from it (a dialog that came late is closed). */
async function backTo(page: Page, place: StudioPlace) {
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  if (await dialog.first().isVisible()) {
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  if (!new URL(page.url()).pathname.endsWith(STUDIO_PLACES[place])) await openStudio(page, place);
}

/** After a click: the dialog it opened, exercised and closed; then back on the screen. */
async function exerciseDialogIfOpen(page: Page, place: StudioPlace, where: string, seen: Seen) {
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  // A dialog's code may load at its first opening (the confirmation dialog does).
  const opened = await dialog
    .first()
    .waitFor({ state: 'visible', timeout: 5000 })
    .then(
      () => true,
      () => false,
    );
  if (opened) await exerciseDialog(page, where, seen);
  await backTo(page, place);
}

async function exerciseScreen(page: Page, place: StudioPlace, seen: Seen) {
  await openStudio(page, place);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await pickInFields(main, place, seen);

  // Every menu of the screen, and every entry of it that asks something.
  const menuButtons = await main.locator('button[aria-haspopup="menu"]:visible').all();
  for (let i = 0; i < menuButtons.length; i++) {
    const button = main.locator('button[aria-haspopup="menu"]:visible').nth(i);
    const label = await nameOf(button);
    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const items = (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    seen.menus.push(`${place}: ${label}`);
    for (const item of items) {
      if (!MENU_DIALOGS.test(item)) continue;
      await main.locator('button[aria-haspopup="menu"]:visible').nth(i).click();
      await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
      await exerciseDialogIfOpen(page, place, `${place} › ${label} › ${item}`, seen);
    }
  }

  // Every button of the screen that opens a dialog.
  const texts = await main.locator('button:visible').evaluateAll((buttons) =>
    buttons.map((b) => {
      const button = b as unknown as {
        textContent: string | null;
        getAttribute(name: string): string | null;
      };
      return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
    }),
  );
  const names = new Set(texts.filter((text) => OPENS_A_DIALOG.test(text) && !ACTS_AT_ONCE.test(text)));
  for (const name of names) {
    const button = main.getByRole('button', { name, exact: true }).first();
    if (!(await button.isVisible())) continue;
    await button.click();
    await exerciseDialogIfOpen(page, place, `${place} › ${name}`, seen);
  }
}

test('every select, dialog, menu and date picker of the studio opens and closes', async ({ page }) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInFromHome(page, server.base, photographer);
  const seen: Seen = { selects: [], dialogs: [], menus: [], dates: [] };
  for (const place of Object.keys(STUDIO_PLACES) as StudioPlace[]) {
    await exerciseScreen(page, place, seen);
  }
  console.info(JSON.stringify(seen, null, 2));
  // What the studio offers today: each screen's own, seen at least once.
  expect(seen.dialogs.some((d) => d.startsWith('Clients'))).toBe(true);
  expect(seen.dialogs.some((d) => d.startsWith('Invoices'))).toBe(true);
  expect(seen.dialogs.some((d) => d.startsWith('Contracts'))).toBe(true);
  expect(seen.dialogs.some((d) => d.startsWith('Galleries'))).toBe(true);
  expect(seen.dialogs.some((d) => d.startsWith('Scheduling'))).toBe(true);
  expect(seen.dialogs.some((d) => d.startsWith('Directory listing'))).toBe(true);
  expect(seen.menus.length).toBeGreaterThanOrEqual(1);
  expect(seen.selects.length).toBeGreaterThanOrEqual(5);
  expect(seen.dates.some((d) => d.endsWith('calendar'))).toBe(true);
  expect(seen.dates.length).toBeGreaterThanOrEqual(4);
});
