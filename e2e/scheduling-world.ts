import { expect, type Locator, type Page } from '@playwright/test';
import { type FakePaystack, startFakePaystack } from '../tests/fake-paystack/fake-paystack';
import { type SmtpCapture, startSmtpCapture } from '../tests/smtp-capture';
import { DirectoryServer, type SeededPhotographer, type SeedPhotographer } from './directory-seed';
import { invoiceSettings } from './invoice-settings';

/** The scheduling journeys' own server: fake Paystack, a real SMTP peer, one listed photographer. */
export interface SchedulingWorld {
  fake: FakePaystack;
  smtp: SmtpCapture;
  server: DirectoryServer;
  photographer: SeededPhotographer;
  stop(): Promise<void>;
}

async function ok(res: Promise<Response>, what: string): Promise<Response> {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${await r.text()}`);
  return r;
}

/**
 * Starts the server at E2E_PORT + `portOffset`, seeds the photographer with a payout account
 * (so clients pay online) and a 30% deposit on portraits, and opens the given Lagos dates.
 */
export async function startSchedulingWorld(
  portOffset: number,
  spec: SeedPhotographer,
  accountName: string,
): Promise<SchedulingWorld> {
  const fake = await startFakePaystack();
  fake.addAccount('058', '0123456789', accountName);
  const smtp = await startSmtpCapture();
  const server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + portOffset, {
    PAYSTACK_SECRET_KEY: fake.secretKey,
    PAYSTACK_BASE_URL: fake.url,
    SMTP_URL: smtp.url,
  });
  await server.start();
  fake.webhookUrl = `${server.base}/api/payments/paystack/webhook`;
  const photographer = await server.addPhotographer(spec);
  await ok(
    server.call(
      'PUT',
      '/api/payments/payout-account',
      { bankCode: '058', accountNumber: '0123456789' },
      photographer.cookie,
    ),
    'payout',
  );
  const settings = (await (
    await server.call('GET', '/api/scheduling/settings', undefined, photographer.cookie)
  ).json()) as { sessionTypes: ({ id: string } & Record<string, unknown>)[] };
  const { id, ...portrait } = settings.sessionTypes[0]!;
  await ok(
    server.call(
      'PUT',
      `/api/scheduling/session-types/${id}`,
      { ...portrait, depositPercent: 30 },
      photographer.cookie,
    ),
    'type',
  );
  // No VAT on top: the journeys' deposits are the round 30% of the price (decision 200).
  await ok(
    server.call('PUT', '/api/invoices/settings', invoiceSettings({ vatEnabled: false }), photographer.cookie),
    'invoice settings',
  );
  return {
    fake,
    smtp,
    server,
    photographer,
    async stop() {
      await server.stop();
      await smtp.close();
      await fake.close();
    },
  };
}

/** Opens a Lagos date with the given hours (tests never depend on today's weekday). */
export async function openDay(world: SchedulingWorld, date: string, start = '09:00', end = '17:00') {
  await ok(
    world.server.call(
      'POST',
      '/api/scheduling/overrides',
      { date, spans: [{ start, end }] },
      world.photographer.cookie,
    ),
    'override',
  );
}

export { mailTo } from './mail-to';

/**
 * A Lagos date `monthsAhead` calendar months after this one, on `day` of that month (12 or later,
 * so it is always past the notice), with the start of its calendar button's name and how many
 * "next month" clicks reach it from this month's calendar.
 */
export function laterDay(monthsAhead: number, day: number) {
  const [y, m] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 + monthsAhead, 1));
  const year = first.getUTCFullYear();
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(first);
  const iso = `${year}-${String(first.getUTCMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return {
    iso,
    /** "December 2026": the calendar's caption of its month. */
    caption: `${month} ${year}`,
    /** The day button's name starts with the number it shows: "12 December 2026, Saturday". */
    label: new RegExp(`^${day} ${month} ${year},`),
    monthsAhead,
    /** "12 Dec 2026", as an appointment card shows the date (after its weekday). */
    short: new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`)),
    /** "Saturday 12 December 2026": the agenda's and the month view's day heading. */
    heading: new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`)),
  };
}
export type LaterDay = ReturnType<typeof laterDay>;

/**
 * Picks a day in a booking calendar with the pointer, as a person does: "next month" as often as
 * needed (`from` months are already shown), then the day. `scope` is the page or a dialog.
 */
export async function clickDay(scope: Page | Locator, day: LaterDay, from = 0) {
  for (let i = from; i < day.monthsAhead; i++)
    await scope.getByRole('button', { name: 'Go to the Next Month' }).click();
  await scope.getByRole('button', { name: day.label }).click();
}

/** From `/` to the directory by clicking the navbar's Photographers (in the menu on a phone). */
export async function homeToDirectory(page: Page, base: string) {
  await page.goto(`${base}/`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Photographers', exact: true }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Photographers', exact: true })
      .click();
  }
}

/** From `/` to a photographer's profile by clicking: the navbar's Photographers, then the card. */
export async function homeToProfile(page: Page, base: string, businessName: string) {
  await homeToDirectory(page, base);
  await page.getByRole('link', { name: businessName }).first().click();
  await expect(page.getByRole('heading', { name: businessName, level: 1 })).toBeVisible();
}

/** The manage-my-booking link in an email's text. */
export const manageLinkIn = (text: string) => {
  const link = text.match(/https?:\/\/\S+\/b\/[0-9a-f]{64}/)?.[0];
  if (!link) throw new Error(`no manage link in: ${text.slice(0, 300)}`);
  return link;
};
