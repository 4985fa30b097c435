import sharp from 'sharp';
import { BUILT_IN_TEMPLATES } from '../src/shared/contract-templates';
import { expect, test } from './fixtures';
import { laterDay, mailTo, openDay, type SchedulingWorld, startSchedulingWorld } from './scheduling-world';
import { logInFromHome, openStudio } from './studio-nav';

/**
 * What a person does after booking (decision 160, product rules 161 and 164): a visitor comes from a
 * service page's Book This Package to a photographer's booking page with the session type
 * chosen; a client pays a deposit online; the photographer cancels and chooses the refund in the
 * cancel dialog; Paystack is asked for it and the client's email says so.
 */
let world: SchedulingWorld;

test.describe.configure({ mode: 'serial' });

// Sessions next month and the month after: the journeys reach later months, not just this one.
const amakaDay = laterDay(1, 18).iso;
const femiDay = laterDay(2, 18).iso;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  world = await startSchedulingWorld(
    29,
    {
      businessName: 'Tobi Frames',
      slug: 'tobi-frames',
      city: 'Lagos',
      categories: ['portrait'],
      prices: [15000],
      firstName: 'Tobi',
    },
    'TOBI FRAMES',
  );
  await openDay(world, amakaDay);
  await openDay(world, femiDay);
});

test.afterAll(async () => {
  await world?.stop();
});

test("Book This Package on a service page leads, without signing in, to a photographer's booking page", async ({
  browser,
}) => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const visitor = await phone.newPage();
  // From the home page: the menu's Services, then the portrait service.
  await visitor.goto(`${world.server.base}/`);
  await expect(visitor.locator('html[data-hydrated]')).toHaveCount(1);
  await visitor.getByRole('button', { name: 'Open menu' }).click();
  await visitor.locator('#mobile-menu').getByRole('link', { name: 'Services', exact: true }).click();
  await visitor.getByRole('link', { name: /^Learn more about Portrait/ }).click();
  await expect(visitor).toHaveURL(/\/services\/portrait/);
  await visitor
    .getByRole('link', { name: /^Book This Package/ })
    .first()
    .click();
  await expect(visitor).toHaveURL(/\/book\?service=portrait&package=/);
  await expect(visitor.getByRole('heading', { name: 'Choose Your Photographer', level: 1 })).toBeVisible();
  await visitor.getByRole('link', { name: 'Book Tobi Frames' }).click();
  await expect(visitor.getByRole('heading', { name: 'Book a session with Tobi Frames' })).toBeVisible();
  // The service named the session type: it is chosen already.
  await expect(visitor.getByLabel('Session type')).toHaveValue(/.+/);
  await expect(visitor.getByLabel('Session type').locator('option:checked')).toHaveText(/^Portrait Session/);
  await phone.close();
});

test('the photographer cancels a paid booking and chooses the refund; Paystack is asked and the client told', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await paidBooking(amakaDay, 'Amaka Eze', 'amaka@clients.test');

  await logInFromHome(page, world.server.base, world.photographer);
  await openStudio(page, 'Scheduling');
  const card = page.getByTestId('appointment').filter({ hasText: 'Amaka Eze' });
  await expect(card).toContainText('Confirmed');
  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Cancel this session?' })).toBeVisible();
  // No contract is linked: the photographer chooses, up to what was paid.
  const refund = dialog.getByLabel('Refund to the client');
  await expect(refund).toHaveValue('4,500');
  await refund.fill('2000');
  await dialog.getByRole('button', { name: 'Cancel the session' }).click();
  await expect(page.getByText('Booking cancelled')).toBeVisible();
  await expect(card).toContainText('Cancelled');

  await expect.poll(() => world.fake.refunds.at(-1)?.amount).toBe(200_000);
  const mail = await mailTo(world.smtp, 'amaka@clients.test', /^Cancelled: Portrait Session/);
  expect(mail.text).toContain('₦2,000.00 of the ₦4,500.00 you paid is refunded.');
});

