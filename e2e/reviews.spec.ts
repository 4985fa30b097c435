import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { REVIEW_TEXT } from '../src/shared/reviews-terms';
import { type SmtpCapture, startSmtpCapture } from '../tests/smtp-capture';
import { DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect, test } from './fixtures';
import { mailTo } from './mail-to';
import { homeToProfile, laterDay } from './scheduling-world';
import { logInFromHome, openStudio, studioNav } from './studio-nav';

/**
 * Verified reviews (decision 264), as people meet them: two sessions booked in a later month
 * end (the server restarted with its clock past them), each client receives the invitation by
 * email, follows its link, rates and writes a few words, once; anyone then finds the reviews
 * from `/` through the directory with the "Verified client" mark, the average and the count;
 * the photographer replies once from the studio.
 */
const BUSINESS = 'Lola Frames';
const KEMI = { name: 'Kemi Balogun', email: 'kemi@clients.test', shown: 'Kemi B.' };
const TUNDE = { name: 'Tunde Okoro', email: 'tunde@clients.test', shown: 'Tunde O.' };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let server: DirectoryServer;
let smtp: SmtpCapture;
let photographer: SeededPhotographer;
/** How far the server's clock runs ahead of the machine's once the sessions have ended. */
let aheadMs = 0;

test.describe.configure({ mode: 'serial' });

