import type { ParsedMail } from 'mailparser';
import { type FakePaystack, startFakePaystack } from '../tests/fake-paystack/fake-paystack';
import { type SmtpCapture, startSmtpCapture } from '../tests/smtp-capture';
import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { logIn } from './log-in';

/**
 * Issue 15, what a person does after booking (decisions 160, 161, 164): a visitor comes from a
 * service page's Book This Package to a photographer's booking page with the session type
 * chosen; a client pays a deposit online; the photographer cancels and chooses the refund in the
 * cancel dialog; Paystack is asked for it and the client's email says so.
 */
let fake: FakePaystack;
let smtp: SmtpCapture;
let server: DirectoryServer;
let photographer: SeededPhotographer;

test.describe.configure({ mode: 'serial' });

const lagosDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 3_600_000).toISOString().slice(0, 10);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fake = await startFakePaystack();
  fake.addAccount('058', '0123456789', 'TOBI FRAMES');
  smtp = await startSmtpCapture();
  server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 29, {
    PAYSTACK_SECRET_KEY: fake.secretKey,
    PAYSTACK_BASE_URL: fake.url,
    SMTP_URL: smtp.url,
  });
  await server.start();
  fake.webhookUrl = `${server.base}/api/payments/paystack/webhook`;
  photographer = await server.addPhotographer({
    businessName: 'Tobi Frames',
    slug: 'tobi-frames',
    city: 'Lagos',
    categories: ['portrait'],
    prices: [15000],
    firstName: 'Tobi',
  });
  const ok = async (res: Promise<Response>, what: string) => {
    const r = await res;
    if (r.status >= 300) throw new Error(`${what}: ${r.status} ${await r.text()}`);
    return r;
  };
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
  await ok(
    server.call(
      'POST',
      '/api/scheduling/overrides',
      { date: lagosDay(20), spans: [{ start: '09:00', end: '17:00' }] },
      photographer.cookie,
    ),
    'override',
  );
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await fake?.close();
});

async function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(() => {
      found = smtp.received.find(
        (m) => JSON.stringify(m.to ?? '').includes(to) && subject.test(m.subject ?? ''),
      );
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

test("Book This Package on a service page leads, without signing in, to a photographer's booking page", async ({
  browser,
}) => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const visitor = await phone.newPage();
  await visitor.goto(`${server.base}/services/portrait`);
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
  const types = (await (
    await server.call('GET', '/api/scheduling/settings', undefined, photographer.cookie)
  ).json()) as { sessionTypes: { id: string; name: string }[] };
  const portrait = types.sessionTypes.find((t) => t.name === 'Portrait Session')!;
  const booked = await server.call('POST', '/api/public/booking/tobi-frames', {
    sessionTypeId: portrait.id,
    startsAt: new Date(`${lagosDay(20)}T10:00:00+01:00`).toISOString(),
    clientName: 'Amaka Eze',
    clientEmail: 'amaka@clients.test',
  });
  expect(booked.status).toBe(201);
  const { payUrl } = (await booked.json()) as { payUrl: string };
  const token = payUrl.split('/i/')[1]!;
  const pay = await server.call('POST', `/api/public/invoices/${token}/pay`, {});
  const code = ((await pay.json()) as { authorizationUrl: string }).authorizationUrl.split('/checkout/')[1];
  const trx = [...fake.transactions.values()].find((x) => x.access_code === code)!;
  await fake.complete(trx.reference, 'success');

  await logIn(page, server.base, photographer);
  await page.goto(`${server.base}/scheduling`);
  const card = page.getByTestId('appointment').filter({ hasText: 'Amaka Eze' });
  await expect(card).toContainText('Pending');
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

  await expect.poll(() => fake.refunds.at(-1)?.amount).toBe(200_000);
  const mail = await mailTo('amaka@clients.test', /^Cancelled: Portrait Session/);
  expect(mail.text).toContain('₦2,000.00 of the ₦4,500.00 you paid is refunded.');
});
