import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { BLOG_SLUGS, SERVICE_SLUGS } from './public-routes';

/**
 * The routes of src/client/app/route-table.ts, read from its source: the table belongs to the
 * client's TypeScript project (React pages), which this server-side project cannot import.
 */
const routeTable = [
  ...fs
    .readFileSync('src/client/app/route-table.ts', 'utf8')
    .matchAll(/\bpath: '([^']+)',\s*access: '([^']+)'/g),
].map((m) => ({ path: m[1]!, access: m[2]! }));
/** Anyone may open these by their address; the signed-in ones are reached by clicking (studio-nav.ts). */
const publicPaths = routeTable.filter((route) => route.access === 'public').map((route) => route.path);

/** A value for each route parameter: seeded content where there is some, made-up ids elsewhere. */
const SAMPLE_PARAMS: Record<string, string> = {
  serviceSlug: SERVICE_SLUGS[0],
  slug: BLOG_SLUGS[0],
  photographerId: '00000000-0000-4000-8000-000000000001',
  galleryId: '00000000-0000-4000-8000-000000000002',
  clientId: '00000000-0000-4000-8000-000000000003',
  // A made-up invoice link: the page says the invoice was not found (its own h1).
  token: 'made-up-invoice-link-token-0000',
  // A conversation opened from that made-up invoice link: the page says so under its own h1.
  kind: 'invoice',
};

test.describe('foundation', () => {
  test('the home page renders with the navbar and footer', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Aworan' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign up' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Monday to Friday, 9am to 5pm');
    await expect(footer).toContainText(
      'all-in-one platform to book, manage and streamline photography services',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('the Features dropdown leads to For Clients and For Photographers', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Features' }).click();
    await expect(page.getByRole('menuitem', { name: 'For Photographers' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'For Clients' }).click();
    await expect(page).toHaveURL(/\/features\/for-clients$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the mobile menu mirrors the navbar and closes after navigating', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Features' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'For Clients' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'For Photographers' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
    await menu.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(menu).toBeHidden();
    await context.close();
  });

  test('an unknown path shows the not-found page with a way home', async ({ page, allowConsoleMessages }) => {
    // The page itself answers 404 (decision 087), which the browser logs as a failed resource.
    allowConsoleMessages(/404 \(Not Found\)/);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('every public route of the route table renders a titled page', async ({
    page,
    allowConsoleMessages,
  }) => {
    // Pages that look an object up by its address ask the API, which answers 404 for made-up ones.
    allowConsoleMessages(/404 \(Not Found\)/);
    // Real work, not a wait: one page load per route of the table.
    test.setTimeout(240_000);
    expect(routeTable.length, 'routes read from the route table').toBeGreaterThan(30);
    expect(publicPaths.length).toBeGreaterThan(25);
    for (const routePath of publicPaths) {
      const path = routePath.replace(/:(\w+)/g, (_m, name: string) => {
        const value = SAMPLE_PARAMS[name];
        if (!value) throw new Error(`add a sample value for :${name} (route ${routePath}) to SAMPLE_PARAMS`);
        return value;
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByText('Oops! Page not found'), path).toHaveCount(0);
    }
  });

  test('a signed-in page opened from a bookmark asks a visitor to log in first', async ({ page }) => {
    // Typed on purpose: the guard is what is tested. Every signed-in page is otherwise reached
    // by clicking, from the navbar and the studio's navigation (e2e/studio-nav.ts).
    const guarded = routeTable.filter((route) => route.access !== 'public' && !route.path.includes(':'));
    expect(guarded.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/studio', '/invoicing', '/dashboard']),
    );
    await page.goto('/invoicing');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Log in to continue.')).toBeVisible();
  });

  test('the home page has no serious or critical accessibility violations', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
    await context.close();
  });
});
