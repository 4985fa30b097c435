import { describe, expect, it } from 'vitest';
import { isSitePath, isWebAddress } from './site-path.ts';

describe('site paths', () => {
  it('accepts paths on this site, with queries and fragments', () => {
    for (const path of ['/', '/contact', '/blog/a-post?x=1#top', '/admin?tab=users', '/%2Fencoded']) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it('refuses anything a browser would take off-site', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example/x',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\\/evil.example',
      ' /contact',
      'https://evil.example',
      'javascript:alert(1)',
      'contact',
      '',
    ]) {
      expect(isSitePath(path), JSON.stringify(path)).toBe(false);
    }
  });

  it('tells full web addresses from tricks', () => {
    expect(isWebAddress('https://example.com/x')).toBe(true);
    expect(isWebAddress('http://example.com')).toBe(true);
    expect(isWebAddress('https:///evil.example')).toBe(false);
    expect(isWebAddress('https:\\\\evil.example')).toBe(false);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('https://exa mple.com')).toBe(false);
  });
});
