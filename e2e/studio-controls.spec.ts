import type { Locator, Page } from '@playwright/test';
import type { DirectoryServer, SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { type PaystackServer, startPaystackServer } from './paystack-server';
import { logInFromHome, openStudio, STUDIO_PLACES, type StudioPlace } from './studio-nav';

/**
 * Every select, dialog, menu and date picker of the studio opens and closes (decision 218): a
 * photographer with a client, a draft invoice and a sent one with a payment, a contract, a
 * booking, a gallery and a payout account walks every studio screen by clicking (each of its tabs,
 * and the gallery's own page), opens each menu (and each of its entries that asks something in a
 * dialog), each button that opens a dialog or a form, picks in every select, calendar, date and
 * time field they find, and closes each dialog with Escape. Controls that act at once (send,
 * export) are not pressed; a delete, void, cancel or reversal asks first, and Escape declines.
 */
let world: PaystackServer;
let server: DirectoryServer;
let photographer: SeededPhotographer;
const GALLERY = 'Bisi and Femi';

/** Buttons whose names say they open a dialog or a form. */
const OPENS_A_DIALOG =
  /^(new|add|create|import|invoice settings|settings|edit|details|view|void|email|book a session|book session|new session type|add a day off|record a payment|payment schedule|share|rename|upload|reschedule|cancel|change)/i;
/** Menu entries that ask something in a dialog (the others act at once or open another page). */
const MENU_DIALOGS =
  /^(edit|email|record a payment|record payment|rename|settings|details|delete|remove|void|archive|cancel|reschedule|refund|payment schedule)/i;
/** Buttons inside a dialog that ask something in a dialog of their own, or show more fields. */
const INSIDE_A_DIALOG = /^(reverse|add a payment schedule)/i;
/** Buttons that act at once or leave the page: never pressed here. */
const ACTS_AT_ONCE = /^(send|resend|export|download|copy|open|log out|sign out|mark|duplicate|unshare)/i;

interface Seen {
  selects: string[];
  dialogs: string[];
  menus: string[];
  dates: string[];
  /** Buttons pressed that opened no dialog (an inline form, or an action such as sharing). */
  pressed: string[];
}

/** A screen or a part of one, and how a person reaches it by clicking from anywhere. */
interface View {
  place: StudioPlace;
  where: string;
  open: () => Promise<void>;
  /** Its address once open (set by `enter`). */
  url?: string;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  world = await startPaystackServer(53, {
    businessName: 'Tolu Studio',
    slug: 'tolu-studio',
    city: 'Lagos',
    categories: ['wedding'],
    prices: [250000],
    firstName: 'Tolu',
    accountName: 'TOLU STUDIO',
  });
  ({ server, photographer } = world);
  const as = async (method: string, url: string, body?: unknown) => {
    const res = await server.call(method, url, body, photographer.cookie);
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? undefined : ((await res.json()) as Record<string, { id: string }>);
  };
  const client = { clientName: 'Bisi Adewale', clientEmail: 'bisi@example.test' };
  await as('POST', '/api/clients', { name: client.clientName, email: client.clientEmail, status: 'active' });
  const items = (description: string) => [{ description, quantity: 1, unitKobo: 120_000_00 }];
  await as('POST', '/api/invoices', { ...client, items: items('Engagement shoot') });
  // A sent invoice with a payment: its details offer a payment form, a reversal and a void.
  const sent = await as('POST', '/api/invoices', { ...client, items: items('Wedding coverage') });
  await as('POST', `/api/invoices/${sent!.invoice!.id}/send`);
  await as('POST', `/api/invoices/${sent!.invoice!.id}/payments`, { amountKobo: 50_000_00, method: 'cash' });
  await as('POST', '/api/contracts', {
    title: 'Engagement Contract',
    ...client,
    content: '# Engagement Contract\n\nTwo hours in Lekki, forty edited photos.',
  });
  await as('POST', '/api/galleries', { name: GALLERY, description: 'Engagement in Lekki' });
  // A booking next month: the appointments offer Reschedule and Cancel.
  const settings = (await as('GET', '/api/scheduling/settings')) as unknown as {
    sessionTypes: { id: string }[];
  };
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
    new Date(Date.now() + 35 * 86_400_000),
  );
  await as('POST', '/api/scheduling/overrides', { date: day, spans: [{ start: '09:00', end: '17:00' }] });
  await as('POST', '/api/bookings', {
    sessionTypeId: settings.sessionTypes[0]!.id,
    startsAt: new Date(`${day}T10:00:00+01:00`).toISOString(),
    ...client,
    location: 'Ikoyi Club',
  });
});

test.afterAll(async () => {
  await world?.server.stop();
  await world?.fake.close();
});

const nameOf = async (control: Locator) =>
  (await control.getAttribute('aria-label')) ??
  (await control.getAttribute('id')) ??
  ((await control.textContent()) ?? '').trim().slice(0, 40);

const anyDialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'));

