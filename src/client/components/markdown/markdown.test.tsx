import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const render = (source: string, minHeadingLevel?: 2 | 3) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(Markdown, { source, minHeadingLevel })),
  )
    // Class names and router hints are not structure.
    .replace(/ (class|data-discover)="[^"]*"/g, '');

describe('Markdown', () => {
  it('renders headings, lists, bold and italic as elements', () => {
    expect(render('## Lighting\n- **Key** light\n- *Fill* light\n\nDone.')).toBe(
      '<div><h2>Lighting</h2><ul><li><strong>Key</strong> light</li><li><em>Fill</em> light</li></ul><p>Done.</p></div>',
    );
  });

  it('never emits a second h1 and respects the lowest heading level', () => {
    expect(render('# Title')).toBe('<div><h2>Title</h2></div>');
    expect(render('# Agreement\n## Fees', 3)).toBe('<div><h3>Agreement</h3><h3>Fees</h3></div>');
  });

  it('shows HTML in the source as text instead of injecting it', () => {
    const html = render('Hello <script>alert("x")</script> <img src=x onerror=alert(1)>\n- <b>bold?</b>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;bold?&lt;/b&gt;');
  });

  it('renders site links through the router and refuses script links', () => {
    expect(render('[Pricing](/pricing) and [bad](javascript:alert(1))')).toBe(
      '<div><p><a href="/pricing">Pricing</a> and [bad](javascript:alert(1))</p></div>',
    );
    expect(render('[Mail us](mailto:hello@aworan.ng)')).toContain(
      '<a href="mailto:hello@aworan.ng" rel="noopener noreferrer">Mail us</a>',
    );
  });

  it('keeps line breaks of contract-style blocks', () => {
    expect(render('Client: ____\nDate: ____')).toBe('<div><p>Client: ____<br/>Date: ____</p></div>');
  });

  it('marks unfilled [PLACEHOLDERS] when asked, and only then', () => {
    const marked = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(Markdown, { source: 'Fee: **[FEE]** by [DATE]', highlightPlaceholders: true }),
      ),
    ).replace(/ (class|data-discover)="[^"]*"/g, '');
    expect(marked).toBe(
      '<div><p>Fee: <strong><mark data-placeholder="true">[FEE]</mark></strong> by <mark data-placeholder="true">[DATE]</mark></p></div>',
    );
    expect(render('Fee: [FEE]')).toBe('<div><p>Fee: [FEE]</p></div>');
  });
});
