import { describe, expect, it } from 'vitest';
import { contentDisposition, parseRange } from './serve-file.ts';

describe('parseRange', () => {
  it('reads the three forms of one byte range', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=95-200', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('says unsatisfiable past the end or backwards', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=50-10', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
  });

  it('ignores what it does not serve: no header, other units, several ranges', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('items=0-1', 100)).toBeUndefined();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('bytes=-', 100)).toBeUndefined();
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 5987)', () => {
    expect(contentDisposition('attachment', 'Ọmọ "best" (1).jpg')).toBe(
      `attachment; filename="_m_ _best_ (1).jpg"; filename*=UTF-8''%E1%BB%8Cm%E1%BB%8D%20%22best%22%20%281%29.jpg`,
    );
    expect(contentDisposition('inline')).toBe('inline');
  });
});