/** A public portrait booking on `date` at 10:00 whose 30% deposit the client paid online. */
async function paidBooking(date: string, name: string, email: string): Promise<string> {
  const types = (await (
    await world.server.call('GET', '/api/scheduling/settings', undefined, world.photographer.cookie)
  ).json()) as { sessionTypes: { id: string; name: string }[] };
  const portrait = types.sessionTypes.find((t) => t.name === 'Portrait Session')!;
  const booked = await world.server.call('POST', '/api/public/booking/tobi-frames', {
    sessionTypeId: portrait.id,
    startsAt: new Date(`${date}T10:00:00+01:00`).toISOString(),
    clientName: name,
    clientEmail: email,
    location: 'Ikoyi, Lagos',
  });
  expect(booked.status).toBe(201);
  const { payUrl, bookingId } = (await booked.json()) as { payUrl: string; bookingId: string };
  const pay = await world.server.call('POST', `/api/public/invoices/${payUrl.split('/i/')[1]}/pay`, {});
  const code = ((await pay.json()) as { authorizationUrl: string }).authorizationUrl.split('/checkout/')[1];
  const trx = [...world.fake.transactions.values()].find((x) => x.access_code === code)!;
  await world.fake.complete(trx.reference, 'success');
  return bookingId;
}

test("with a signed contract the dialog offers its terms' figure or everything back", async ({ page }) => {
  test.setTimeout(180_000);
  const bookingId = await paidBooking(femiDay, 'Femi Bello', 'femi@clients.test');
  // The client signs the portrait contract linked to the booking (by its link, as a client would).
  const template = BUILT_IN_TEMPLATES.find((x) => x.id === 'template-portrait')!;
  const drafted = await world.server.call(
    'POST',
    '/api/contracts',
    {
      title: template.title,
      clientName: 'Femi Bello',
      clientEmail: 'femi@clients.test',
      content: template.content,
      templateId: template.id,
      bookingId,
      values: {},
    },
    world.photographer.cookie,
  );
  expect(drafted.status).toBe(201);
  const { contract } = (await drafted.json()) as { contract: { id: string } };
  const sent = await world.server.call(
    'POST',
    `/api/contracts/${contract.id}/send`,
    undefined,
    world.photographer.cookie,
  );
  expect(sent.status, await sent.clone().text()).toBe(200);
  const token = ((await sent.json()) as { contract: { publicUrl: string } }).contract.publicUrl.split(
    '/c/',
  )[1];
  const png = await sharp({ create: { width: 200, height: 60, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const signed = await world.server.call('POST', `/api/public/contracts/${token}/sign`, {
    consent: true,
    fullName: 'Femi Bello',
    signature: `data:image/png;base64,${png.toString('base64')}`,
  });
  expect(signed.status).toBe(200);

  await logInFromHome(page, world.server.base, world.photographer);
  await openStudio(page, 'Scheduling');
  const card = page.getByTestId('appointment').filter({ hasText: 'Femi Bello' });
  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The retainer is non-refundable');
  const clientCause = dialog.getByRole('radio', {
    name: "Client cancelled: refund ₦0.00 of ₦4,500.00 paid under the contract's terms",
  });
  await expect(clientCause).toBeVisible();
  // Nothing is chosen for the photographer: the button waits for a choice.
  await expect(dialog.getByRole('button', { name: 'Cancel the session' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'I must cancel: refund everything (₦4,500.00)' }).click();
  await dialog.getByRole('button', { name: 'Cancel the session' }).click();
  await expect(card).toContainText('Cancelled');
  await expect.poll(() => world.fake.refunds.at(-1)?.amount).toBe(450_000);
  const mail = await mailTo(world.smtp, 'femi@clients.test', /^Cancelled: Portrait Session/);
  expect(mail.text).toContain('₦4,500.00 of the ₦4,500.00 you paid is refunded.');
});
