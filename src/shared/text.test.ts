import { describe, expect, it } from 'vitest';
import { INT32_MAX, isSafeText, safeText, sortOrderSchema } from './text.ts';

describe('safe text', () => {
  it('refuses NUL bytes and lone surrogates, high or low', () => {
    for (const value of ['a\u0000b', '\ud800', 'x\ud83d', '\udc00y', '\udc00\ud800']) {
      expect(isSafeText(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('accepts real text: emoji (surrogate pairs), accents, other scripts, tabs and newlines', () => {
    for (const value of ['', 'Ọlá 📸', 'Ẹ kú àárọ̀', '你好', 'line\nnext\ttab']) {
      expect(isSafeText(value), value).toBe(true);
    }
  });

  it('chains like z.string()', () => {
    const name = safeText().trim().min(1).max(5);
    expect(name.parse('  Ada ')).toBe('Ada');
    expect(name.safeParse('A\u0000').success).toBe(false);
    expect(name.safeParse('toolong').success).toBe(false);
  });

  it('keeps sort orders inside a 32-bit integer', () => {
    expect(sortOrderSchema.safeParse(INT32_MAX).success).toBe(true);
    expect(sortOrderSchema.safeParse(INT32_MAX + 1).success).toBe(false);
    expect(sortOrderSchema.safeParse(-INT32_MAX - 2).success).toBe(false);
    expect(sortOrderSchema.safeParse(1.5).success).toBe(false);
  });
});
