import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { publicRoutes } from './public-routes';

/**
 * Public pages come rendered by the server and are hydrated by React (decisions 087 and 215):
 * React takes over the server's HTML without a mismatch (no hydration error on the console,
 * and every element the server sent must still be in the page after hydration: on a mismatch
 * React renders the page again in the browser), moves between pages without reloading, does
 * not fetch again the data that came with the page, and the pages read without JavaScript.
 */

/**
 * What React says when it could not hydrate the server's HTML as it was: main.tsx logs every
 * recoverable error as "Hydration error: …"; production React's own messages name their codes
 * (418 to 425: mismatched text, element or attributes).
 */
const HYDRATION_MESSAGE = /hydrat|react\.dev\/errors\/4(18|19|2[0-5])\b|error #4(18|19|2[0-5])\b/i;

/** The hydration messages the page logs from now on. */
function hydrationMessages(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_MESSAGE.test(message.text())) seen.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_MESSAGE.test(error.message)) seen.push(error.message);
  });
  return seen;
}

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(1);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The browser's globals these checks use (the browser tier is typed without the DOM library). */
interface ServerElement {
  isConnected: boolean;
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface Marked {
  document: {
    readyState: string;
    addEventListener(type: string, listener: () => void): void;
    querySelectorAll(selector: string): Iterable<ServerElement>;
  };
  serverElements?: ServerElement[];
}

/** Keeps the server's elements as parsed, before any script runs (module scripts run after "interactive"). */
function markServerElements() {
  const page = globalThis as unknown as Marked;
  page.document.addEventListener('readystatechange', () => {
    if (page.document.readyState !== 'interactive') return;
    page.serverElements = [...page.document.querySelectorAll('#root *')];
  });
}

/** The server's elements that hydration replaced (each described by its tag, class and text). */
function replacedServerElements(page: Page) {
  return page.evaluate(() => {
    const marked = (globalThis as unknown as Marked).serverElements ?? [];
    if (marked.length === 0) return ['(no server elements were marked)'];
    return marked
      .filter((element) => !element.isConnected)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${element.textContent?.slice(0, 40) ?? ''}`,
      );
  });
}

test.describe('server-rendered public pages', () => {
  test('every public page arrives with its heading and hydrates without a warning', async ({ page }) => {
    await page.addInitScript(markServerElements);
    const hydrationErrors = hydrationMessages(page);
    // Who is signed in is asked after hydration and changes the navbar when it answers: held
    // until the check, so only hydration itself can have replaced an element.
    const heldSessionChecks: Route[] = [];
    await page.route('**/api/accounts/me', (route) => void heldSessionChecks.push(route));
    for (const route of publicRoutes) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      await hydrated(page);
      expect(await replacedServerElements(page), route.path).toEqual([]);
      expect(hydrationErrors, route.path).toEqual([]);
      for (const held of heldSessionChecks.splice(0)) await held.continue();
      await expect(heading(page), route.path).toHaveText(route.h1);
      await expect(page.getByText(route.texts[0]!).first(), route.path).toBeVisible();
    }
  });

  test('a page whose HTML differs from what React renders is caught by both checks', async ({
    page,
    allowConsoleMessages,
  }) => {
    // The checks above are only worth something if they see a mismatch: the server's heading
    // is altered on its way to the browser, so React's first render differs from the HTML.
    allowConsoleMessages(HYDRATION_MESSAGE);
    await page.addInitScript(markServerElements);
    const hydrationErrors = hydrationMessages(page);
    await page.route('**/services', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('>Our Services<', '>Not what React renders<');
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    });
    await page.goto('/services');
    await expect(heading(page)).toHaveText('Our Services');
    await hydrated(page);
    await expect.poll(() => hydrationErrors.length).toBeGreaterThan(0);
    expect(await replacedServerElements(page)).not.toEqual([]);
  });

  test('after hydration, links move between pages without loading a new document', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Services' }).click();
    await expect(heading(page)).toHaveText('Our Services');
    await page.locator('main a[href="/services/wedding"]').first().click();
    await expect(heading(page)).toHaveText('Wedding Photography');
    await main.getByRole('link', { name: 'Blog' }).click();
    await expect(heading(page)).toHaveText('The Aworan Blog');
    await page.goBack();
    await expect(heading(page)).toHaveText('Wedding Photography');
    expect(documents).toEqual([]);
  });

  test('the data that came with the page is not fetched again', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/content') || path.startsWith('/api/marketplace')) reads.push(path);
    });
    for (const path of ['/', '/services/portrait', '/blog/lighting-techniques-portraits', '/photographers']) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
    }
    expect(reads).toEqual([]);
  });

  test('unknown pages answer 404 with the not-found page, which links home', async ({
    page,
    allowConsoleMessages,
  }) => {
    // The browser logs the page's own 404 as a failed resource.
    allowConsoleMessages(/404 \(Not Found\)/);
    for (const [path, title] of [
      ['/no-such-page', 'Oops! Page not found'],
      ['/services/underwater', 'Service Not Found'],
      ['/blog/no-such-post', 'Blog post not found'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await hydrated(page);
      await expect(page.getByRole('heading', { name: title }), path).toBeVisible();
    }
    const response = await page.goto('/photographers/nobody-here');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(heading(page)).toHaveText('Simple, transparent pricing');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads the home page, a service and a blog post', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText(publicRoutes[0]!.h1);
    await expect(page.getByText('Photography for every occasion')).toBeVisible();

    await page.locator('a[href="/services"]:visible').first().click();
    await expect(heading(page)).toHaveText('Our Services');
    await page.locator('main a[href="/services/wedding"]').first().click();
    await expect(page).toHaveURL(/\/services\/wedding$/);
    await expect(heading(page)).toHaveText('Wedding Photography');
    await expect(page.getByText('Coverage that fits Nigerian weddings')).toBeVisible();

    await page.locator('a[href="/blog"]:visible').first().click();
    await expect(heading(page)).toHaveText('The Aworan Blog');
    await page.locator('main a[href="/blog/lighting-techniques-portraits"]').first().click();
    await expect(heading(page)).toHaveText('Lighting Techniques for Stunning Portraits');
    await expect(page.getByRole('article').getByRole('heading', { name: '1. Window light' })).toBeVisible();
  });
});
