import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type SmtpCapture, startSmtpCapture } from '../tests/smtp-capture';
import type { DirectoryServer, SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { mailTo as mailFor } from './mail-to';
import { type PaystackServer, payOnCheckout, startPaystackServer } from './paystack-server';
import { noisyPhotos } from './photo-files';
import { logInFromHome, openStudio } from './studio-nav';

/**
 * The galleries journey on a server of its own with a real SMTP peer and the
 * fake Paystack: a photographer reaches Galleries by clicking, creates a gallery, uploads 20
 * photos with progress through a dropped connection, sets a package of 10 edited photos with
 * downloads open after payment, and shares it through the share dialog (the client chosen, a
 * message, a new PIN sent in the email, the email previewed); the client opens the emailed link
 * on a phone, gives the PIN, reads why downloads are not open yet, favourites 12, confirms the
 * emailed code, sees what submitting bills (VAT included) before submitting, and pays for the 2
 * extras online, after which downloads open; the same email on another phone is refused with the
 * reason and what to do; the photographer sees the selection, reopens it, the client drops one
 * favourite and resubmits (the paid invoice stands, nothing more is billed); the photographer
 * marks the gallery delivered; the client downloads the whole gallery as a zip named after it
 * whose files are the originals.
 */
let smtp: SmtpCapture;
let payments: PaystackServer;
let server: DirectoryServer;
let photographer: SeededPhotographer;
let photoDir: string;
const PHOTOS = 20;
const INCLUDED = 10;
const FAVOURITES = 12;
const CLIENT = 'funke@clients.test';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  photoDir = await noisyPhotos('aworan-e2e-photos-', PHOTOS);
  smtp = await startSmtpCapture();
  // The photographer's payout account is set up, so the client can pay for extras online.
  payments = await startPaystackServer(
    3,
    {
      businessName: 'Kemi Frames',
      slug: 'kemi-frames',
      city: 'Ibadan',
      categories: ['wedding'],
      prices: [350000],
      firstName: 'Kemi',
      accountName: 'KEMI FRAMES',
    },
    { SMTP_URL: smtp.url },
  );
  server = payments.server;
  photographer = payments.photographer;
});

test.afterAll(async () => {
  await server?.stop();
  await payments?.fake.close();
  await smtp?.close();
  if (photoDir) fs.rmSync(photoDir, { recursive: true, force: true });
});

const mailTo = (to: string, subject: RegExp) => mailFor(smtp, to, subject);

