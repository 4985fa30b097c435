import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextTestIp } from '../../../../tests/auth-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../../tests/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { CONTENT_API } from '../../../shared/content.ts';
import { seedSettings } from '../content/seed/site.ts';

/** "A message sent from /contact arrives by email": through a real SMTP server. */
describe('contact form over real SMTP', () => {
  let smtp: SmtpCapture;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the message to the site’s contact address, branded from the settings', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: CONTENT_API.contact,
      remoteAddress: nextTestIp(),
      payload: {
        name: 'Emeka <b>Obi</b>',
        email: 'emeka@example.test',
        subject: 'support',
        message: 'My gallery link <script>x</script> does not open.',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(seedSettings.contactEmail);
    expect(mail.subject).toBe('Technical support from Emeka <b>Obi</b>');
    expect(mail.text).toContain('My gallery link <script>x</script> does not open.');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(seedSettings.footerText);
  });
});
