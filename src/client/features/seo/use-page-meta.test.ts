import { describe, expect, it } from 'vitest';
import { absoluteUrl, formatPageTitle } from './use-page-meta';

describe('page meta helpers', () => {
  it('titles pages "Page | Site" and the home page with the tagline', () => {
    expect(formatPageTitle('Pricing', 'Aworan')).toBe('Pricing | Aworan');
    expect(formatPageTitle('', 'Aworan', 'Photography in Nigeria')).toBe('Aworan: Photography in Nigeria');
    expect(formatPageTitle('', 'Aworan')).toBe('Aworan');
  });

  it('makes image paths absolute for link previews and keeps full addresses', () => {
    expect(absoluteUrl('/media/x/full.webp', 'https://aworan.ng')).toBe(
      'https://aworan.ng/media/x/full.webp',
    );
    expect(absoluteUrl('og.png', 'https://aworan.ng')).toBe('https://aworan.ng/og.png');
    expect(absoluteUrl('https://cdn.example/a.jpg', 'https://aworan.ng')).toBe('https://cdn.example/a.jpg');
  });
});