/** The names of the visible buttons inside `scope` that match `wanted` and do not act at once. */
async function buttonNames(scope: Locator, wanted: RegExp): Promise<string[]> {
  const texts = await scope.locator('button:visible').evaluateAll((buttons) =>
    buttons.map((b) => {
      const button = b as unknown as {
        textContent: string | null;
        getAttribute(name: string): string | null;
      };
      return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
    }),
  );
  return [...new Set(texts.filter((text) => wanted.test(text) && !ACTS_AT_ONCE.test(text)))];
}

/**
 * Picks a day in every calendar, then in every select, and fills every date and time field
 * inside `scope`, as a person would (a calendar's day can bring a select of times). `done` keeps
 * each control to one visit: by the dialog it is in, or by the screen (`screen`) for a screen's own.
 */
async function pickInFields(scope: Locator, where: string, seen: Seen, done: Set<string>, screen = where) {
  const calendar = scope.locator('.rdp-root:visible');
  if ((await calendar.count()) > 0 && !done.has(`${screen}: calendar`)) {
    done.add(`${screen}: calendar`);
    await calendar.getByRole('button', { name: /next month/i }).click();
    await calendar.locator('button[name="day"]:not([disabled]), td button:not([disabled])').first().click();
    seen.dates.push(`${where}: calendar`);
  }
  for (const select of await scope.locator('select:visible').all()) {
    const name = await nameOf(select);
    if (done.has(`${screen}: ${name}`) || (await select.isDisabled())) continue;
    done.add(`${screen}: ${name}`);
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
    seen.selects.push(`${where}: ${name}`);
  }
  // A date in a later month, or another time, then back.
  const later = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  for (const [type, value] of [
    ['date', later],
    ['time', '11:30'],
  ] as const) {
    for (const field of await scope.locator(`input[type="${type}"]:visible`).all()) {
      const name = await nameOf(field);
      if (done.has(`${screen}: ${name}`) || (await field.isDisabled())) continue;
      done.add(`${screen}: ${name}`);
      const before = await field.inputValue();
      await field.fill(value);
      await expect(field).toHaveValue(value);
      await field.fill(before);
      seen.dates.push(`${where}: ${name}`);
    }
  }
}

/**
 * The topmost open dialog: its fields exercised, each dialog (or each part of its form) it opens
 * in turn exercised, then closed with Escape (a dialog under it stays open).
 */
