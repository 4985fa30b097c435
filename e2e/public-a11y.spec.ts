import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { publicRoutes } from './public-routes';

const extraPaths = [
  '/services/real-estate',
  '/blog/wedding-photography-checklist',
  '/services/unknown',
  '/blog/unknown',
];

test.describe('accessibility of public pages', () => {
  for (const path of [...publicRoutes.map((route) => route.path), ...extraPaths]) {
    test(`${path} has no serious or critical axe violations`, async ({ browser, allowConsoleMessages }) => {
      // The not-found pages ask the API for what does not exist, which answers 404.
      if (path.includes('unknown')) allowConsoleMessages(/404 \(Not Found\)/);
      // axe needs a page from its own context (see architecture pitfalls).
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Wait for the content (not the skeletons) before scanning.
      await expect(page.locator('[aria-busy="true"], [role="status"]')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
      await context.close();
    });
  }
});
