import { type FakeTermii, startFakeTermii, termiiConfigOf } from '../tests/fake-termii/fake-termii';
import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { clickDay, homeToProfile, laterDay } from './scheduling-world';

/**
 * SMS booking texts (decision 272) on a server with Termii (a local fake): a visitor on a phone
 * books next month and asks for SMS reminders; the photographer's confirmation is texted with a
 * link that stops the texts, which the client opens from the text and uses, without an account.
 */
let termii: FakeTermii;
let server: DirectoryServer;
let photographer: SeededPhotographer;
const day = laterDay(1, 18);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  termii = await startFakeTermii();
  const config = termiiConfigOf(termii);
  server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 71, {
    TERMII_API_KEY: config.apiKey,
    TERMII_SENDER_ID: config.senderId,
    TERMII_BASE_URL: config.baseUrl,
  });
  await server.start();
  photographer = await server.addPhotographer({
    businessName: 'Tolu Texts Studio',
    slug: 'tolu-texts',
    city: 'Ibadan',
    categories: ['portrait'],
    prices: [15000],
    firstName: 'Tolu',
  });
  const opened = await server.call(
    'POST',
    '/api/scheduling/overrides',
    { date: day.iso, spans: [{ start: '09:00', end: '17:00' }] },
    photographer.cookie,
  );
  expect(opened.status).toBe(201);
});

test.afterAll(async () => {
  await server?.stop();
  await termii?.close();
});

test('a visitor asks for SMS reminders when booking, and stops them from the link in the text', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const visitor = await phone.newPage();
  await homeToProfile(visitor, server.base, 'Tolu Texts Studio');
  await visitor.getByRole('link', { name: 'Book a Session' }).click();
  const types = visitor.getByLabel('Session type');
  const portrait = types.locator('option', { hasText: 'Portrait Session' });
  await types.selectOption((await portrait.getAttribute('value'))!);
  await clickDay(visitor, day);
  await visitor.getByLabel('Time').selectOption({ label: '11:00 AM' });
  await visitor.getByLabel('Name').fill('Ife Adeyemi');
  await visitor.getByLabel('Email').fill('ife@clients.test');
  // The consent is offered once there is a phone to text.
  await expect(visitor.getByLabel(/Send me SMS reminders/)).toHaveCount(0);
  await visitor.getByLabel('Phone').fill('0806 222 3333');
  await visitor.getByLabel(/Send me SMS reminders/).check();
  await visitor.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(visitor.getByRole('heading', { name: 'Appointment booked successfully!' })).toBeVisible();

  // The photographer confirms: the client gets the confirmation by text too.
  const bookings = (await (
    await server.call('GET', '/api/bookings', undefined, photographer.cookie)
  ).json()) as {
    bookings: { id: string; clientEmail: string }[];
  };
  const booking = bookings.bookings.find((b) => b.clientEmail === 'ife@clients.test')!;
  expect(
    (await server.call('POST', `/api/bookings/${booking.id}/confirm`, {}, photographer.cookie)).status,
  ).toBe(200);
  await expect.poll(() => termii.sent.filter((s) => s.to === '2348062223333').length).toBe(1);
  const text = termii.sent.find((s) => s.to === '2348062223333')!.sms;
  expect(text).toContain('Portrait Session with Tolu');
  expect(text).toContain('is confirmed for');

  // The link in the text: a page without an account, and a button that stops the texts.
  const stopLink = /Stop SMS: (\S+)$/.exec(text)![1]!;
  await visitor.goto(stopLink);
  await expect(visitor.getByRole('heading', { name: 'Stop SMS reminders?' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Stop SMS reminders' }).click();
  await expect(visitor.getByRole('heading', { name: 'SMS reminders stopped' })).toBeVisible();
  await phone.close();
});
