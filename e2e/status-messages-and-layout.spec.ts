import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN, DirectoryServer, type SeededPhotographer } from './directory-seed';
import { expect as baseExpect, test } from './fixtures';
import {
  logInFromHome,
  openAccountPlace,
  openAdminContent,
  openFromHome,
  openStudio,
  sidewaysScroll,
} from './studio-nav';

/**
 * Screens that say where a person stands, and layouts that hold: the Portal says what keeps a
 * listing hidden (and the listing fixes it), a pending photographer sees the review, the
 * activity list says whose role changed, Back after signing out shows the login; labels,
 * links and buttons stay where they belong at 1280 and 390 px, and the fonts come from here.
 * Each is checked in a real browser against a server of its own: an admin, a listed
 * photographer, an approved one without a profile address, and one whose application is
 * still pending. Every signed-in screen is reached by clicking (e2e/studio-nav.ts).
 */
const server = new DirectoryServer(Number(process.env.E2E_PORT ?? 3210) + 7);
const base = server.base;
let listed: SeededPhotographer;
let unlisted: SeededPhotographer;
let pending: SeededPhotographer;

test.describe.configure({ mode: 'serial' });
// A first visit to a lazy page fetches its chunks: on a loaded CI runner that can take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
  listed = await server.addPhotographer({
    businessName: 'Lekki Light Studio',
    slug: 'lekki-light',
    city: 'Lagos',
    categories: ['portrait'],
    prices: [45_000],
  });
  unlisted = await server.addPhotographer({
    businessName: 'Unlisted Frames',
    slug: 'unlisted-frames',
    city: 'Enugu',
    categories: ['family'],
    prices: [],
  });
  // Approved, then the profile address is cleared: approved but not findable.
  const cleared = await server.call(
    'PUT',
    '/api/marketplace/my-listing',
    {
      businessName: unlisted.businessName,
      slug: '',
      city: unlisted.city,
      phone: '',
      bio: '',
      categories: unlisted.categories,
      showPhone: false,
    },
    unlisted.cookie,
  );
  expect(cleared.status).toBe(200);
  pending = await server.addPhotographer({
    businessName: 'Waiting Room Photos',
    slug: 'waiting-room',
    city: 'Jos',
    categories: ['events'],
    prices: [],
    approved: false,
  });
});

test.afterAll(async () => {
  await server.stop();
});

/** The DOM this file reads in the page (the e2e project has no DOM library types). */
type Rect = { right: number };
type Measured = {
  ownerDocument: {
    createRange(): { selectNodeContents(node: unknown): void; getBoundingClientRect(): Rect };
    fonts: { ready: Promise<unknown> };
  };
  getBoundingClientRect(): Rect;
  scrollWidth: number;
  clientWidth: number;
};

/** The rectangle of an element's text, which can run past the element's own box. */
async function textOverflow(page: Page, selector: string) {
  return page.locator(selector).evaluate((node) => {
    const el = node as unknown as Measured;
    const range = el.ownerDocument.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return { textRight: text.right, boxRight: box.right, scroll: el.scrollWidth - el.clientWidth };
  });
}

test('at 1280 px the "Photographer/Vendor" label stays inside its radio card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openFromHome(page, base, 'Sign up');
  await expect(page.locator('label[for="signup-role-photographer"]')).toBeVisible();
  await page
    .locator('html')
    .evaluate((html) => (html as unknown as Measured).ownerDocument.fonts.ready.then(() => true));
  for (const role of ['customer', 'photographer']) {
    const { textRight, boxRight, scroll } = await textOverflow(page, `label[for="signup-role-${role}"]`);
    expect(scroll, role).toBe(0);
    expect(textRight, role).toBeLessThanOrEqual(boxRight);
  }
});

