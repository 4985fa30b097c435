import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { type SmtpCapture, startSmtpCapture } from '../tests/smtp-capture';
import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { mailTo as mailFor } from './mail-to';
import { logInFromHome, openStudio } from './studio-nav';

/**
 * The contracts journey on a server of its own that sends email to a real SMTP peer: the
 * photographer signs in from `/`, reaches Clients by clicking, creates a wedding contract for a
 * client from the template (from the client's row), fills the details and sends it; the client
 * opens the emailed link on a phone, gives consent, types their name ("Your full name"), draws a
 * signature and signs; both sides read "Awaiting countersignature"; the photographer finds it
 * under that tab and countersigns; both receive the sealed PDF, whose signature poppler's
 * pdfsig reports as valid.
 */
let smtp: SmtpCapture;
let server: DirectoryServer;
let photographer: SeededPhotographer;
const CLIENT = { name: 'Chiamaka Obi', email: 'chiamaka@clients.test' };
const PHONE = { width: 390, height: 844 };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpCapture();
  server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 1, { SMTP_URL: smtp.url });
  await server.start();
  photographer = await server.addPhotographer({
    businessName: 'Ade Lens Studio',
    slug: 'ade-lens-studio',
    city: 'Lagos',
    categories: ['wedding'],
    prices: [500000],
    firstName: 'Ade',
  });
  const client = await server.call('POST', '/api/clients', CLIENT, photographer.cookie);
  expect(client.status).toBe(201);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const mailTo = (to: string, subject: RegExp) => mailFor(smtp, to, subject);

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
function pdfsig(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdfsig-')), 'contract.pdf');
  fs.writeFileSync(file, pdf);
  const r = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${r.stdout}${r.stderr}`;
}

/** Draws a signature stroke across the pad with the mouse, as a person would. */
async function drawSignature(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + 20 + i * ((box.width - 60) / 12), y + (i % 2 ? -25 : 25), { steps: 3 });
  }
  await page.mouse.up();
}

test('send a wedding contract in the morning, hold a signed sealed PDF by lunch', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInFromHome(page, server.base, photographer);

  // From the client's row: Create Contract opens the dialog with the client filled in.
  await openStudio(page, 'Clients');
  await page.getByRole('button', { name: `Actions for ${CLIENT.name}` }).click();
  await page.getByRole('menuitem', { name: 'Create Contract' }).click();
  await expect(page).toHaveURL(/\/contracts/);
  const dialog = page.getByRole('dialog', { name: 'Create Contract' });
  await expect(dialog.getByLabel('Client name')).toHaveValue(CLIENT.name);
  await expect(dialog.getByLabel('Client email')).toHaveValue(CLIENT.email);

  await dialog.getByLabel('Template').selectOption('template-wedding');
  await expect(dialog.getByLabel('Contract title')).toHaveValue('Wedding Photography Contract');
  await expect(dialog.getByText(/To fill before sending: SESSION_DATE/)).toBeVisible();
  await dialog.getByLabel('Session date').fill('2027-03-20');
  await dialog.getByLabel('Location').fill('Eko Hotel, Victoria Island, Lagos');
  await dialog.getByLabel('Hours of coverage').fill('8');
  await dialog.getByLabel('Fee').fill('500000');
  await dialog.getByLabel('Fee').blur();
  await expect(dialog.getByText('Ready to send')).toBeVisible();
  await expect(dialog.getByText('₦150,000.00').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Contract' }).click();
  await expect(page.getByText('Contract created successfully')).toBeVisible();

  await page.getByRole('tab', { name: 'Drafts' }).click();
  const row = page.getByRole('row', { name: /Wedding Photography Contract/ });
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: `Send contract to ${CLIENT.name}` }).click();
  await expect(page.getByText(`Contract sent to ${CLIENT.email}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Sent' }).click();
  await expect(page.getByRole('row', { name: /Wedding Photography Contract/ })).toContainText('Sent');

  // The client opens the emailed link, without an account, and signs.
  const invite = await mailTo(CLIENT.email, /^Please sign: Wedding Photography Contract from /);
  const link = invite.text?.match(/https?:\/\/\S+\/c\/[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  const clientContext = await browser.newContext({ viewport: PHONE });
  const client = await clientContext.newPage();
  await client.goto(link!);
  await expect(client.getByRole('heading', { name: 'Wedding Photography Contract' }).first()).toBeVisible();
  await expect(client.getByText('Eko Hotel, Victoria Island, Lagos').first()).toBeVisible();
  await client.getByRole('button', { name: 'Sign contract' }).click();
  const consentError = client.getByText('Please agree to sign electronically');
  await expect(consentError).toBeVisible();
  await expect(client.getByText('Please draw your signature')).toBeVisible();
  // Ticking the box answers its message: it goes.
  await client.getByLabel(/I have read this contract in full/).check();
  await expect(consentError).toHaveCount(0);
  await expect(client.getByLabel('Your full name')).toHaveValue(CLIENT.name);
  await client.getByLabel('Your full name').fill('Chiamaka Adaeze Obi');
  await expect(client.getByRole('img', { name: /^Your signature: draw/ })).toBeVisible();
  await drawSignature(client, client.getByTestId('signature-pad'));
  await expect(client.getByText('Please draw your signature')).toHaveCount(0);
  await client.getByRole('button', { name: 'Sign contract' }).click();
  await expect(client.getByText('Contract signed successfully')).toBeVisible();
  await expect(client.getByText(/Signed by Chiamaka Adaeze Obi/)).toBeVisible();
  await expect(client.getByText(/Waiting for .* to countersign/)).toBeVisible();
  await expect(client.getByText('Awaiting countersignature', { exact: true })).toBeVisible();

  // The photographer finds it waiting for them, under its own tab, and countersigns.
  await page.reload();
  await page.getByRole('tab', { name: 'Sent' }).click();
  await expect(page.getByText('No contracts found in this category.')).toBeVisible();
  await page.getByRole('tab', { name: 'Awaiting countersignature' }).click();
  await expect(page.getByRole('row', { name: /Wedding Photography Contract/ })).toContainText(
    'Awaiting countersignature',
  );
  await page.getByRole('button', { name: 'View Wedding Photography Contract' }).click();
  const details = page.getByRole('dialog', { name: 'Wedding Photography Contract' });
  await expect(details.getByText('Awaiting countersignature', { exact: true })).toBeVisible();
  await expect(details.getByText(/Signed by Chiamaka Adaeze Obi/)).toBeVisible();
  await expect(details.getByText('Viewed ·', { exact: false })).toBeVisible();
  await details.getByRole('button', { name: 'Countersign' }).click();
  await expect(details.getByLabel('Photographer: full name')).toBeVisible();
  await details.getByLabel(/I have read this contract in full/).check();
  await drawSignature(page, details.getByTestId('signature-pad'));
  await details.getByRole('button', { name: 'Countersign' }).last().click();
  await expect(page.getByText('Contract signed successfully')).toBeVisible();
  await expect(details.getByText('Signed', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Signed' }).click();
  await expect(page.getByRole('row', { name: /Wedding Photography Contract/ })).toContainText('Signed');

  // Both parties get the sealed PDF, with the names, the naira amounts and the hash.
  for (const to of [CLIENT.email, photographer.email]) {
    const mail = await mailTo(to, /^Signed: Wedding Photography Contract$/);
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')!.content;
    const text = pdfText(pdf);
    expect(text).toContain('Chiamaka Adaeze Obi');
    expect(text).toContain('₦150,000.00');
    expect(text).toContain('Certificate of completion');
    expect(text).toMatch(/Document SHA-256:?\s+[0-9a-f]{64}/);
    expect(pdfsig(pdf)).toContain('Signature is Valid');
  }

  // The client's copy from the link is the same sealed document.
  await client.reload();
  await expect(client.getByText(/Both parties have signed/)).toBeVisible();
  const [download] = await Promise.all([
    client.waitForEvent('download'),
    client.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(pdfsig(fs.readFileSync((await download.path())!))).toContain('Signature is Valid');
  await clientContext.close();
});

test('a client with an account signs from the dashboard card', async ({ page }) => {
  test.setTimeout(120_000);
  // Tunde has an account with a verified email; the photographer sends him a portrait contract.
  const tunde = { email: 'tunde@clients.test', password: 'Client-password-2025' };
  const signUp = await server.call('POST', '/api/auth/sign-up/email', {
    firstName: 'Tunde',
    lastName: 'Bakare',
    email: tunde.email,
    password: tunde.password,
    role: 'customer',
    acceptTerms: true,
  });
  expect(signUp.status).toBeLessThan(400);
  const verification = await server.latestEmail(tunde.email, 'verify-email');
  const verifyUrl = new URL(verification!.text.match(/https?:\/\/\S+/)![0]);
  expect((await server.call('GET', verifyUrl.pathname + verifyUrl.search)).status).toBeLessThan(400);
  const created = await server.call(
    'POST',
    '/api/contracts',
    {
      title: 'Portrait Session Contract',
      clientName: 'Tunde Bakare',
      clientEmail: tunde.email,
      content: '# Portrait Session Contract\n\nA one-hour portrait session in Yaba for **₦15,000.00**.',
    },
    photographer.cookie,
  );
  const { contract } = (await created.json()) as { contract: { id: string } };
  expect(
    (await server.call('POST', `/api/contracts/${contract.id}/send`, {}, photographer.cookie)).status,
  ).toBe(200);

  // From his dashboard's card, by clicking.
  await page.setViewportSize(PHONE);
  await logInFromHome(page, server.base, tunde);
  // The card opens the contract to sign itself, not the list.
  await page.getByRole('link', { name: '1 to sign' }).click();
  await expect(page).toHaveURL(/\/c\/[\w-]+$/);
  await expect(page.getByText('₦15,000.00').first()).toBeVisible();
  await page.getByLabel(/I have read this contract in full/).check();
  await drawSignature(page, page.getByTestId('signature-pad'));
  await page.getByRole('button', { name: 'Sign contract' }).click();
  await expect(page.getByText(/Signed by Tunde Bakare/)).toBeVisible();
  await mailTo(photographer.email, /^Tunde Bakare signed: Portrait Session Contract$/);
  // Signed, it waits for the photographer: he is not asked to sign again.
  await expect(page.getByText('Awaiting countersignature').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign contract' })).toHaveCount(0);
});

test("a contract linked to the client's booking fills the session and the fee from it", async ({ page }) => {
  test.setTimeout(120_000);
  // Chiamaka has a portrait session booked at 10:00 Lagos time, 30 days ahead, at Ikoyi Club.
  const settings = (await (
    await server.call('GET', '/api/scheduling/settings', undefined, photographer.cookie)
  ).json()) as { sessionTypes: { id: string; name: string }[] };
  const portrait = settings.sessionTypes.find((t) => t.name === 'Portrait Session')!;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
    new Date(Date.now() + 30 * 86_400_000),
  );
  const override = await server.call(
    'POST',
    '/api/scheduling/overrides',
    { date: day, spans: [{ start: '09:00', end: '17:00' }] },
    photographer.cookie,
  );
  expect(override.status).toBe(201);
  const startsAt = new Date(`${day}T10:00:00+01:00`);
  const booked = await server.call(
    'POST',
    '/api/bookings',
    {
      sessionTypeId: portrait.id,
      startsAt: startsAt.toISOString(),
      clientName: CLIENT.name,
      clientEmail: CLIENT.email,
      location: 'Ikoyi Club',
    },
    photographer.cookie,
  );
  expect(booked.status).toBe(201);
  const lagosDay = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' }).format(
    startsAt,
  );

  await page.setViewportSize(PHONE);
  await logInFromHome(page, server.base, photographer);
  await openStudio(page, 'Clients');
  await page.getByRole('button', { name: `Actions for ${CLIENT.name}` }).click();
  await page.getByRole('menuitem', { name: 'Create Contract' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Contract' });
  await dialog.getByLabel('Template').selectOption('template-portrait');
  await expect(dialog.getByLabel('Session date')).toBeVisible();
  await dialog.getByLabel('Booking').selectOption({ label: `Portrait Session — ${lagosDay}, 10:00 WAT` });
  // The booking fills the session, so the form stops asking for it.
  await expect(dialog.getByLabel('Session date')).toHaveCount(0);
  await expect(dialog.getByLabel('Fee')).toHaveCount(0);
  await expect(dialog.getByText('Ready to send')).toBeVisible();
  await expect(dialog.getByText(`${lagosDay}, 10:00 WAT`, { exact: true })).toBeVisible();
  await expect(dialog.getByText('Ikoyi Club', { exact: true })).toBeVisible();
  await expect(dialog.getByText('₦15,000.00', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Contract' }).click();
  await expect(page.getByText('Contract created successfully')).toBeVisible();
  const list = (await (
    await server.call('GET', '/api/contracts?tab=drafts', undefined, photographer.cookie)
  ).json()) as {
    contracts: { bookingId: string | null; content: string }[];
  };
  const bookingId = ((await booked.json()) as { booking: { id: string } }).booking.id;
  const linked = list.contracts.find((c) => c.bookingId === bookingId);
  expect(linked?.content).toContain('**Ikoyi Club**');
});
