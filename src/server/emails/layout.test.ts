import { describe, expect, it } from 'vitest';
import { renderEmail } from './layout.ts';

const brand = { siteName: 'Aworan', publicUrl: 'http://localhost:3000', footerText: 'Aworan, Lagos' };

describe('renderEmail', () => {
  it('escapes what people typed so an email cannot carry injected markup', () => {
    const email = renderEmail(
      { subject: 'Hi', heading: 'Hello <b>Ada</b>', paragraphs: ['<script>x()</script> & more'] },
      brand,
    );
    expect(email.html).toContain('Hello &lt;b&gt;Ada&lt;/b&gt;');
    expect(email.html).toContain('&lt;script&gt;x()&lt;/script&gt; &amp; more');
    expect(email.html).not.toContain('<script>');
  });

  it('gives the action as a button in HTML and as a plain address in text', () => {
    const email = renderEmail(
      {
        subject: 'Verify',
        heading: 'Verify',
        paragraphs: ['Confirm it is you.'],
        action: { label: 'Verify email', url: 'http://x/v?t=1&a=2' },
      },
      brand,
    );
    expect(email.html).toContain('href="http://x/v?t=1&amp;a=2"');
    expect(email.text).toContain('Verify email: http://x/v?t=1&a=2');
    expect(email.text).toContain('Confirm it is you.');
  });
});