async function exerciseDialog(page: Page, where: string, seen: Seen, done: Set<string>) {
  // A dialog under another is hidden from the accessibility tree: the last visible is the top.
  const top = anyDialog(page).last();
  await expect(top).toBeVisible();
  // A dialog that reads its record says so ("Loading the invoice…") and is named after it once read.
  await expect(top).not.toContainText(/Loading[^…]*…/);
  const name =
    (await top.getAttribute('aria-label')) ?? (await top.getByRole('heading').first().textContent()) ?? '';
  const dialog = page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
  await pickInFields(dialog, `${where} › ${name}`, seen, done);
  for (const inner of await buttonNames(dialog, INSIDE_A_DIALOG)) {
    await dialog.getByRole('button', { name: inner, exact: true }).first().click();
    // A dialog over this one hides it from the accessibility tree.
    const covered = await dialog.waitFor({ state: 'hidden', timeout: 3000 }).then(
      () => true,
      () => false,
    );
    if (covered) {
      await exerciseDialog(page, `${where} › ${name} › ${inner}`, seen, done);
      await expect(dialog).toBeVisible();
    } else await pickInFields(dialog, `${where} › ${name} › ${inner}`, seen, done, `${where} › ${name}`);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  seen.dialogs.push(`${where}: ${name}`);
}

/** Reaches the view by clicking and notes its address. */
async function enter(page: Page, view: View) {
  await view.open();
  await page.waitForLoadState('networkidle');
  view.url = page.url();
}

/** Back on the view after something moved away from it (a dialog that came late is closed). */
async function backTo(page: Page, view: View) {
  for (let open = await anyDialog(page).count(); open > 0; open = await anyDialog(page).count()) {
    await page.keyboard.press('Escape');
    await expect(anyDialog(page)).toHaveCount(open - 1);
  }
  if (page.url() !== view.url) await enter(page, view);
}

/** After a click: the dialog it opened, exercised; else the fields it showed. Then back on the view. */
async function exerciseWhatOpened(page: Page, view: View, where: string, seen: Seen, done: Set<string>) {
  // A dialog's code may load at its first opening (the confirmation dialog does).
  const opened = await anyDialog(page)
    .first()
    .waitFor({ state: 'visible', timeout: 5000 })
    .then(
      () => true,
      () => false,
    );
  if (opened) await exerciseDialog(page, where, seen, done);
  else {
    seen.pressed.push(where);
    await pickInFields(page.locator('main'), view.where, seen, done, view.place);
  }
  await backTo(page, view);
}

async function exerciseView(page: Page, view: View, seen: Seen, done: Set<string>, withTabs = true) {
  await enter(page, view);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await pickInFields(main, view.where, seen, done, view.place);

  // Every menu of the view, and every entry of it that asks something.
  const menuButtons = main.locator('button[aria-haspopup="menu"]:visible');
  for (let i = 0; i < (await menuButtons.count()); i++) {
    const label = await nameOf(menuButtons.nth(i));
    if (done.has(`${view.place} menu: ${label}`)) continue;
    done.add(`${view.place} menu: ${label}`);
    await menuButtons.nth(i).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const items = (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    seen.menus.push(`${view.where}: ${label}`);
    for (const item of items.filter((entry) => MENU_DIALOGS.test(entry))) {
      await menuButtons.nth(i).click();
      await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
      await exerciseWhatOpened(page, view, `${view.where} › ${label} › ${item}`, seen, done);
    }
  }

  // Every button of the view that opens a dialog or a form.
  for (const name of await buttonNames(main, OPENS_A_DIALOG)) {
    if (done.has(`${view.place} button: ${name}`)) continue;
    const button = main.getByRole('button', { name, exact: true }).first();
    if (!(await button.isVisible())) continue;
    done.add(`${view.place} button: ${name}`);
    await button.click();
    await exerciseWhatOpened(page, view, `${view.where} › ${name}`, seen, done);
  }

  // Each of its tabs, as a view of its own.
  if (!withTabs) return;
  const tabs = await main.getByRole('tab', { selected: false }).allTextContents();
  // A screen may remember its last tab (Invoicing's "Online payments"), hiding the tabs nested
  // under the one first shown: those are selected again before each tab is opened.
  const firstShown = (await main.getByRole('tab', { selected: true }).allTextContents()).map((t) => t.trim());
  for (const tab of tabs.map((t) => t.trim())) {
    const tabView: View = {
      place: view.place,
      where: `${view.where} › ${tab}`,
      open: async () => {
        await view.open();
        const tabOf = (name: string) => page.locator('main').getByRole('tab', { name, exact: true });
        for (const shown of firstShown) if (await tabOf(shown).isVisible()) await tabOf(shown).click();
        await tabOf(tab).click();
      },
    };
    await exerciseView(page, tabView, seen, done, false);
  }
}

test('every select, dialog, menu and date picker of the studio opens and closes', async ({ page }) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInFromHome(page, server.base, photographer);
  const seen: Seen = { selects: [], dialogs: [], menus: [], dates: [], pressed: [] };
  const done = new Set<string>();
  const views: View[] = (Object.keys(STUDIO_PLACES) as StudioPlace[]).map((place) => ({
    place,
    where: place,
    open: () => openStudio(page, place),
  }));
  views.push({
    place: 'Galleries',
    where: `Galleries › ${GALLERY}`,
    open: async () => {
      await openStudio(page, 'Galleries');
      await page.locator('main').getByRole('link', { name: GALLERY, exact: true }).click();
      await expect(page.locator('main').getByRole('button', { name: 'Settings' })).toBeVisible();
    },
  });
  for (const view of views) await exerciseView(page, view, seen, done);
  console.info(JSON.stringify(seen, null, 2));

  const some = (list: string[], ...parts: RegExp[]) =>
    expect(
      list.some((entry) => parts.every((part) => part.test(entry))),
      parts.join(' '),
    ).toBe(true);
  // Each screen's own dialogs.
  for (const place of ['Clients', 'Invoices', 'Contracts', 'Galleries', 'Scheduling', 'Directory listing']) {
    some(seen.dialogs, new RegExp(`^${place}`));
  }
  // The sent invoice: its payment form (method and date), the payment's reversal, its void.
  some(seen.selects, /^Invoices › View INV-\d+ › INV-\d+.*: payment-method$/);
  some(seen.dates, /^Invoices › View INV-\d+ › INV-\d+.*: payment-date$/);
  some(seen.dialogs, /^Invoices › View INV-\d+ › INV-\d+.* › Reverse: /);
  some(seen.dialogs, /^Invoices › Void INV-\d+: /);
  // A new invoice's payment schedule: each instalment's type and due date.
  some(seen.selects, /^Invoices › Create Invoice › .* › Add a payment schedule.*: instalment-\d+-kind$/);
  some(seen.dates, /^Invoices › Create Invoice › .* › Add a payment schedule.*: instalment-\d+-due$/);
  // The booking: rescheduled on the calendar to a time of a later month, and the cancel dialog.
  some(seen.dates, /^Scheduling › Reschedule › .*: calendar$/);
  some(seen.selects, /^Scheduling › Reschedule › /);
  some(seen.dialogs, /^Scheduling › Cancel: /);
  // Availability: the time zone, the day-off date and the weekly hours.
  some(seen.selects, /^Scheduling › Session types and availability: tz$/);
  some(seen.dates, /^Scheduling › Session types and availability: .*first start$/);
  // The gallery's own page: its settings dialog (and its selects) and sharing.
  some(seen.dialogs, new RegExp(`^Galleries › ${GALLERY} › Settings: `));
  some([...seen.dialogs, ...seen.pressed], new RegExp(`^Galleries › ${GALLERY} › Share gallery`));
  // The payout account: the bank select of its form.
  some(seen.pressed, /^Photographer Portal › Change bank account$/);
  some(seen.selects, /^Photographer Portal: payout-bank$/);
  expect(seen.menus.length).toBeGreaterThanOrEqual(1);
  some(seen.dates, /calendar$/);
});
