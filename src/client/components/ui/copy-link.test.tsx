import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CopyLink, copyToClipboard } from './copy-link';

describe('copyToClipboard', () => {
  it('puts the text on the clipboard', async () => {
    const written: string[] = [];
    const clipboard = { writeText: async (text: string) => void written.push(text) };
    expect(await copyToClipboard('https://aworan.test/i/abc', 'Link copied', clipboard)).toBe(true);
    expect(written).toEqual(['https://aworan.test/i/abc']);
  });

  it('reports a refusal, or a browser without a clipboard, instead of throwing', async () => {
    const refusing = { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) };
    expect(await copyToClipboard('1234', 'The PIN copied', refusing)).toBe(false);
    expect(await copyToClipboard('1234', 'The PIN copied', undefined)).toBe(false);
  });
});

describe('CopyLink', () => {
  it('is a button named by its words, with the icon hidden from screen readers', () => {
    const html = renderToStaticMarkup(
      <CopyLink text="https://aworan.test/c/x" copied="Signing link copied" variant="ghost">
        Copy signing link
      </CopyLink>,
    );
    expect(html).toMatch(/^<button [^>]*type="button"[^>]*>/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toMatch(/Copy signing link<\/button>$/);
  });
});
