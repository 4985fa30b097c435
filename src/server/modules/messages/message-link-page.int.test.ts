import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../../tests/auth-helpers.ts';
import { BUILT_CLIENT_DIR, BUILT_SSR_DIR } from '../../../../tests/front-end-build.ts';
import { sendInvoiceTo } from '../../../../tests/invoicing-test-kit.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { MESSAGE_API, messageLinkPage } from '../../../shared/messages.ts';

/**
 * The client's conversation behind a link (/messages/<kind>/<token>) is rendered on the server:
 * the messages are in the HTML at once on a phone, the page is never indexed nor kept in a
 * shared cache, and a wrong link is a 404 that shows nobody's words.
 */
describe('the message link page', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ clientDir: BUILT_CLIENT_DIR, ssrDir: BUILT_SSR_DIR });
  });
  afterAll(() => t.close());

  it('renders the conversation in the HTML, noindex and private; a wrong link or kind is a 404', async () => {
    const ade = await signInAs(t.app, 'approvedPhotographer', { firstName: 'Ade', lastName: 'Obi' });
    const { token } = await sendInvoiceTo(t.app, ade, 'funmi@clients.test', 20_000_00, 'Funmi Cole');
    const sent = await t.app.inject({
      method: 'POST',
      url: `${MESSAGE_API.byLink('invoice', token)}/messages`,
      headers: { origin: t.config.publicUrl },
      payload: { body: 'Could we move the shoot to Ikoyi?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const page = await t.app.inject({ method: 'GET', url: messageLinkPage('invoice', token) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toContain('Could we move the shoot to Ikoyi?');
    expect(page.body).toMatch(/Messages with (<!-- -->)?/);
    expect(page.body).toContain('name="robots" content="noindex');
    // Rendered with its data: the browser's first view does not ask for the conversation again.
    expect(page.body).toMatch(/id="ssr-data"[^>]*>[^<]*Could we move the shoot to Ikoyi\?/);

    for (const url of [
      messageLinkPage('invoice', `${token.slice(0, -4)}0000`),
      `/messages/receipt/${token}`,
    ]) {
      const wrong = await t.app.inject({ method: 'GET', url });
      expect(wrong.statusCode, url).toBe(404);
      expect(wrong.body).not.toContain('Ikoyi');
      expect(wrong.body).not.toContain('Funmi');
    }
  });
});
