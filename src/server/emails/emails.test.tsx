/** @jsxRuntime automatic @jsxImportSource react */
import { describe, expect, it } from 'vitest';
import { existingAccountEmail, rejectedEmail, verificationEmail } from './account-emails.tsx';
import { inquiryNoticeEmail } from './inquiry-emails.tsx';
import { Paragraph } from './layout.tsx';
import { photographerContactEmail } from './marketplace-emails.tsx';
import { newsletterIssueEmail, withUnsubscribe } from './newsletter-emails.tsx';
import { renderEmail } from './render.tsx';

const brand = {
  siteName: 'Aworan Studio',
  publicUrl: 'http://localhost:3000',
  footerText: 'Made with care in Yaba.',
  supportHours: 'Monday to Friday, 9:00 AM to 5:00 PM',
};
const SCRIPT = '<script>alert(1)</script>';
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;';
/** Any HTML tag, as plain text must have none. */
const TAG = /<\/?[a-z][a-z0-9]*[\s>/]/i;

describe('email templates', () => {
  it('brands the HTML and the text from the settings passed in', async () => {
    const email = await renderEmail(verificationEmail('Ada', 'http://localhost:3000/v?token=t'), brand);
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Aworan Studio');
      expect(part).toContain('Made with care in Yaba.');
      expect(part).toContain('Monday to Friday, 9:00 AM to 5:00 PM');
    }
    // The body names the site from the brand too, not a constant.
    expect(email.text).toContain('Thank you for creating an Aworan Studio account.');
    expect(email.subject).toBe('Verify your email for Aworan Studio');
    expect(email.html).toContain('<title>Verify your email for Aworan Studio</title>');
    const existing = await renderEmail(existingAccountEmail('Ada', 'http://localhost:3000/login'), brand);
    expect(existing.text).toContain('Log in to Aworan Studio: http://localhost:3000/login');
  });

  it('escapes what people typed in the HTML', async () => {
    const email = await renderEmail(
      inquiryNoticeEmail({
        subject: `Message from ${SCRIPT}`,
        intro: `${SCRIPT} sent a message through the contact form.`,
        details: [['Phone', SCRIPT]],
        message: `My gallery <b>link</b> ${SCRIPT}`,
        name: SCRIPT,
        email: 'x@example.test',
        inboxUrl: 'http://localhost:3000/admin/content?tab=inbox',
      }),
      brand,
    );
    expect(email.html).toContain(ESCAPED);
    expect(email.html).toContain('My gallery &lt;b&gt;link&lt;/b&gt;');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>link');
    // The plain text keeps the words as typed: it is not HTML.
    expect(email.text).toContain(`My gallery <b>link</b> ${SCRIPT}`);
  });

  it('gives the action as a button in HTML and as "label: address" in text, with no tags', async () => {
    const url = 'http://localhost:3000/api/auth/verify-email?token=a1&callbackURL=%2Flogin';
    const email = await renderEmail(verificationEmail(SCRIPT, url), brand);
    expect(email.html).toContain(`href="${url.replace('&', '&amp;')}"`);
    expect(email.html).toContain(`Hello <!-- -->${ESCAPED}`);
    expect(email.text).toContain(`Verify my email: ${url}`);
    // Links are found in the text by their first address: it must be the action, whole.
    expect(email.text.match(/https?:\/\/\S+/)?.[0]).toBe(url);
    // The HTML's "copy this address" fallback is not repeated in the text.
    expect(email.text).not.toContain('If the button does not work');
    expect(email.text.replace(SCRIPT, '')).not.toMatch(TAG);
    expect(email.text).not.toMatch(/\n{3}/);
  });

  it('leaves out the reviewer note when there is none and keeps it escaped when there is', async () => {
    const without = await renderEmail(rejectedEmail('Bola', null, 'http://localhost:3000/apply'), brand);
    expect(without.text).not.toContain("reviewer's note");
    const withNote = await renderEmail(rejectedEmail('Bola', `Add ${SCRIPT}`, 'http://x/apply'), brand);
    expect(withNote.html).toContain(`Add ${ESCAPED}`);
    expect(withNote.text).toContain(`The reviewer's note: Add ${SCRIPT}`);
  });

  it('makes a newsletter issue of plain paragraphs with the unsubscribe address', async () => {
    const link = 'http://localhost:3000/api/newsletter/unsubscribe?token=u1';
    const issue = newsletterIssueEmail({
      subject: 'April tips',
      body: `Golden hour.\n\n  ${SCRIPT}  \n\n\n`,
    });
    const email = await renderEmail(withUnsubscribe(issue, link), brand);
    expect(email.subject).toBe('April tips');
    expect(email.html.match(/<p[^>]*>Golden hour\.<\/p>/)).not.toBeNull();
    expect(email.html).toContain(`>${ESCAPED}</p>`);
    // The opening words are the preview mail apps show, hidden in the HTML and not repeated in text.
    expect(email.html).toMatch(/<div[^>]*display:none[^>]*>Golden hour\./);
    expect(email.text.split('Golden hour.')).toHaveLength(2);
    expect(email.text).toContain(`Unsubscribe at any time: ${link}`);
    expect(email.html).toContain(link);
  });

  it('lets a photographer reply by email without the address being markup', async () => {
    const email = await renderEmail(
      photographerContactEmail({
        name: 'Chioma "Chi" Obi',
        email: 'chioma@example.org',
        eventDate: '2031-12-12',
        message: 'Our wedding',
        businessName: 'Lens & Light',
        profileUrl: 'http://localhost:3000/photographers/lens-light',
      }),
      brand,
    );
    expect(email.subject).toBe('New enquiry from Chioma "Chi" Obi');
    expect(email.html).toContain(
      'href="mailto:chioma%40example.org?subject=Re%3A%20your%20enquiry%20to%20Lens%20%26%20Light"',
    );
    expect(email.text).toContain('Date they have in mind: 2031-12-12.');
    expect(email.text).toContain('listed in the Aworan Studio directory');
  });

  it('refuses to render a part outside the Layout, where no brand is known', async () => {
    const { render } = await import('@react-email/render');
    const { SiteName } = await import('./layout.tsx');
    await expect(render(<Paragraph>{<SiteName />}</Paragraph>)).rejects.toThrow(/outside the email Layout/);
  });
});
