import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  clickDay,
  homeToProfile,
  laterDay,
  mailTo,
  manageLinkIn,
  openDay,
  type SchedulingWorld,
  startSchedulingWorld,
} from './scheduling-world';
import { logInFromHome, openStudio } from './studio-nav';

/**
 * Booking into later months, and managing it (decisions 206, 209): a visitor on a phone books a session
 * next month from a photographer's profile by clicking the calendar's "next month" arrow, pays
 * the deposit (which confirms it, as the page promised), and from the link in the email moves
 * it to the month after, in a dialog whose arrow no longer closes it. The photographer, at
 * 1280 px, finds it by clicking into the studio: in the agenda with its Deposit paid mark and
 * in the month view; books a client into next month and moves them to the month after (the
 * Reschedule dialog opens on the session's month); is not emailed about their own change; and
 * reads the client's timeline in Lagos time with the session labelled as moved.
 */
let world: SchedulingWorld;
const VISITOR = 'ngozi@clients.test';
const KUNLE = 'kunle@clients.test';

test.describe.configure({ mode: 'serial' });

const d1 = laterDay(1, 12);
const d2 = laterDay(2, 14);
const d3 = laterDay(1, 20);
const d4 = laterDay(2, 22);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // A 30% deposit on portraits; the days of the journey open whatever their weekday.
  world = await startSchedulingWorld(
    15,
    {
      businessName: 'Sade Lens',
      slug: 'sade-lens',
      city: 'Lagos',
      categories: ['portrait'],
      prices: [15000],
      firstName: 'Sade',
    },
    'SADE LENS',
  );
  for (const day of [d1, d2, d3, d4]) await openDay(world, day.iso);
});

test.afterAll(async () => {
  await world?.stop();
});

const phoneContext = (browser: import('@playwright/test').Browser) =>
  browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Axe's serious and critical findings on the page, once its toasts (which fade in and out) are gone. */
async function seriousViolations(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('a visitor books next month on a phone, pays, and moves it to the month after from the email link', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const phone = await phoneContext(browser);
  const visitor = await phone.newPage();
  await homeToProfile(visitor, world.server.base, 'Sade Lens');
  await visitor.getByRole('link', { name: 'Book a Session' }).click();
  await expect(visitor.getByRole('heading', { name: 'Book a session with Sade Lens' })).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  // The spec's rule first: nothing chosen.
  await visitor.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(visitor.getByText('Please select date, time, and session type')).toBeVisible();
  await visitor.getByLabel('Session type').selectOption({ label: 'Portrait Session (1 h, ₦15,000.00)' });
  await expect(visitor.getByText('A 30% deposit (₦4,500.00) secures this session')).toContainText(
    'the booking is confirmed as soon as it is paid',
  );
  // The arrow is clicked with the pointer: it sits in the calendar, not under the sticky header.
  await clickDay(visitor, d1);
  await visitor.getByLabel('Time').selectOption({ label: '10:00 AM' });
  await visitor.getByLabel('Name').fill('Ngozi Okafor');
  await visitor.getByLabel('Email').fill(VISITOR);
  await visitor.getByLabel('Location').fill('Ikoyi, Lagos');
  await visitor.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(visitor.getByRole('heading', { name: 'Appointment booked successfully!' })).toBeVisible();
  await expect(visitor.getByText('It is confirmed as soon as the deposit is paid;')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Manage my booking' })).toHaveAttribute(
    'href',
    /\/b\/[0-9a-f]{64}$/,
  );

  // The deposit, through the checkout, from the invoice link: it confirms the booking.
  await visitor.getByRole('link', { name: 'Pay the deposit' }).click();
  await expect(visitor).toHaveURL(/\/i\//);
  await visitor.getByRole('button', { name: 'Pay ₦4,500.00 now' }).click();
  await visitor.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(visitor.getByText('Payment received. Thank you')).toBeVisible();
  const confirmed = await mailTo(world.smtp, VISITOR, /^Confirmed: Portrait Session/);
  const ics = confirmed.attachments.find((a) => a.filename === 'session.ics');
  expect(ics!.content.toString()).toContain(`DTSTART:${d1.iso.replaceAll('-', '')}T090000Z`);

  // The link in the email: the booking, no account needed.
  await visitor.goto(manageLinkIn(confirmed.text ?? ''));
  await expect(visitor.getByRole('heading', { name: /^Your booking with / })).toBeVisible();
  const card = visitor.getByTestId('appointment');
  await expect(card).toContainText('Confirmed');
  await expect(card.getByTestId('deposit-paid')).toHaveText('Deposit paid (₦4,500.00)');
  expect(await seriousViolations(visitor)).toEqual([]);
  // Nothing runs off the side of the phone.
  expect(
    await visitor
      .locator('html')
      .evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth),
  ).toBeLessThanOrEqual(390);
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Reschedule Portrait Session' });
  // It opens on the session's month; the arrow moves the calendar and leaves the dialog open.
  await expect(dialog.getByText(d1.caption, { exact: true })).toBeVisible();
  await clickDay(dialog, d2, 1);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('New time').selectOption({ label: '2:00 PM' });
  await dialog.getByRole('button', { name: 'Move the session' }).click();
  await expect(visitor.getByText('Booking rescheduled')).toBeVisible();
  await expect(card).toContainText(d2.short);
  await mailTo(world.smtp, VISITOR, /^New time: Portrait Session/);
  await mailTo(world.smtp, world.photographer.email, /^Booking moved: Portrait Session/);
  await phone.close();
});

