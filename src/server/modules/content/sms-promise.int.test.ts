import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_CLIENT_DIR, BUILT_SSR_DIR } from '../../../../tests/front-end-build.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';

/**
 * What our pages promise works, or the page stops promising it (decision 272): the public
 * pages name SMS reminders only where SMS is configured, in the HTML the server renders.
 */
describe.each([
  { sms: false, reminders: 'Email reminders' },
  { sms: true, reminders: 'Email and SMS reminders' },
])('public pages with SMS $sms', ({ sms, reminders }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clientDir: BUILT_CLIENT_DIR,
      ssrDir: BUILT_SSR_DIR,
      ...(sms ? { termii: { apiKey: 'TLkey', senderId: 'Aworan', baseUrl: 'http://127.0.0.1:9' } } : {}),
    });
  });
  afterAll(() => t.close());

  const page = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it.each(['/features/for-clients', '/features/scheduling'])(
    '%s promises what is configured',
    async (path) => {
      const html = await page(path);
      expect(html).toContain(`${reminders} before`);
      if (!sms) expect(html).not.toMatch(/\bSMS\b/);
    },
  );
});
