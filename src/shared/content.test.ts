import { describe, expect, it } from 'vitest';
import { heroSchema } from './content.ts';

const hero = (ctaLink: string) => ({ title: 'T', subtitle: '', ctaText: 'Go', ctaLink, imageUrl: '' });

describe('admin-authored links', () => {
  it('accepts site paths and full web addresses', () => {
    expect(heroSchema.safeParse(hero('/contact')).success).toBe(true);
    expect(heroSchema.safeParse(hero('https://example.com/x')).success).toBe(true);
  });

  it('refuses look-alike paths that leave the site', () => {
    for (const link of ['//evil.example', '/\\evil.example/x', '/\t/evil.example', 'javascript:alert(1)']) {
      expect(heroSchema.safeParse(hero(link)).success, link).toBe(false);
    }
  });
});
