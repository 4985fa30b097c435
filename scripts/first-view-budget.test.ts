import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_CLIENT_DIR, ensureAppBuilt } from '../tests/front-end-build.ts';
import { BuiltClient, routeEntries, STUDIO_CODE, ZOD } from './first-view-budget.ts';

/**
 * The phone budget as a test (decision 215): each server-rendered public page's first view (its
 * JavaScript, CSS and preloaded fonts, brotli, from the build's manifest) stays within its
 * budget; no public page downloads studio code; zod stays out of what every page shares and out
 * of every page without a form on its first view. The HTML and the page's data come on top
 * (about 12 KB for `/`), within the 175 KB the bench measures on the wire.
 */
const CONTENT_PAGE_KB = 145;
/** Pages with more of their own: a form, a viewer, a booking calendar (measured plus a margin). */
const BUDGET_KB: Record<string, number> = {
  '/photographers': 150,
  '/services/:serviceSlug': 170,
  '/pricing': 170,
  // The chooser shares the directory's terms, with the rating sort since decision 265 (measured 170.0).
  '/book': 172,
  // The client's links carry "Message <business>" since decision 276 (about 1 KB with its words).
  '/i/:token': 180,
  '/b/:token': 150,
  // The review link's form (stars, text, name), without zod: the server checks it (measured 146.5).
  '/r/:token': 150,
  '/c/:token': 180,
  '/contact': 185,
  '/blog': 185,
  '/demo': 185,
  // The shared chunks moved a little with the reviews' terms (decision 264; measured 190.3).
  '/gallery/:photographerId/:galleryId': 191,
  // Its verified reviews with their Report dialog since decision 264 (measured 200.8).
  '/photographers/:slug': 205,
  // The directory's terms carry the rating sort since decision 265 (measured 220.0).
  '/book/:slug': 221,
  // The sign-in forms, server-rendered since decision 198 (measured 182 and 188 KB).
  '/login': 190,
  '/signup': 195,
  // A link's conversation with its composer, server-rendered since decision 288 (measured 180 KB).
  '/messages/:kind/:token': 185,
};
/** Pages whose first view holds a form validated with the shared schemas (zod, 15 KB). */
const FORM_PAGES = new Set([
  '/services/:serviceSlug',
  '/pricing',
  '/contact',
  '/blog',
  '/demo',
  '/gallery/:photographerId/:galleryId',
  '/photographers/:slug',
  '/i/:token',
  '/c/:token',
  '/messages/:kind/:token',
  '/book/:slug',
  '/book',
  '/login',
  '/signup',
]);

const routes = routeEntries(fs.readFileSync('src/client/app/route-table.ts', 'utf8'));
const publicPages = routes
  .filter((route) => route.access === 'public' && route.ssr)
  .map((r) => [r.path, r] as const);

describe('the first view of public pages', () => {
  let client: BuiltClient;
  beforeAll(async () => {
    await ensureAppBuilt();
    client = new BuiltClient(BUILT_CLIENT_DIR);
  }, 600_000);

  it.each(publicPages)('%s stays within its budget', (path, route) => {
    const view = client.firstView(route.page);
    const budget = BUDGET_KB[path] ?? CONTENT_PAGE_KB;
    expect(view.kb, `${path}: ${view.kb.toFixed(1)} KB in ${view.files.join(', ')}`).toBeLessThanOrEqual(
      budget,
    );
  });

  it.each(publicPages)('%s downloads no studio code, and zod only with a form', (path, route) => {
    const { modules } = client.firstView(route.page);
    expect(modules.filter((m) => STUDIO_CODE.test(m))).toEqual([]);
    if (!FORM_PAGES.has(path)) expect(modules.filter((m) => ZOD.test(m))).toEqual([]);
  });

  it('keeps zod and studio code out of what every page shares', () => {
    const { modules } = client.shared();
    expect(modules.filter((m) => ZOD.test(m) || STUDIO_CODE.test(m))).toEqual([]);
  });

  it('reads the pages, their chunks and their modules from the build', () => {
    // The checks above are only worth something if they see what a page downloads.
    expect(routes.length).toBeGreaterThan(40);
    expect(publicPages.length).toBeGreaterThan(20);
    const home = client.firstView(routes.find((r) => r.path === '/')!.page);
    expect(home.files.some((f) => f.endsWith('.css'))).toBe(true);
    expect(home.files.some((f) => f.endsWith('.woff2'))).toBe(true);
    expect(home.modules).toContain('src/client/app/routes/public/home-page.tsx');
    expect(home.modules.some((m) => m.includes('node_modules/react-dom/'))).toBe(true);
    expect(home.kb).toBeGreaterThan(50);
    const studio = client.firstView(routes.find((r) => r.path === '/invoicing')!.page);
    expect(studio.modules.some((m) => STUDIO_CODE.test(m))).toBe(true);
    expect(studio.modules.some((m) => ZOD.test(m))).toBe(true);
  });
});