test('an approved photographer without a profile address is told what is missing, and fixes it in the listing', async ({
  page,
}) => {
  await logInFromHome(page, base, unlisted);
  await openStudio(page, 'Photographer Portal');
  await expect(page.getByTestId('listing-missing')).toContainText('clients cannot find you yet');
  await expect(page.getByTestId('listing-missing')).toContainText('a public address');
  await expect(page.getByText('clients can find and book you')).toHaveCount(0);
  // The Portal leads to the one place the address is edited; saving it makes the listing live.
  await page.getByRole('link', { name: 'Add it in your directory listing' }).click();
  await page.getByLabel('Profile address').fill('unlisted-frames');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your public details are saved.')).toBeVisible();
  await openStudio(page, 'Photographer Portal');
  await expect(page.getByText(/your profile is live: clients can find and book you/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View my public profile' })).toHaveAttribute(
    'href',
    '/photographers/unlisted-frames',
  );
});

test('a listed photographer is told that clients can find them', async ({ page }) => {
  await logInFromHome(page, base, listed);
  await openStudio(page, 'Photographer Portal');
  await expect(page.getByText(/your profile is live: clients can find and book you/)).toBeVisible();
});

test('a pending photographer’s dashboard shows the review, not "Complete Profile"', async ({ page }) => {
  await logInFromHome(page, base, pending);
  await expect(page).toHaveURL(`${base}/dashboard`);
  await expect(page.getByText('Application under review')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View application' })).toHaveAttribute(
    'href',
    '/photographer-approval',
  );
  await expect(page.getByText('Complete Profile')).toHaveCount(0);
});

test('a "Role changed" row in the activity list says whose role', async ({ page }) => {
  const adminCookie = await server.signIn(ADMIN.email, ADMIN.password);
  const me = (await (await server.call('GET', '/api/accounts/me', undefined, pending.cookie)).json()) as {
    viewer: { userId: string };
  };
  const changed = await server.call(
    'PUT',
    `/api/admin/users/${me.viewer.userId}/role`,
    { role: 'customer' },
    adminCookie,
  );
  expect(changed.status).toBe(200);
  await logInFromHome(page, base, ADMIN);
  await openAccountPlace(page, 'Admin Dashboard');
  await page.getByRole('tab', { name: 'Activity' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Role changed' }).first();
  await expect(row).toContainText(pending.email);
  await expect(row).toContainText('photographer → customer');
});

test('no page logs the HydrateFallback warning', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  // First loads of public pages (typed: a first load is what is tested)…
  for (const url of ['/', '/login', '/photographers', '/pricing']) {
    await page.goto(`${base}${url}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // …and of signed-in ones, reached by clicking, then loaded afresh.
  await logInFromHome(page, base, listed);
  for (const open of [() => openAccountPlace(page, 'Dashboard'), () => openStudio(page, 'Invoices')]) {
    await open();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(messages.filter((m) => m.includes('HydrateFallback'))).toEqual([]);
});

test('the profile’s "All photographers" link sits on the white card, not on the photo', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${base}/photographers/${listed.slug}`);
  const link = page.getByRole('link', { name: 'All photographers' });
  await expect(link).toBeVisible();
  // What is painted on top just left of the link, inside the card's padding: the card itself
  // (white), not the cover photo that the card overlaps.
  const topmost = await link.evaluate((node) => {
    // biome-ignore lint/suspicious/noExplicitAny: the page's DOM (no DOM library types here)
    const el = node as any;
    const r = el.getBoundingClientRect();
    const doc = el.ownerDocument;
    const hit = doc.elementFromPoint(r.left - 4, r.top + r.height / 2);
    return {
      tag: hit?.tagName.toLowerCase(),
      background: hit ? doc.defaultView!.getComputedStyle(hit).backgroundColor : '',
    };
  });
  expect(topmost).toEqual({ tag: 'div', background: 'rgb(255, 255, 255)' });
});

test('Back after signing out shows the login, not an empty dashboard', async ({ page }) => {
  await logInFromHome(page, base, listed);
  await openAccountPlace(page, 'Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully!')).toBeVisible();
  await expect(page).toHaveURL(`${base}/`);
  await page.goBack();
  await expect(page).toHaveURL(`${base}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('at 390 px the hero image Remove button and the pricing Edit buttons are on screen', async ({
  page,
}) => {
  const adminCookie = await server.signIn(ADMIN.email, ADMIN.password);
  const site = (await (await server.call('GET', '/api/content/site')).json()) as { hero: object };
  const saved = await server.call(
    'PUT',
    '/api/admin/content/hero',
    { ...site.hero, imageUrl: '/favicon.svg' },
    adminCookie,
  );
  expect(saved.status).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInFromHome(page, base, ADMIN);

  const onScreen = async (locator: ReturnType<Page['getByRole']>) => {
    await locator.scrollIntoViewIfNeeded();
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  };

  await openAdminContent(page, 'Homepage');
  await onScreen(page.getByRole('button', { name: 'Remove' }));

  await openAdminContent(page, 'Pricing');
  const edits = page.getByRole('button', { name: /^Edit / });
  await expect(edits.first()).toBeVisible();
  const count = await edits.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await onScreen(edits.nth(i));
  // The page itself does not scroll sideways either.
  expect(await sidewaysScroll(page)).toBe(0);
});

test('Playfair Display and the ₦ face are served from this site; body text is the system font', async ({
  page,
}) => {
  const fonts: { url: string; type: string }[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'font')
      fonts.push({ url: r.url(), type: r.headers()['content-type'] ?? '' });
  });
  await page.goto(`${base}/pricing`);
  await expect(page.getByText(/₦/).first()).toBeVisible();
  const loaded = async () =>
    page.locator('html').evaluate(async (node) => {
      // biome-ignore lint/suspicious/noExplicitAny: the page's DOM (no DOM library types here)
      const { fonts } = (node as any).ownerDocument;
      await fonts.ready;
      return [...fonts]
        .filter((f) => f.status === 'loaded')
        .map((f) => {
          const range = f.unicodeRange.toUpperCase();
          const subset =
            range === 'U+20A6'
              ? 'naira'
              : range.startsWith('U+20-7E')
                ? 'basic'
                : range.includes('U+20A0')
                  ? 'latin-ext'
                  : 'latin';
          return `${f.family.replaceAll('"', '')} ${subset}`;
        })
        .sort();
    });
  // ₦ (U+20A6) has a face of its own: it loading proves the figures use it whatever the device's
  // font. English headings take the basic cut; the full latin files stay unfetched, and body text
  // needs no download at all (decisions 090, 180).
  await expect.poll(loaded).toEqual(expect.arrayContaining(['Naira naira', 'Playfair Display basic']));
  expect((await loaded()).filter((face) => !/^(Naira naira|Playfair Display basic)$/.test(face))).toEqual([]);
  const bodyFont = await page.locator('body').evaluate(
    // biome-ignore lint/suspicious/noExplicitAny: the page's DOM (no DOM library types here)
    (body) => (body as any).ownerDocument.defaultView.getComputedStyle(body).fontFamily as string,
  );
  expect(bodyFont).toMatch(/^"?Naira"?, ui-sans-serif, system-ui/);
  const files = fonts.filter((f) => !f.url.startsWith('data:'));
  expect(files.length).toBeGreaterThan(0);
  for (const font of files) {
    expect(font.url.startsWith(`${base}/assets/`), font.url).toBe(true);
    expect(font.url).toMatch(
      /(playfair-display-latin(-ext)?-wght-normal|inter-naira-wght|playfair-display-basic-wght)-[\w-]+\.woff2$/,
    );
  }

  // At most one font is preloaded by the page every first view starts with.
  const html = await (await page.request.get(`${base}/`)).text();
  const preloads = html.match(/<link[^>]+rel="preload"[^>]+as="font"[^>]*>/g) ?? [];
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toMatch(/playfair-display-basic-wght-[\w-]+\.woff2/);

  // Only the two subsets and the cuts of src/client/fonts, woff2 only, were built.
  const built = fs.readdirSync(path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client', 'assets'));
  const fontFiles = built.filter((f) => /\.(woff2?|ttf|otf|eot)$/.test(f));
  expect(
    fontFiles.every((f) => /(-latin(-ext)?-wght-normal|inter-naira-wght|-basic-wght)-[\w-]+\.woff2$/.test(f)),
    fontFiles.join(),
  ).toBe(true);
});

test('the README says what works today and what is being built', () => {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '..', 'README.md'), 'utf8');
  const section = readme.split('## What works today')[1]?.split('\n## ')[0] ?? '';
  for (const part of ['accounts', 'admin', 'public site', 'directory']) expect(section).toContain(part);
  for (const part of ['clients', 'invoicing', 'payments', 'contracts', 'scheduling', 'galleries'])
    expect(section).toContain(part);
});
