import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SmartLink } from '@/components/marketing/smart-link';

const render = (to: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SmartLink to={to}>Go</SmartLink>
    </MemoryRouter>,
  )
    // Router hints are not structure.
    .replace(/ data-discover="[^"]*"/g, '');

describe('SmartLink', () => {
  it('routes site paths and opens full web addresses as plain links', () => {
    expect(render('/contact')).toBe('<a href="/contact">Go</a>');
    expect(render('https://example.com/x')).toBe(
      '<a href="https://example.com/x" rel="noopener noreferrer">Go</a>',
    );
  });

  it('never turns an off-site trick into a link', () => {
    for (const to of ['//evil.example', '/\\evil.example/x', '/\t/evil.example', 'javascript:alert(1)']) {
      expect(render(to), to).toBe('<span>Go</span>');
    }
  });
});