test('the photographer finds it by clicking, books and moves a client across months, and reads the timeline in Lagos time', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A device in New York: the studio still shows Lagos times.
  const desk = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'America/New_York',
  });
  const page = await desk.newPage();
  await logInFromHome(page, world.server.base, world.photographer);
  await openStudio(page, 'Scheduling');
  await expect(page.getByRole('heading', { name: 'Scheduling', level: 1 })).toBeVisible();
  const day = page.getByRole('region', { name: d2.heading });
  const card = day.getByTestId('appointment').filter({ hasText: 'Ngozi Okafor' });
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText('2:00 PM');
  await expect(card.getByTestId('deposit-paid')).toBeVisible();

  // The month view: two months on, the day says one session; choosing it shows the card.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  for (let i = 0; i < d2.monthsAhead; i++) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { name: d2.caption })).toBeVisible();
  await page.getByRole('button', { name: `${d2.heading}: 1 session` }).click();
  await expect(page.getByRole('region', { name: d2.heading }).getByTestId('appointment')).toContainText(
    'Ngozi Okafor',
  );
  await page.getByRole('button', { name: 'Agenda', exact: true }).click();

  // Book Session: next month, by the dialog's own arrow (it no longer lies over the close button).
  await page.getByRole('button', { name: 'Book Session' }).click();
  const book = page.getByRole('dialog', { name: 'Book Photography Session' });
  await book.getByLabel('Session type').selectOption({ label: 'Family Session (2 h, ₦20,000.00)' });
  await clickDay(book, d3);
  await book.getByLabel('Time').selectOption({ label: '11:00 AM' });
  await book.getByLabel('Name').fill('Kunle Ade');
  await book.getByLabel('Email').fill(KUNLE);
  await book.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(book).toBeHidden();
  const kunle = page
    .getByRole('region', { name: d3.heading })
    .getByTestId('appointment')
    .filter({ hasText: 'Kunle Ade' });
  await expect(kunle).toContainText('Confirmed');

  // Moved to the month after: the dialog opens on the session's month.
  await kunle.getByRole('button', { name: 'Reschedule' }).click();
  const move = page.getByRole('dialog', { name: 'Reschedule Family Session' });
  await expect(move.getByText(d3.caption, { exact: true })).toBeVisible();
  await clickDay(move, d4, 1);
  await move.getByLabel('New time').selectOption({ label: '9:00 AM' });
  await move.getByRole('button', { name: 'Move the session' }).click();
  await expect(page.getByRole('region', { name: d4.heading }).getByTestId('appointment')).toContainText(
    'Kunle Ade',
  );
  await mailTo(world.smtp, KUNLE, /^New time: Family Session/);
  // The photographer made the change: no email tells them about it.
  await expect
    .poll(
      () => world.smtp.received.filter((m) => /^Booking moved: Family Session/.test(m.subject ?? '')).length,
      {
        timeout: 5_000,
      },
    )
    .toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The client's timeline: the move labelled as such, at its Lagos time.
  await openStudio(page, 'Clients');
  await page.getByRole('link', { name: 'Kunle Ade' }).first().click();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  const moved = timeline.getByRole('listitem').filter({ hasText: 'Session moved' });
  await expect(moved).toContainText(/^Session movedRescheduled by the photographer: Family Session/);
  const time = moved.locator('time');
  const expected = await time.evaluate((el) =>
    new Date(
      (el as unknown as { getAttribute(name: string): string | null }).getAttribute('datetime') ?? '',
    ).toLocaleString('en-NG', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Africa/Lagos',
    }),
  );
  await expect(time).toHaveText(expected);
  await desk.close();
});
