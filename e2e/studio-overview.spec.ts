import type { Page } from '@playwright/test';
import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { logInFromHome, openStudio, sidewaysScroll } from './studio-nav';

/**
 * The studio overview a photographer lands on: a booking request in a later month, an unpaid
 * invoice and a new lead wait for them; each item opens the thing itself (the booking with its
 * Confirm, the invoice's details, the client's page), and what was done leaves the overview.
 */
const server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 52);
let photographer: SeededPhotographer;
let sessionDay = '';

/** A Lagos date `days` ahead (YYYY-MM-DD). */
function lagosDayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
  photographer = await server.addPhotographer({
    businessName: 'Tola Studio',
    slug: 'tola-studio',
    city: 'Lagos',
    categories: ['portrait'],
    prices: [30000],
    firstName: 'Tola',
  });
  const call = async (
    method: string,
    url: string,
    body?: unknown,
    cookie = photographer.cookie,
  ): Promise<{ sessionTypes: { id: string }[] }> => {
    const res = await server.call(method, url, body, cookie);
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { sessionTypes: { id: string }[] };
  };
  // A request from the public booking page, in a later month.
  sessionDay = lagosDayAhead(40);
  await call('POST', '/api/scheduling/overrides', {
    date: sessionDay,
    spans: [{ start: '09:00', end: '17:00' }],
  });
  const types = await call('GET', '/api/scheduling/settings');
  await call(
    'POST',
    '/api/public/booking/tola-studio',
    {
      sessionTypeId: types.sessionTypes[0]!.id,
      startsAt: new Date(`${sessionDay}T11:00:00+01:00`).toISOString(),
      clientName: 'Amaka Request',
      clientEmail: 'amaka@clients.test',
    },
    '',
  );
  await call('POST', '/api/invoices?send=true', {
    clientName: 'Bayo Owes',
    clientEmail: 'bayo@clients.test',
    items: [{ description: 'Family portraits', quantity: 1, unitKobo: 40_000_00 }],
  });
  await call('POST', '/api/clients', { name: 'Chioma Lead', email: 'chioma@clients.test' });
});

test.afterAll(async () => {
  await server.stop();
});

const section = (page: Page, name: string) => page.getByRole('region', { name });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px each item opens the thing itself`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logInFromHome(page, server.base, photographer);
    await expect(page.getByRole('heading', { level: 1, name: 'Studio overview' })).toBeVisible();

    // The unpaid invoice opens in its details.
    const unpaid = section(page, 'Unpaid invoices');
    await expect(unpaid).toContainText('₦43,000.00 outstanding');
    await unpaid.getByRole('link', { name: /INV-0001 · Bayo Owes/ }).click();
    await expect(page.getByRole('dialog', { name: 'INV-0001' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/invoicing$/);
    expect(await sidewaysScroll(page)).toBe(0);

    // The lead opens the client's page.
    await openStudio(page, 'Overview');
    await section(page, 'Enquiries and leads')
      .getByRole('link', { name: /Chioma Lead/ })
      .click();
    await expect(page.getByRole('heading', { name: /^Chioma Lead/ })).toBeVisible();

    // No page scrolls sideways on a phone.
    expect(await sidewaysScroll(page)).toBe(0);
  });
}

test('a request confirmed from the overview leaves it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInFromHome(page, server.base, photographer);
  const toConfirm = section(page, 'Bookings to confirm');
  await toConfirm.getByRole('link', { name: /Amaka Request/ }).click();
  await expect(page).toHaveURL(/\/scheduling\?booking=/);
  // The link shows that booking alone in the agenda, with the way back to all of them.
  await expect(page.getByRole('button', { name: 'Show all appointments' })).toBeVisible();
  const appointments = page.getByTestId('agenda-day').getByRole('listitem');
  await expect(appointments).toHaveCount(1);
  await expect(appointments).toContainText('Amaka Request');
  await appointments.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(appointments).toContainText('Confirmed');
  await openStudio(page, 'Overview');
  await expect(section(page, 'Bookings to confirm')).toContainText('No booking is waiting for you.');
});

test("the client's dashboard counts the shared gallery, and each card opens the thing to do", async ({
  page,
}) => {
  const client = { email: 'dami@clients.test', password: 'Client-pass-2025' };
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await server.call(method, url, body, photographer.cookie);
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, { id: string; publicUrl: string }>;
  };
  await call('POST', '/api/clients', { name: 'Dami Client', email: client.email });
  const { gallery } = await call('POST', '/api/galleries', {
    name: 'Dami & Tunde',
    description: '',
    clientEmail: client.email,
  });
  await call('POST', `/api/galleries/${gallery!.id}/share`);
  const { invoice } = await call('POST', '/api/invoices?send=true', {
    clientName: 'Dami Client',
    clientEmail: client.email,
    items: [{ description: 'Engagement shoot', quantity: 1, unitKobo: 20_000_00 }],
  });
  // The client signs up with that email and verifies it from the email's link.
  await server.call('POST', '/api/auth/sign-up/email', {
    ...client,
    firstName: 'Dami',
    lastName: 'Client',
    role: 'customer',
    acceptTerms: true,
  });
  const link = (await server.latestEmail(client.email, 'verify-email'))?.text.match(/https?:\/\/\S+/)?.[0];
  await page.goto(link!);

  await page.setViewportSize({ width: 390, height: 844 });
  await logInFromHome(page, server.base, client);
  await expect(page).toHaveURL(/\/dashboard$/);
  const cards = page.getByRole('region', { name: 'Your photographers' });
  const galleries = cards.getByRole('listitem').filter({ hasText: 'Galleries' });
  await expect(galleries).toHaveText(/^Galleries\s*1\s*View Dami & Tunde$/);
  await galleries.getByRole('link', { name: 'View Dami & Tunde' }).click();
  await expect(page).toHaveURL(new RegExp(`/gallery/[^/]+/${gallery!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dami & Tunde' })).toBeVisible();

  await page.goBack();
  const invoices = page
    .getByRole('region', { name: 'Your photographers' })
    .getByRole('listitem')
    .filter({ hasText: 'Invoices' });
  await invoices.getByRole('link', { name: /to pay/ }).click();
  await expect(page).toHaveURL(invoice!.publicUrl);
  expect(await sidewaysScroll(page)).toBe(0);
});
