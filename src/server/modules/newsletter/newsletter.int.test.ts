import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, linkInLatestEmail, nextTestIp, signInAs } from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { CONTENT_API } from '../../../shared/content.ts';
import { ADMIN_CONTENT_API } from '../../../shared/content-admin.ts';

describe('newsletter: double opt-in and unsubscribe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const subscribe = (email: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: CONTENT_API.newsletter,
      payload: { email, ...extra },
      remoteAddress: nextTestIp(),
    });
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  /** What the confirmation page's button sends: the token from the page's hidden form field. */
  const confirmVia = async (link: string) => {
    const shown = await t.app.inject({ method: 'GET', url: path(link) });
    const token = /name="token" value="([^"]*)"/.exec(shown.body)?.[1] ?? '';
    return t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
  };
  const status = async (email: string) =>
    (
      await t.app.database.query<{ status: string }>(
        'select status from newsletter_subscribers where email = $1',
        [email],
      )
    )[0]?.status;

  it('sends a confirmation link, confirms, then welcomes with an unsubscribe link', async () => {
    const email = 'amaka@example.test';
    const res = await subscribe('Amaka@Example.test');
    expect(res.statusCode).toBe(201);
    expect(await status(email)).toBe('pending');
    const confirmLink = await linkInLatestEmail(t.app, email, 'newsletter-confirm');
    expect(confirmLink).toContain('/api/newsletter/confirm?token=');

    // Opening the link (or a mail scanner's GET or HEAD) only shows a button: nothing changes.
    const head = await t.app.inject({ method: 'HEAD', url: path(confirmLink) });
    expect(head.statusCode).toBe(200);
    const shown = await t.app.inject({ method: 'GET', url: path(confirmLink) });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.body).toContain('Confirm your subscription');
    expect(shown.body).toMatch(/<form method="post" action="\/api\/newsletter\/confirm">/);
    expect(await status(email)).toBe('pending');

    const confirmed = await confirmVia(confirmLink);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('You are subscribed');
    expect(await status(email)).toBe('confirmed');
    // The link works once.
    expect((await confirmVia(confirmLink)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: path(confirmLink) })).statusCode).toBe(400);

    const [welcome] = (await emailsTo(t.app, email)).filter((e) => e.template === 'newsletter-welcome');
    const unsubscribeLink = welcome!.text.match(
      /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+/,
    )?.[0];
    expect(unsubscribeLink).toBeDefined();

    // Opening the link (or a mail scanner fetching it) only shows the button.
    const page = await t.app.inject({ method: 'GET', url: path(unsubscribeLink!) });
    expect(page.body).toContain('Unsubscribe from the newsletter?');
    expect(await status(email)).toBe('confirmed');
    const done = await t.app.inject({
      method: 'POST',
      url: path(unsubscribeLink!),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect(await status(email)).toBe('unsubscribed');
  });

  it('carries the unsubscribe link in every issue sent to subscribers', async () => {
    const email = 'bisi@example.test';
    await subscribe(email);
    await confirmVia(await linkInLatestEmail(t.app, email, 'newsletter-confirm'));
    expect(await status(email)).toBe('confirmed');
    const admin = await signInAs(t.app, 'superAdmin');
    const sent = await t.app.inject({
      method: 'POST',
      url: ADMIN_CONTENT_API.newsletterIssues,
      headers: admin.headers,
      payload: { subject: 'March tips', body: 'Shoot at golden hour.\n\nPrice with confidence.' },
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json().recipients).toBe(1);
    const [issue] = (await emailsTo(t.app, email)).filter((e) => e.template === 'newsletter-issue');
    expect(issue!.text).toContain('Shoot at golden hour.');
    expect(issue!.text).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
    expect(issue!.html).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
  });

  it('answers the same for a known address and sends no second confirmation at once', async () => {
    const email = 'chidi@example.test';
    await subscribe(email);
    const again = await subscribe(email);
    expect(again.statusCode).toBe(201);
    const confirmations = (await emailsTo(t.app, email)).filter((e) => e.template === 'newsletter-confirm');
    expect(confirmations).toHaveLength(1);
  });

  it('ignores the honeypot and refuses a bad address', async () => {
    expect((await subscribe('bot@spam.test', { website: 'x' })).statusCode).toBe(201);
    expect(await status('bot@spam.test')).toBeUndefined();
    const bad = await subscribe('nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.email).toBe('Enter a valid email address');
  });

  it('styles its pages with a stylesheet its own policy allows, and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?token=unknown' });
    const csp = String(res.headers['content-security-policy']);
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1];
    expect(style).toBeDefined();
    // A browser applies an inline <style> only when the policy lists the hash of its exact text.
    const hash = createHash('sha256').update(style!).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/script-src/);
  });

  it('says so for an unknown unsubscribe token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?token=unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Link not recognised');
  });
});