async function ok(res: Promise<Response>, what: string): Promise<Response> {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${await r.text()}`);
  return r;
}

/** A confirmed session at 10:00 Lagos on a later month's day, booked by the photographer. */
async function bookSession(day: string, client: { name: string; email: string }): Promise<number> {
  const as = (method: string, url: string, body?: unknown) =>
    ok(server.call(method, url, body, photographer.cookie), `${method} ${url}`);
  await as('POST', '/api/scheduling/overrides', { date: day, spans: [{ start: '09:00', end: '17:00' }] });
  const settings = (await (await as('GET', '/api/scheduling/settings')).json()) as {
    sessionTypes: { id: string }[];
  };
  const booked = (await (
    await as('POST', '/api/bookings', {
      sessionTypeId: settings.sessionTypes[0]!.id,
      startsAt: `${day}T10:00:00+01:00`,
      clientName: client.name,
      clientEmail: client.email,
      clientPhone: '',
      location: 'Bodija, Ibadan',
    })
  ).json()) as { booking: { id: string; endsAt: string; status: string } };
  if (booked.booking.status === 'pending') await as('POST', `/api/bookings/${booked.booking.id}/confirm`);
  return new Date(booked.booking.endsAt).getTime();
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  smtp = await startSmtpCapture();
  server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 87, { SMTP_URL: smtp.url });
  await server.start();
  photographer = await server.addPhotographer({
    businessName: BUSINESS,
    slug: 'lola-frames',
    city: 'Ibadan',
    categories: ['portrait'],
    prices: [150000],
    firstName: 'Lola',
  });
  const ends = [await bookSession(laterDay(2, 14).iso, KEMI), await bookSession(laterDay(2, 15).iso, TUNDE)];
  // Time passes for the server: an hour after the later session ended, its completion job
  // marks both sessions Completed and invites each client.
  aheadMs = Math.max(...ends) + 3_600_000 - Date.now();
  await server.restartLater(aheadMs);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** The review link in the invitation the client's mailbox received (a completion job away). */
async function reviewLinkOf(email: string): Promise<string> {
  await expect
    .poll(async () => Boolean(await server.latestEmail(email, 'review-invitation')), { timeout: 150_000 })
    .toBe(true);
  const mail = await mailTo(smtp, email, new RegExp(`^How was .+ with ${BUSINESS}\\?$`));
  const link = mail.text?.match(/https?:\/\/\S+\/r\/[\w-]{43}/)?.[0];
  if (!link) throw new Error(`no review link in: ${mail.text?.slice(0, 300)}`);
  return link;
}

/** The profile's og:image as a crawler reads it (no cookies): the served HTML, then the JPEG. */
async function profilePreviewImage(): Promise<string> {
  const html = await (await fetch(`${server.base}/photographers/lola-frames`)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(image).toMatch(/\/api\/public\/og\/profile\/lola-frames\?v=/);
  const jpeg = await fetch(image!);
  expect(jpeg.status).toBe(200);
  expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
  return image!;
}

/** What axe finds serious or critical on the page as it is now. */
async function seriousA11y(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function writeReview(page: Page, stars: string, text: string) {
  const form = page.getByRole('form', { name: `Review ${BUSINESS}` });
  // The star itself, as a thumb or a pointer picks it (its radio is for screen readers).
  await form.locator('label', { has: page.getByRole('radio', { name: stars }) }).click();
  await form.getByLabel('Your review').fill(text);
  await form.getByRole('button', { name: 'Publish review' }).click();
}

/** The browser lives on the server's day too (the pages print the year the server renders). */
const atServerTime = (clock: BrowserContext['clock']) => clock.setSystemTime(Date.now() + aheadMs);

async function newPage(browser: Browser, phone: boolean) {
  const context = await browser.newContext(phone ? PHONE : { viewport: { width: 1280, height: 800 } });
  await atServerTime(context.clock);
  return { context, page: await context.newPage() };
}

test('at 1280 px a client reviews from the emailed link, once; anyone finds it from /', async ({
  browser,
  allowConsoleMessages,
}) => {
  test.setTimeout(240_000);
  // The refused submissions (no stars: 400; the second review: 409) are logged by the browser.
  allowConsoleMessages(/status of 40[09]/);
  const link = await reviewLinkOf(KEMI.email);
  const { context, page } = await newPage(browser, false);
  // The same link open twice: the second tab's form goes after the first tab published.
  const second = await context.newPage();
  await second.goto(link);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `How was ${BUSINESS}?`, level: 1 })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);

  // Stars are required: the server says so and keeps the text.
  const form = page.getByRole('form', { name: `Review ${BUSINESS}` });
  await form.getByLabel('Your review').fill('Patient with our children.');
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form.getByRole('alert')).toHaveText(REVIEW_TEXT.rating);
  await expect(form.getByLabel('Your review')).toHaveValue('Patient with our children.');

  await writeReview(page, '5 stars: Excellent', 'Patient with our children, photos within a week.');
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you! Your review is published.' }),
  ).toBeVisible();
  const mine = page.getByRole('article', { name: `Review by ${KEMI.shown}` });
  await expect(mine).toContainText('Verified client');

  // The other tab still shows the form: a second review of the same session is refused, clearly.
  await expect(second.locator('html[data-hydrated]')).toHaveCount(1);
  await writeReview(second, '1 star: Poor', 'Trying again.');
  await expect(second.getByText(REVIEW_TEXT.alreadyReviewed)).toBeVisible();
  await second.reload();
  await expect(second.getByRole('article', { name: `Review by ${KEMI.shown}` })).toContainText(
    'Patient with our children',
  );
  await expect(second.getByRole('form', { name: `Review ${BUSINESS}` })).toHaveCount(0);

  // Anyone, from the home page through the directory.
  const visitor = await newPage(browser, false);
  await homeToProfile(visitor.page, server.base, BUSINESS);
  const reviews = visitor.page.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toContainText('5.0');
  await expect(reviews).toContainText('from 1 verified client');
  const card = reviews.getByRole('article', { name: `Review by ${KEMI.shown}` });
  await expect(card).toContainText('Verified client');
  await expect(card).toContainText('Patient with our children, photos within a week.');
  await visitor.context.close();
  await context.close();
});

test('on a 390 px phone the second client reviews; the profile shows the average of both', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const link = await reviewLinkOf(TUNDE.email);
  const previewBefore = await profilePreviewImage();
  const { context, page } = await newPage(browser, true);
  await page.goto(link);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(await seriousA11y(page)).toEqual([]);
  await writeReview(page, '4 stars: Very good', 'Lovely portraits; came a little late.');
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you! Your review is published.' }),
  ).toBeVisible();

  await homeToProfile(page, server.base, BUSINESS);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toContainText('4.5');
  await expect(reviews).toContainText('from 2 verified clients');
  for (const who of [KEMI, TUNDE])
    await expect(reviews.getByRole('article', { name: `Review by ${who.shown}` })).toContainText(
      'Verified client',
    );
  expect(await seriousA11y(page)).toEqual([]);
  // The profile's link preview carries the rating (decision 294): a new image for a new rating.
  expect(await profilePreviewImage()).not.toBe(previewBefore);
  await context.close();
});

test('the photographer replies once from the studio; the reply shows on the profile', async ({
  page,
  allowConsoleMessages,
}) => {
  allowConsoleMessages(/status of 409/);
  await atServerTime(page.context().clock);
  await logInFromHome(page, server.base, photographer);
  await openStudio(page, 'Overview');
  await studioNav(page).getByRole('link', { name: 'Reviews', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  const kemis = page.getByRole('article', { name: `Review by ${KEMI.shown}` });
  await kemis.getByRole('button', { name: 'Reply' }).click();
  await kemis.getByLabel(`Reply to ${KEMI.shown}`).fill('Thank you, Kemi! The children were a joy.');
  await kemis.getByRole('button', { name: 'Publish reply' }).click();
  await expect(kemis).toContainText(`Reply from ${BUSINESS}`);
  // Once the toasts have gone: axe reads a fading toast's colours mid-animation.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
  expect(await seriousA11y(page)).toEqual([]);
  // Once: the form is gone, and a second reply is refused by the server too.
  await expect(kemis.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  await expect(
    page.getByRole('article', { name: `Review by ${TUNDE.shown}` }).getByRole('button', { name: 'Reply' }),
  ).toBeVisible();
  const reviewId = (
    (await (await page.request.get(`${server.base}/api/reviews`)).json()) as {
      reviews: { id: string; reviewerName: string }[];
    }
  ).reviews.find((r) => r.reviewerName === KEMI.shown)!.id;
  const again = await page.request.post(`${server.base}/api/reviews/${reviewId}/reply`, {
    data: { reply: 'A second reply.' },
    headers: { origin: server.base },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe(REVIEW_TEXT.alreadyReplied);

  await homeToProfile(page, server.base, BUSINESS);
  const card = page
    .getByRole('region', { name: 'Reviews' })
    .getByRole('article', { name: `Review by ${KEMI.shown}` });
  await expect(card).toContainText('Thank you, Kemi! The children were a joy.');
  await expect(card).not.toContainText('A second reply.');
});
