import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { openShareSheet, ShareLink } from './share-link';

const facts = { kind: 'invoice', link: 'https://aworan.test/i/abc', what: 'INV-0007' } as const;

describe('ShareLink', () => {
  it('renders Copy and a WhatsApp link to the client with the one message, link last', () => {
    const html = renderToStaticMarkup(
      <ShareLink {...facts} phone="0803 333 4444" copyLabel="Copy client link" />,
    );
    expect(html).toContain('Copy client link');
    const href = /href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://wa.me/2348033334444');
    expect(url.searchParams.get('text')).toBe(
      'Hello, here is your invoice INV-0007. You can view and pay it here: https://aworan.test/i/abc',
    );
    expect(html).toContain('target="_blank"');
  });

  it('offers no share sheet in the server HTML (it appears after hydration where the browser has one)', () => {
    expect(renderToStaticMarkup(<ShareLink {...facts} />)).not.toContain('Share…');
  });
});

describe('openShareSheet', () => {
  it('hands the sheet the words and the link apart', async () => {
    const shared: ShareData[] = [];
    await openShareSheet(facts, { share: async (data) => void shared.push(data ?? {}) });
    expect(shared).toEqual([
      { text: 'Hello, here is your invoice INV-0007. You can view and pay it here:', url: facts.link },
    ]);
  });

  it('treats closing the sheet as a choice, not an error', async () => {
    const closing = { share: () => Promise.reject(new DOMException('closed', 'AbortError')) };
    await expect(openShareSheet(facts, closing)).resolves.toBeUndefined();
  });
});
