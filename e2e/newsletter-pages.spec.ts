import { expect, test } from './fixtures';

/**
 * The newsletter pages are served under /api, whose policy allows nothing; they carry their own
 * CSP that allows their one stylesheet by hash. A real browser must apply it without a violation.
 */
test('the newsletter pages are styled under their content security policy', async ({
  page,
  consoleErrors,
  allowConsoleMessages,
}) => {
  // Unknown tokens: the pages answer 404 and 400, which the browser reports.
  allowConsoleMessages(/404 \(Not Found\)|400 \(Bad Request\)/);
  for (const url of ['/api/newsletter/unsubscribe?token=unknown', '/api/newsletter/confirm?token=unknown']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body'), url).toHaveCSS('background-color', 'rgb(250, 247, 240)');
    await expect(page.locator('main'), url).toHaveCSS('max-width', '520px');
  }
  // A blocked <style> is reported as a console error ("Refused to apply inline style…").
  expect(consoleErrors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
});
