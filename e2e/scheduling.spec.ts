import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { logIn } from './log-in';
import { mailTo, openDay, type SchedulingWorld, startSchedulingWorld } from './scheduling-world';

/**
 * Issue 15's journey: a visitor books a session from a photographer's profile on a phone and
 * pays the 30% deposit through the (fake) Paystack checkout; the photographer confirms; the
 * client, now signed in, reschedules (more than 48 hours ahead: allowed) and, for a session
 * inside 48 hours, is told to contact the photographer instead of cancelling. The calendar
 * file arrives with the confirmation email at a real SMTP peer.
 */
let world: SchedulingWorld;
const CLIENT = { email: 'ngozi@clients.test', password: 'Client-pass-2025' };

test.describe.configure({ mode: 'serial' });

/** A Lagos date `days` from now, and the start of its day button's name in the calendar. */
function dayAhead(days: number) {
  const at = new Date(Date.now() + days * 86_400_000 + 3_600_000);
  const iso = at.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(at);
  return {
    iso,
    // The day buttons' names start with the number they show: "7 December 2026, Monday".
    label: `^(Today, )?${d} ${month} ${y},`,
    monthsAhead: (y - new Date().getFullYear()) * 12 + m - 1 - new Date().getMonth(),
  };
}

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
  for (const days of [0, 1, 10, 12])
    await openDay(world, dayAhead(days).iso, days < 2 ? '00:00' : '09:00', days < 2 ? '23:00' : '17:00');
});

test.afterAll(async () => {
  await world?.stop();
});

/** Picks a day in the calendar with the keyboard (on a phone the sticky header can sit over its top row). */
async function pickDay(page: import('@playwright/test').Page, day: ReturnType<typeof dayAhead>) {
  const press = async (name: string | RegExp) => {
    const button = page.getByRole('button', { name });
    await button.focus();
    await page.keyboard.press('Enter');
  };
  for (let i = 0; i < day.monthsAhead; i++) await press('Go to the Next Month');
  await press(new RegExp(day.label));
}

test('book from a profile with a deposit, confirm, reschedule, and the 48-hour rule', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const d1 = dayAhead(10);
  const d2 = dayAhead(12);

  // A visitor on a phone, from the profile.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const visitor = await phone.newPage();
  await visitor.goto(`${world.server.base}/photographers/sade-lens`);
  await visitor.getByRole('link', { name: 'Book a Session' }).click();
  await expect(visitor.getByRole('heading', { name: 'Book a session with Sade Lens' })).toBeVisible();
  // The spec's rule first: nothing chosen.
  await visitor.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(visitor.getByText('Please select date, time, and session type')).toBeVisible();
  await visitor.getByLabel('Session type').selectOption({ label: 'Portrait Session (1 h, ₦15,000.00)' });
  await expect(visitor.getByText('A 30% deposit (₦4,500.00) secures this session')).toBeVisible();
  await pickDay(visitor, d1);
  await visitor.getByLabel('Time').selectOption({ label: '10:00 AM' });
  await visitor.getByLabel('Name').fill('Ngozi Okafor');
  await visitor.getByLabel('Email').fill(CLIENT.email);
  await visitor.getByLabel('Location').fill('Ikoyi, Lagos');
  await visitor.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(visitor.getByRole('heading', { name: 'Appointment booked successfully!' })).toBeVisible();

  // The deposit, through the checkout, from the invoice link.
  await visitor.getByRole('link', { name: 'Pay the deposit' }).click();
  await expect(visitor).toHaveURL(/\/i\//);
  await visitor.getByRole('button', { name: 'Pay ₦4,500.00 now' }).click();
  await visitor.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(visitor.getByText('Payment received. Thank you')).toBeVisible();

  // The photographer confirms on /scheduling.
  await logIn(page, world.server.base, world.photographer);
  await page.goto(`${world.server.base}/scheduling`);
  await expect(page.getByRole('heading', { name: 'Scheduling', level: 1 })).toBeVisible();
  const card = page.getByTestId('appointment').filter({ hasText: 'Ngozi Okafor' });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('Ikoyi, Lagos');
  await expect(card).toContainText('10:00 AM');
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card).toContainText('Confirmed');

  // The confirmation reaches the client with the calendar file, at the UTC instant of 10:00 Lagos.
  const confirmation = await mailTo(world.smtp, CLIENT.email, /^Confirmed: Portrait Session/);
  const ics = confirmation.attachments.find((a) => a.filename === 'session.ics');
  expect(ics?.contentType).toContain('text/calendar');
  expect(ics!.content.toString()).toContain(`DTSTART:${d1.iso.replaceAll('-', '')}T090000Z`);

  // The client makes an account with that email and manages the booking.
  const signUp = await world.server.call('POST', '/api/auth/sign-up/email', {
    firstName: 'Ngozi',
    lastName: 'Okafor',
    email: CLIENT.email,
    password: CLIENT.password,
    role: 'customer',
    acceptTerms: true,
  });
  expect(signUp.status).toBe(200);
  const verification = await world.server.latestEmail(CLIENT.email, 'verify-email');
  const link = new URL(verification!.text.match(/https?:\/\/\S+/)![0]);
  await world.server.call('GET', link.pathname + link.search);
  const client = await (await browser.newContext()).newPage();
  await logIn(client, world.server.base, CLIENT);
  await client.goto(`${world.server.base}/scheduling`);
  const mine = client.getByTestId('appointment').filter({ hasText: 'Portrait Session' });
  await expect(mine).toContainText('Confirmed');
  await expect(mine.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await mine.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = client.getByRole('dialog');
  await pickDay(client, d2);
  await dialog.getByLabel('New time').selectOption({ label: '2:00 PM' });
  await dialog.getByRole('button', { name: 'Move the session' }).click();
  await expect(client.getByText('Booking rescheduled')).toBeVisible();
  await expect(mine).toContainText('2:00 PM');
  await mailTo(world.smtp, CLIENT.email, /^New time: Portrait Session/);

  // A session inside 48 hours: no Cancel online, the client is told to contact the photographer.
  const soon = new Date(Date.now() + 3 * 3_600_000);
  soon.setUTCMinutes(0, 0, 0);
  const types = (await (
    await world.server.call('GET', '/api/scheduling/settings', undefined, world.photographer.cookie)
  ).json()) as {
    sessionTypes: { id: string; name: string }[];
  };
  const family = types.sessionTypes.find((t) => t.name === 'Family Session')!;
  const near = await world.server.call(
    'POST',
    '/api/bookings',
    {
      sessionTypeId: family.id,
      startsAt: soon.toISOString(),
      clientName: 'Ngozi Okafor',
      clientEmail: CLIENT.email,
    },
    world.photographer.cookie,
  );
  expect(near.status).toBe(201);
  await client.reload();
  const nearCard = client.getByTestId('appointment').filter({ hasText: 'Family Session' });
  await expect(nearCard).toContainText('please contact your photographer');
  await expect(nearCard.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(nearCard.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
});

test('the booking page and the scheduling screen have no serious or critical axe violations', async ({
  browser,
}) => {
  const check = async (path: string, signedIn: boolean) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (signedIn) await logIn(page, world.server.base, world.photographer);
    await page.goto(`${world.server.base}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('button', { name: signedIn ? 'Book Session' : 'Book Appointment' }),
    ).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    await context.close();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  };
  expect(await check('/book/sade-lens', false)).toEqual([]);
  expect(await check('/scheduling', true)).toEqual([]);
});