test('upload a shoot, share it with a PIN, the client chooses favourites and downloads it all', async ({
  page,
  browser,
  allowConsoleMessages,
}) => {
  test.setTimeout(240_000);
  // The dropped connection and the wrong PIN are logged by the browser on purpose.
  allowConsoleMessages(/net::ERR_FAILED/, /403 \(Forbidden\)/, /Failed to load resource/);
  await logInFromHome(page, server.base, photographer);
  await openStudio(page, 'Galleries');
  await expect(page.getByRole('heading', { name: 'Galleries', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Create Gallery' }).click();
  const create = page.getByRole('dialog', { name: 'Create Gallery' });
  await create.getByLabel('Name').fill('Funke & Tobi');
  await create.getByLabel('Description').fill('Engagement shoot at Agodi Gardens');
  await create.getByLabel('Client email').fill(CLIENT);
  await create.getByRole('button', { name: 'Create Gallery' }).click();
  await expect(page.getByText('Gallery created successfully!')).toBeVisible();
  await page.getByRole('link', { name: 'Funke & Tobi' }).click();
  await expect(page.getByRole('heading', { name: 'Funke & Tobi' })).toBeVisible();

  // The connection drops on the first chunk: the upload waits, retries and carries on.
  let dropped = false;
  await page.route('**/uploads/*/chunks/*', async (route) => {
    if (!dropped) {
      dropped = true;
      await route.abort('connectionfailed');
    } else {
      await route.continue();
    }
  });
  const files = fs.readdirSync(photoDir).map((f) => path.join(photoDir, f));
  await page.getByTestId('photo-input').setInputFiles(files);
  await expect(page.getByRole('progressbar', { name: 'All uploads progress' })).toBeVisible();
  await expect(page.getByTestId('upload-summary')).toContainText(`${PHOTOS} of ${PHOTOS} uploaded`, {
    timeout: 60_000,
  });
  expect(dropped).toBe(true);
  await expect(page.getByTestId('photo-count')).toHaveText(`${PHOTOS} photos`, { timeout: 60_000 });
  await expect(page.getByTestId('gallery-photo')).toHaveCount(PHOTOS);

  // A package of 10 edited photos (extras at the FAQ's ₦2,500), downloads once paid for.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Gallery settings' });
  await settings.getByLabel('Edited photos included').fill(String(INCLUDED));
  await expect(settings.getByLabel('Price of each extra photo')).toHaveValue('2,500');
  await settings.getByLabel('Downloads').selectOption('after-payment');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Gallery settings saved')).toBeVisible();

  // Sharing is a decision: who, what they read, the PIN and how it travels, the email previewed.
  await page.getByRole('button', { name: 'Share gallery' }).click();
  const share = page.getByRole('dialog');
  await expect(share.getByRole('heading', { name: 'Share gallery' })).toBeVisible();
  await expect(share.getByRole('checkbox', { name: CLIENT })).toBeChecked();
  await share.getByLabel('Your message').fill('Your engagement photos are ready. Enjoy!');
  await expect(share.getByLabel('Who can open it')).toHaveValue('pin');
  await share.getByLabel('The PIN', { exact: true }).fill('2580');
  await share.getByRole('radio', { name: 'Put the PIN in the email' }).check();
  const preview = share.getByRole('region', { name: 'What the email will say' });
  await expect(preview).toContainText(`To: ${CLIENT}`);
  await expect(preview).toContainText('Your engagement photos are ready. Enjoy!');
  await expect(preview).toContainText("The gallery's PIN is 2580.");
  await share.getByRole('button', { name: 'Share and email 1 person' }).click();
  await expect(share.getByRole('heading', { name: 'Gallery shared' })).toBeVisible();
  await expect(share.getByTestId('share-result')).toContainText(`The invitation is on its way to ${CLIENT}.`);
  await expect(share.getByTestId('share-result')).toContainText('The PIN is in the email.');
  await share.getByRole('button', { name: 'Done' }).click();

  const invitation = await mailTo(CLIENT, /shared a gallery with you: Funke & Tobi/);
  expect(invitation.text).toContain('Your engagement photos are ready. Enjoy!');
  expect(invitation.text).toContain("The gallery's PIN is 2580.");
  const link = invitation.text?.match(/https?:\/\/\S+\/gallery\/[\w-]+\/[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  // The client, on a phone, without an account.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const client = await phone.newPage();
  await client.goto(link!);
  await expect(client.getByRole('heading', { name: 'Funke & Tobi', level: 1 })).toBeVisible();
  // Rendered by the server: the form works once the page has hydrated.
  await expect(client.locator('html[data-hydrated]')).toHaveCount(1);
  await client.getByLabel('PIN').fill('1111');
  await client.getByRole('button', { name: 'Open gallery' }).click();
  await expect(client.getByText('Wrong PIN. Please try again.')).toBeVisible();
  await client.getByLabel('PIN').fill('2580');
  await client.getByRole('button', { name: 'Open gallery' }).click();
  await expect(client.getByTestId('public-photo')).toHaveCount(PHOTOS);
  // One main landmark: the layout's.
  await expect(client.getByRole('main')).toHaveCount(1);
  // Downloads wait for the paid selection, and the page says so.
  await expect(client.getByRole('link', { name: 'Download all' })).toHaveCount(0);
  await expect(client.getByTestId('download-note')).toHaveText(
    'Downloads open once you submit your selection and its invoice is paid.',
  );

  // The viewer: opens full screen, moves on, closes.
  await client.getByTestId('public-photo').first().getByRole('button').first().click();
  const viewer = client.getByRole('dialog', { name: `Photo 1 of ${PHOTOS}` });
  await expect(viewer).toBeVisible();
  await client.keyboard.press('ArrowRight');
  await expect(client.getByRole('dialog', { name: `Photo 2 of ${PHOTOS}` })).toBeVisible();
  await client.keyboard.press('Escape');

  // Twelve favourites of ten included: the first asks for the email.
  await client.getByRole('button', { name: 'Favourite photo 1', exact: true }).click();
  const emailDialog = client.getByRole('dialog', { name: 'Save your favourites' });
  await emailDialog.getByLabel('Email').fill(CLIENT);
  await emailDialog.getByRole('button', { name: 'Save favourite' }).click();
  await expect(client.getByRole('button', { name: 'Favourite photo 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  for (let i = 2; i <= FAVOURITES; i += 1) {
    await client.getByRole('button', { name: `Favourite photo ${i}`, exact: true }).click();
    await expect(client.getByRole('button', { name: `Favourite photo ${i}`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  const bar = client.getByTestId('selection-bar');
  await expect(bar).toContainText('12 favourites · 10 included · 2 extra at ₦2,500.00 each plus 7.5% VAT');
  // Submitting needs the email proved: the 6-digit code from the email, typed on the phone.
  await expect(bar.getByRole('button', { name: 'Submit selection' })).toHaveCount(0);
  const codeMail = await mailTo(CLIENT, /^\d{6} is your code for Funke & Tobi/);
  const code = codeMail.subject!.slice(0, 6);
  await bar.getByLabel(`Code we emailed to ${CLIENT}`).fill(code === '000000' ? '111111' : '000000');
  await bar.getByRole('button', { name: 'Confirm email' }).click();
  await expect(bar.getByText('That code is not right. Check the latest email and try again.')).toBeVisible();
  await bar.getByLabel(`Code we emailed to ${CLIENT}`).fill(code);
  await bar.getByRole('button', { name: 'Confirm email' }).click();
  await expect(client.getByText('Email confirmed. You can submit your selection.')).toBeVisible();

  // The same email on another phone: refused, and the dialog says why and what to do.
  const otherPhone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const other = await otherPhone.newPage();
  await other.goto(link!);
  await expect(other.locator('html[data-hydrated]')).toHaveCount(1);
  await other.getByLabel('PIN').fill('2580');
  await other.getByRole('button', { name: 'Open gallery' }).click();
  await other.getByRole('button', { name: 'Favourite photo 3', exact: true }).click();
  const otherDialog = other.getByRole('dialog', { name: 'Save your favourites' });
  await otherDialog.getByLabel('Email').fill(CLIENT);
  await otherDialog.getByRole('button', { name: 'Save favourite' }).click();
  const refusal = otherDialog.getByRole('alert');
  await expect(refusal).toContainText('Favourites for this email were started on another device.');
  await expect(refusal).toContainText('tap Continue my favourites');
  await expect(otherDialog).toBeVisible();
  await otherPhone.close();

  // Submitting first shows what it bills: 2 extras, VAT, the total.
  await bar.getByRole('button', { name: 'Submit selection' }).click();
  const summary = client.getByRole('dialog', { name: 'Submit your selection?' });
  const lines = summary.getByTestId('selection-summary');
  await expect(lines).toContainText('2 extra photos × ₦2,500.00₦5,000.00');
  await expect(lines).toContainText('VAT (7.5%)₦375.00');
  await expect(lines).toContainText('Total to pay₦5,375.00');
  await expect(lines).toContainText(
    `An invoice for ₦5,375.00 (VAT included) is emailed to ${CLIENT} when you submit.`,
  );
  await summary.getByRole('button', { name: 'Submit and get the invoice (₦5,375.00)' }).click();
  await mailTo(CLIENT, /^Invoice INV-0001 from/);

  // The 2 extras are paid online: the invoice page, Paystack's checkout, back to the invoice.
  await bar.getByRole('link', { name: 'Pay the invoice for 2 extra photos' }).click();
  // 2 × ₦2,500 and VAT at 7.5%.
  await payOnCheckout(client, '5,375.00');
  await client.goto(link!);
  // Paid: the downloads open, and the page says so.
  await expect(client.getByTestId('download-note')).toHaveText(
    'Your selection is in and paid for: download every photo.',
  );
  await expect(client.getByRole('link', { name: 'Download all' })).toBeVisible();

  // The photographer sees the selection and its paid extras.
  await mailTo(photographer.email, /submitted 12 favourites in Funke & Tobi/);
  await page.reload();
  const selection = page.getByTestId('selection');
  await expect(selection).toContainText(`${CLIENT} · 12 favourites`);
  await expect(selection).toContainText('2 extras invoiced');

  // The client wants one photo fewer: the photographer reopens the selection, the client is
  // told, changes it and submits again; the paid invoice stands and nothing more is billed.
  await selection.getByRole('button', { name: 'Reopen' }).click();
  await page
    .getByRole('dialog', { name: 'Reopen selection' })
    .getByRole('button', { name: 'Reopen' })
    .click();
  await expect(
    page.getByText('Selection reopened. We told the client they can change their favourites.'),
  ).toBeVisible();
  await expect(selection).toContainText('Reopened');
  await mailTo(CLIENT, /^You can change your favourites: Funke & Tobi/);
  await client.reload();
  await client.getByRole('button', { name: `Favourite photo ${FAVOURITES}`, exact: true }).click();
  await expect(
    client.getByRole('button', { name: `Favourite photo ${FAVOURITES}`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'false');
  await expect(bar).toContainText('11 favourites · 10 included · 1 extra at ₦2,500.00 each plus 7.5% VAT');
  await bar.getByRole('button', { name: 'Submit selection' }).click();
  // The paid invoice covers the extra: nothing more to pay.
  await expect(summary.getByTestId('selection-summary')).toContainText('Nothing more to pay');
  await summary.getByRole('button', { name: 'Submit selection' }).click();
  await mailTo(photographer.email, /submitted 11 favourites in Funke & Tobi/);
  await page.reload();
  await expect(selection).toContainText(`${CLIENT} · 11 favourites`);
  await expect(selection).toContainText('Submitted');
  // No second invoice: the one paid already covers the extra.
  expect(smtp.received.filter((m) => /^Invoice INV-0002/.test(m.subject ?? ''))).toEqual([]);

  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await page
    .getByRole('dialog', { name: 'Mark as delivered' })
    .getByRole('button', { name: 'Mark delivered' })
    .click();
  await expect(page.getByText('Gallery marked as delivered')).toBeVisible();
  await mailTo(CLIENT, /Your edited photos are ready: Funke & Tobi/);

  // The client downloads the whole gallery: a zip of the originals.
  await client.reload();
  await expect(client.getByText('Your edited photos are ready.')).toBeVisible();
  const [download] = await Promise.all([
    client.waitForEvent('download'),
    client.getByRole('link', { name: 'Download all' }).click(),
  ]);
  // Named after the gallery, "&" and all.
  expect(download.suggestedFilename()).toBe('Funke & Tobi.zip');
  const zipPath = (await download.path())!;
  const names = execFileSync('zipinfo', ['-1', zipPath]).toString().trim().split('\n').sort();
  expect(names).toEqual(fs.readdirSync(photoDir).sort());
  for (const name of names) {
    expect(
      execFileSync('unzip', ['-p', zipPath, name]).equals(fs.readFileSync(path.join(photoDir, name))),
    ).toBe(true);
  }
  await phone.close();

  // The download log shows it.
  await page.reload();
  await page.getByText('Download log').click();
  await expect(page.getByText(`Whole gallery, ${PHOTOS} photos (zip)`)).toBeVisible();
});

test('the invited client, signed in with the verified email, opens the PIN gallery without the PIN', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const funke = { email: CLIENT, password: 'Client-password-2025' };
  const signUp = await server.call('POST', '/api/auth/sign-up/email', {
    firstName: 'Funke',
    lastName: 'Adeyemi',
    email: funke.email,
    password: funke.password,
    role: 'customer',
    acceptTerms: true,
  });
  expect(signUp.status).toBeLessThan(400);
  const verification = await server.latestEmail(funke.email, 'verify-email');
  const verifyUrl = new URL(verification!.text.match(/https?:\/\/\S+/)![0]);
  expect((await server.call('GET', verifyUrl.pathname + verifyUrl.search)).status).toBeLessThan(400);

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const client = await phone.newPage();
  await logInFromHome(client, server.base, funke);
  // The link in the invitation, now signed in.
  const invitation = await mailTo(CLIENT, /shared a gallery with you: Funke & Tobi/);
  await client.goto(invitation.text!.match(/https?:\/\/\S+\/gallery\/[\w-]+\/[\w-]+/)![0]);
  await expect(client.getByRole('heading', { name: 'Funke & Tobi', level: 1 })).toBeVisible();
  // No PIN asked: the photos open for the client the gallery was shared with.
  await expect(client.getByTestId('public-photo')).toHaveCount(PHOTOS);
  await expect(client.getByLabel('PIN')).toHaveCount(0);
  // A download is logged with who it was.
  const [download] = await Promise.all([
    client.waitForEvent('download'),
    client.getByRole('link', { name: 'Download all' }).click(),
  ]);
  expect(await download.path()).toBeTruthy();
  await phone.close();

  await logInFromHome(page, server.base, photographer);
  await openStudio(page, 'Galleries');
  await page.getByRole('link', { name: 'Funke & Tobi', exact: true }).click();
  await page.getByText('Download log').click();
  await expect(page.getByText(`${CLIENT} ·`).first()).toBeVisible();
});

test("a client row's Create Gallery opens the dialog with the client's email", async ({ page }) => {
  const created = await server.call(
    'POST',
    '/api/clients',
    { name: 'Ngozi Eze', email: 'ngozi@clients.test' },
    photographer.cookie,
  );
  expect(created.status).toBe(201);
  await logInFromHome(page, server.base, photographer);
  await openStudio(page, 'Clients');
  await page.getByRole('button', { name: 'Actions for Ngozi Eze' }).click();
  await page.getByRole('menuitem', { name: 'Create Gallery' }).click();
  await expect(page.getByText('Creating new gallery for Ngozi Eze')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Create Gallery' });
  await expect(dialog.getByLabel('Client email')).toHaveValue('ngozi@clients.test');
  await dialog.getByLabel('Name').fill('Ngozi: family portraits');
  await dialog.getByRole('button', { name: 'Create Gallery' }).click();
  await expect(page.getByText('Gallery created successfully!')).toBeVisible();
  await expect(page.getByTestId('gallery-card').filter({ hasText: 'Ngozi: family portraits' })).toBeVisible();
});
